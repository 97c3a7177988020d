import type { ReactNode } from 'react';
import { AnimateObserver } from '@/components/site/animate-observer';
import { ContactButton } from '@/components/site/contact-button';
import { Footer } from '@/components/site/footer';
import { Header } from '@/components/site/header';
import { OrganizationJsonLd } from '@/components/site/organization-json-ld';
import { ScrollTop } from '@/components/site/scroll-top';
import { ShellVisibility } from '@/components/site/shell-visibility';
import { SmoothScroll } from '@/components/site/smooth-scroll';
import { VisitBeacon } from '@/components/site/visit-beacon';
import { routes } from '@/lib/core/routes';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        data-skip-link=""
        className="sr-only z-[60] rounded-md bg-brand-900 px-4 py-3 font-bold text-white focus-visible:not-sr-only focus-visible:fixed focus-visible:top-2 focus-visible:left-2"
      >
        本文へスキップ
      </a>
      <ShellVisibility>
        <Header />
      </ShellVisibility>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <ShellVisibility>
        <Footer />
      </ShellVisibility>
      <ShellVisibility alsoHiddenOn={[routes.contact.path]}>
        <ContactButton />
      </ShellVisibility>
      <ScrollTop />
      <SmoothScroll />
      <AnimateObserver />
      <OrganizationJsonLd />
      {/* First-party visit analytics, loaded once the page is idle: the same HTML for everyone (docs/analytics.md). */}
      <VisitBeacon />
    </>
  );
}
