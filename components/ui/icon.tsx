import sprite from './icons/ui.svg';
import type { UiIcon } from './icon-names';

/**
 * Imported, the file is served from an address that names its bytes (`/_next/static/media/…`),
 * which browsers keep for a year without asking again; a new drawing gets a new address.
 */
const SPRITE: string = sprite.src;

/**
 * The site's small interface icons, drawn once in ./icons/ui.svg and used by reference: an
 * inline drawing would be repeated in every page's HTML and again in its RSC payload. Decorative
 * (hidden from assistive technology); the control or link around one names it.
 */
export function Icon({ name, className }: { name: UiIcon; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
