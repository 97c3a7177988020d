'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import Link from 'next/link';
import { routes } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import { MobileMenu } from './mobile-menu';
import { HEADER_PRIMARY, HEADER_UTILITY, MENU_PRIMARY, MENU_SECONDARY } from './nav-items';
import { NavLink } from './nav-link';
import { SocialLinks } from './social-links';
import { Icon } from '@/components/ui/icon';
import { HeaderSearchBox, HeaderSearchButton, HeaderSearchPanel } from '@/components/search/header-search';

/**
 * The sticky site header: logo and tagline; on desktop a utility row (corporate, franchise,
 * recruitment, social) and the main navigation bar; on phones a burger menu with every link.
 */
export function Header() {
  return (
    // data-sticky-header: lib/ui/scroll measures it so scrolled-to targets land below it.
    <header
      data-sticky-header=""
      className="sticky top-0 z-40 border-b border-brand-100 bg-white shadow-[0_6px_16px_-10px_rgb(11_29_51/0.35)] md:border-b-0 print:static print:shadow-none"
    >
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4 md:h-16">
        <div className="flex min-w-0 flex-col justify-center lg:flex-row lg:items-center lg:gap-4">
          <Link
            href={routes.home.path}
            className="w-fit shrink-0 text-[26px] leading-none font-black tracking-tight whitespace-nowrap text-brand-900 italic md:text-[30px] lg:text-[38px]"
          >
            {site.name}
            <span className="sr-only"> トップページ</span>
          </Link>
          <p className="mt-1 text-[10.5px] leading-tight font-bold whitespace-nowrap text-brand-700 md:text-xs lg:mt-0 lg:border-l lg:border-brand-100 lg:pl-4">
            {site.tagline}
          </p>
        </div>

        <div className="hidden items-center gap-5 md:flex">
          <ul className="flex items-center gap-4 text-xs font-bold lg:gap-5">
            {HEADER_UTILITY.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className="nav-utility-link"
                >
                  <Icon name="arrow" className="h-2.5 w-1.5 text-accent-600" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <SocialLinks />
          <HeaderSearchBox />
          <HeaderSearchButton className="-ml-3" />
        </div>

        <div className="flex items-center md:hidden">
          <HeaderSearchButton />
          <MobileMenu primary={MENU_PRIMARY} secondary={MENU_SECONDARY} />
        </div>
      </div>
      <HeaderSearchPanel />

      <nav aria-label="メインメニュー" className="hidden bg-brand-900 md:block">
        <ul className="mx-auto flex h-11 max-w-6xl items-stretch justify-center px-4">
          {HEADER_PRIMARY.map((item) => (
            <li key={item.href} className="flex">
              <NavLink
                href={item.href}
                className="nav-tab"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
