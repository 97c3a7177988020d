/** The names of the symbols in ./icons/ui.svg (components/ui/icon.tsx draws them; a test checks the file holds each). */
export const UI_ICONS = [
  'arrow',
  'arrow-thin',
  'chevron-down',
  'chevron-up',
  'prev',
  'next',
  'play',
  'pause',
  'play-badge',
  'external',
  'external-link',
  'mail',
  'app-download',
  'app-play',
  'menu',
  'close',
  'plus-circle',
  'check-circle',
  'check',
  'search',
] as const;

export type UiIcon = (typeof UI_ICONS)[number];
