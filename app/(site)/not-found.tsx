import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/not-found-content';
import { NOT_FOUND_TITLE } from '@/lib/site/seo/metadata';

// Next adds noindex to every 404 itself.
export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** notFound() anywhere in the public site, and unknown paths (see [...missing]): inside the shell. */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
