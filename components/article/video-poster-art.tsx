/** A flat poster drawn in CSS for a video whose own frames we do not load before play. */
export function VideoPosterArt({ title }: { title: string }) {
  return (
    <span
      aria-hidden="true"
      className="absolute inset-0 flex items-end bg-[linear-gradient(135deg,var(--color-brand-900)_0_55%,var(--color-brand-700)_55%_78%,var(--color-accent-500)_78%)] p-4 text-left sm:p-6"
    >
      <span className="line-clamp-2 max-w-[75%] text-sm font-bold leading-snug text-white sm:text-lg">{title}</span>
    </span>
  );
}
