import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NOT_FOUND_TITLE } from '@/lib/site/seo/metadata';

/*
 * Any path no other route takes: answered with 404 and the not-found page inside the site's
 * header and footer (app/(site)/not-found.tsx). /admin, /login and /api/* are more specific
 * routes and win over this one.
 */

// The not-found boundary titles the server's HTML; the page's own metadata is what the browser
// keeps after hydration, so both say the same.
export const metadata: Metadata = { title: NOT_FOUND_TITLE };

export default function MissingPage(): never {
  notFound();
}
