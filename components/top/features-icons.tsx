import sprite from '@/components/ui/icons/features.svg';
import type { FeatureIcon as FeatureIconName } from '@/lib/site/top/features';

/**
 * The feature cards' line icons, drawn once in components/ui/icons/features.svg (a 48-unit grid in the
 * current colour with an accent fill) rather than inline in every page's HTML and RSC payload.
 */
const SPRITE: string = sprite.src;

/** A feature card's icon; `label` describes it to assistive technology. */
export function FeatureIcon({ name, label }: { name: FeatureIconName; label: string }) {
  return (
    <svg role="img" aria-label={label} className="size-11 text-brand-900 sm:size-12">
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
