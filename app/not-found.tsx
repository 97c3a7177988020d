import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { NOT_FOUND_TITLE } from '@/lib/site/seo/metadata';

// Next adds noindex to every 404 itself.
export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** A not-found outside the public site (the admin area): the same message, without the site's shell. */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  );
}
