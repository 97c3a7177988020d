'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import Link from 'next/link';
import { recruitment } from '@/lib/core/facts';
import { routes } from '@/lib/core/routes';

const LINKS = [
  {
    href: routes.jobs.path,
    en: 'RECRUIT',
    ja: routes.jobs.label,
    text: `未経験からでも約${recruitment.trainingMonths}か月の研修でトレーナーに。一緒に働く仲間を募集しています。`,
    toneClass: 'bg-brand-900',
  },
  {
    href: routes.contact.path,
    en: 'CONTACT',
    ja: routes.contact.label,
    text: '無料体験や店舗見学のお申し込み、ご質問はこちらからお気軽にどうぞ。',
    toneClass: 'bg-brand-700',
  },
] as const;

/** Two large links: staff recruitment and the contact form. */
export function RecruitLinks() {
  return (
    <nav aria-label="採用情報とお問い合わせ" className="px-4 py-16 sm:py-20">
      <ul data-animate className="mx-auto grid max-w-6xl gap-5 md:grid-cols-2">
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={`group relative flex min-h-48 flex-col justify-center overflow-hidden rounded-2xl px-7 py-8 text-white shadow-sm sm:min-h-56 sm:px-10 ${link.toneClass}`}
            >
              <span
                aria-hidden="true"
                className="pointer-events-none absolute -right-10 -top-10 size-48 rounded-full border-[1.5rem] border-white/10 transition-transform duration-500 group-hover:scale-110 motion-reduce:transition-none"
              />
              <span lang="en" aria-hidden="true" className="text-4xl font-black tracking-[0.12em] sm:text-5xl">
                {link.en}
              </span>
              <span className="mt-2 flex items-center gap-3 text-xl font-bold">
                {link.ja}
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-accent-500 text-base text-brand-950 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                >
                  →
                </span>
              </span>
              <span className="mt-3 max-w-md text-sm leading-relaxed text-brand-100">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
