/**
 * The site's small interface icons, drawn once in public/icons/ui.svg and used by reference: an
 * inline drawing would be repeated in every page's HTML and again in its RSC payload. Decorative
 * (hidden from assistive technology); the control or link around one names it.
 */
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
] as const;

export type UiIcon = (typeof UI_ICONS)[number];

const SPRITE = '/icons/ui.svg';

export function Icon({ name, className }: { name: UiIcon; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
