import { Icon } from './icon';

/** The down-pointing chevron of disclosures (accordions, folding panels); decorative. */
export function ChevronDown({ className }: { className?: string }) {
  return <Icon name="chevron-down" className={className} />;
}
