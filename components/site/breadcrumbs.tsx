import Link from 'next/link';
import { getConfig } from '@/lib/core/config';
import { routes } from '@/lib/core/routes';
import { JsonLd } from '@/lib/site/seo/json-ld';
import { Icon } from '@/components/ui/icon';

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

const TOP: Required<BreadcrumbItem> = { label: routes.home.en, href: routes.home.path };

function absoluteUrl(href: string): string {
  const siteUrl = getConfig().siteUrl;
  return href.startsWith('/') ? `${siteUrl}${href}` : new URL(href, `${siteUrl}/`).toString();
}

/**
 * The trail back to the top page. `items` leave out the top page (TOP is added first); the last
 * item is the page itself, shown without a link. Also emits the BreadcrumbList for search engines.
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  const trail: BreadcrumbItem[] = [TOP, ...items];
  const lastIndex = trail.length - 1;

  return (
    <>
      <nav aria-label="パンくずリスト" className="mx-auto w-full max-w-6xl px-4 py-3 text-xs leading-relaxed sm:text-sm">
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-brand-700">
          {trail.map((item, index) => (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1.5">
              {index === lastIndex || !item.href ? (
                <span aria-current={index === lastIndex ? 'page' : undefined} className="font-medium text-brand-950">
                  {item.label}
                </span>
              ) : (
                <Link
                  href={item.href}
                  className="underline decoration-brand-700/30 underline-offset-4 hover:text-brand-900 hover:decoration-current"
                >
                  {item.label}
                </Link>
              )}
              {index < lastIndex && (
                <Icon name="arrow-thin" className="h-2.5 w-2 shrink-0 text-brand-700/60" />
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.label,
            ...(item.href ? { item: absoluteUrl(item.href) } : {}),
          })),
        }}
      />
    </>
  );
}
