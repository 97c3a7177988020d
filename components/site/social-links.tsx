import type { ReactNode } from 'react';
import { site } from '@/lib/site';

type SocialName = (typeof site.social)[number]['name'];

const ICONS: Record<SocialName, ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4.2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.4" cy="6.6" r="1.3" fill="currentColor" />
    </>
  ),
  LINE: (
    <>
      <path
        fill="currentColor"
        d="M12 2.8c-5.4 0-9.8 3.6-9.8 8 0 4 3.4 7.2 8.1 7.9.3.1.7.2.8.5.1.2.1.6 0 .9l-.1.8c0 .2-.2.9.8.5 1-.4 5.4-3.2 7.4-5.5 1.7-1.6 2.6-3.2 2.6-5.1 0-4.4-4.4-8-9.8-8Z"
      />
      <path
        fill="none"
        style={{ stroke: 'var(--social-icon-cutout, #fff)' }}
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="1.3"
        d="M6.4 8.9v3.8h2.1M9.9 8.9v3.8M11.8 12.7V8.9l2.6 3.8V8.9M17.8 8.9h-2v3.8h2M15.8 10.8h1.8"
      />
    </>
  ),
  YouTube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15.2V8.8l5.4 3.2-5.4 3.2Z"
    />
  ),
};

/**
 * The chain's three social accounts as round icon links. `tone` matches the background:
 * `light` for the white header and menu, `dark` for the navy footer.
 */
export function SocialLinks({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  const link =
    tone === 'light'
      ? 'bg-brand-100 text-brand-900 hover:bg-brand-900 hover:text-white [--social-icon-cutout:var(--color-brand-100)] hover:[--social-icon-cutout:var(--color-brand-900)]'
      : 'bg-white/10 text-white hover:bg-white hover:text-brand-950 [--social-icon-cutout:var(--color-brand-950)] hover:[--social-icon-cutout:#fff]';
  return (
    <ul className={`flex items-center gap-2 ${className}`}>
      {site.social.map((account) => (
        <li key={account.name}>
          <a
            href={account.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${account.name}（新しいタブで開きます）`}
            className={`flex size-10 items-center justify-center rounded-full transition-colors ${link}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
              {ICONS[account.name]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
