/** The round play mark drawn over video posters. */
export function PlayIcon({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={`drop-shadow-md ${className}`}>
      <circle cx="32" cy="32" r="32" className="fill-accent-500 transition-colors group-hover:fill-accent-600" />
      <path d="M25 19.5v25L45 32z" fill="#fff" />
    </svg>
  );
}
