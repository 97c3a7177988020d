import { Icon } from '@/components/ui/icon';

/** The round play mark drawn over video posters, in the accent colour (darker on hover). */
export function PlayIcon({ className = '' }: { className?: string }) {
  return <Icon name="play-badge" className={`text-accent-500 drop-shadow-md transition-colors group-hover:text-accent-600 ${className}`} />;
}
