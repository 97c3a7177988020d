import type { ReactNode } from 'react';
import type { FeatureIcon as FeatureIconName } from '@/lib/top/features';

/* Line icons of the feature cards, drawn on a 48-unit grid in the current colour with an accent fill. */

const ACCENT = 'var(--color-accent-500)';

const icons: Record<FeatureIconName, ReactNode> = {
  trainer: (
    <>
      <rect x="8" y="6" width="32" height="26" rx="3" />
      <path d="M15 15h18M15 21h12" />
      <circle cx="33" cy="34" r="7" fill={ACCENT} stroke="none" />
      <path d="M29 40l-2 6 6-3 6 3-2-6" />
    </>
  ),
  unlimited: (
    <>
      <path d="M24 24c-4-5-7-8-11-8a8 8 0 0 0 0 16c4 0 7-3 11-8s7-8 11-8a8 8 0 0 1 0 16c-4 0-7-3-11-8z" />
      <circle cx="24" cy="24" r="3" fill={ACCENT} stroke="none" />
    </>
  ),
  session: (
    <>
      <circle cx="24" cy="26" r="16" />
      <path d="M24 26V10a16 16 0 0 1 16 16z" fill={ACCENT} stroke="none" />
      <path d="M24 26v-9M24 26l7 5M20 5h8" />
    </>
  ),
  variation: (
    <>
      <rect x="6" y="8" width="14" height="14" rx="3" fill={ACCENT} stroke="none" />
      <rect x="28" y="8" width="14" height="14" rx="3" />
      <rect x="6" y="28" width="14" height="14" rx="3" />
      <rect x="28" y="28" width="14" height="14" rx="3" />
      <path d="M31 35h8M35 31v8" />
    </>
  ),
  cancel: (
    <>
      <rect x="6" y="9" width="36" height="32" rx="3" />
      <path d="M6 18h36M15 5v8M33 5v8" />
      <circle cx="24" cy="30" r="7" fill={ACCENT} stroke="none" />
      <path d="M21 27l6 6M27 27l-6 6" stroke="#fff" />
    </>
  ),
  ages: (
    <>
      <circle cx="17" cy="11" r="5" />
      <path d="M9 42V27a8 8 0 0 1 16 0v15" />
      <circle cx="34" cy="22" r="4" fill={ACCENT} stroke="none" />
      <path d="M28 42V35a6 6 0 0 1 12 0v7" />
    </>
  ),
  'sessions-per-year': (
    <>
      <path d="M6 42h36" />
      <rect x="9" y="30" width="7" height="10" />
      <rect x="20" y="22" width="7" height="18" />
      <rect x="31" y="13" width="7" height="27" fill={ACCENT} stroke="none" />
      <path d="M8 22l12-9 7 5 13-11M34 7h6v6" />
    </>
  ),
  members: (
    <>
      <circle cx="24" cy="14" r="6" fill={ACCENT} stroke="none" />
      <path d="M13 40v-6a11 11 0 0 1 22 0v6" />
      <circle cx="10" cy="20" r="4" />
      <path d="M3 38v-3a7 7 0 0 1 9-7" />
      <circle cx="38" cy="20" r="4" />
      <path d="M45 38v-3a7 7 0 0 0-9-7" />
    </>
  ),
  rental: (
    <>
      <path d="M17 6l-11 7 4 8 5-3v24h18V18l5 3 4-8-11-7c-1 4-4 6-7 6s-6-2-7-6z" />
      <path d="M18 26h12" stroke={ACCENT} strokeWidth="4" />
    </>
  ),
};

/** A feature card's icon; `label` describes it to assistive technology. */
export function FeatureIcon({ name, label }: { name: FeatureIconName; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 48 48"
      className="size-11 text-brand-900 sm:size-12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icons[name]}
    </svg>
  );
}
