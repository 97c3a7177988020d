'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import Link from 'next/link';
import type { CSSProperties } from 'react';
import { routes } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import { FOOTER_GROUPS } from './nav-items';
import { SocialLinks } from './social-links';

/** The site footer: brand, every navigation link in three groups, social accounts and the copyright. */
export function Footer() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-12 pb-10 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:gap-12 md:pt-16">
        <div data-animate="">
          <Link href={routes.home.path} className="text-4xl leading-none font-black tracking-tight text-white italic">
            {site.name}
            <span className="sr-only"> トップページ</span>
          </Link>
          <p className="mt-3 text-sm font-bold text-white">{site.fullName}</p>
          <p className="mt-1 text-xs text-brand-100/85">{site.tagline}</p>
          <SocialLinks tone="dark" className="mt-6" />
        </div>

        <nav
          aria-label="フッターメニュー"
          data-animate=""
          style={{ '--animate-delay': '120ms' } as CSSProperties}
          className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3"
        >
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title} className="min-w-0">
              <h2 className="footer-heading">{group.title}</h2>
              <ul className="mt-3 space-y-1 text-[13px]">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      className="footer-link"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-[11px] tracking-wider text-brand-100/80 md:text-left">
          <small className="text-[length:inherit]">© {site.fullName}</small>
        </p>
      </div>
    </footer>
  );
}
