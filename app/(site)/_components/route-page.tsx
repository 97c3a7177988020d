import { type ReactNode, useId } from 'react';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHeader } from '@/components/site/page-header';
import { type RouteName, routes } from '@/lib/core/routes';

interface RoutePageProps {
  name: RouteName;
  /** The route above this one in the breadcrumbs (franchise above its information form). */
  parent?: RouteName;
  children: ReactNode;
}

/** A fixed page of the route table: banner, breadcrumbs, then the page's own content. */
export function RoutePage({ name, parent, children }: RoutePageProps) {
  const route = routes[name];
  const trail = [...(parent ? [{ label: routes[parent].en, href: routes[parent].path }] : []), { label: route.en }];
  return (
    <>
      <PageHeader en={route.en} ja={route.label} />
      <Breadcrumbs items={trail} />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
        <div className="max-w-4xl">{children}</div>
      </div>
    </>
  );
}

/** The opening paragraphs of a page. */
export function Lead({ children }: { children: ReactNode }) {
  return <div className="space-y-4 text-base leading-loose sm:text-lg sm:leading-loose">{children}</div>;
}

interface SectionProps {
  id?: string;
  title: string;
  children: ReactNode;
}

/** A titled section of a page; `id` makes it an anchor (#contact, #reviews, #training1…). */
export function Section({ id, title, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="mt-12 scroll-mt-24 sm:mt-16">
      <h2 id={headingId} className="border-l-4 border-accent-500 pl-3 text-xl font-bold leading-snug sm:text-2xl">
        {title}
      </h2>
      <div className="mt-5 space-y-4 leading-loose">{children}</div>
    </section>
  );
}

/** A prominent link to the next step (the contact form, a form, the store list). */
export function CtaLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="mt-12 text-center">
      <Link
        href={href}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-accent-500 px-8 py-3 text-center font-bold text-brand-950 shadow-sm transition-colors hover:bg-accent-500/80"
      >
        {children}
      </Link>
    </p>
  );
}
