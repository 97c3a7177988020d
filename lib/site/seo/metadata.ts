import type { Metadata } from 'next';
import { type RouteName, routes } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import type { FeedLink } from './feed';
import { fixedPageSeo, type PageSeo, SHARE_IMAGE } from './snippet';

export { SHARE_IMAGE } from './snippet';

/** The not-found page's title (the layout's template adds the site name). */
export const NOT_FOUND_TITLE = 'ページが見つかりません';

interface PageMetadataInput {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The page's own path, for the canonical URL and og:url. */
  path: string;
  /** A page that should not be indexed (the thanks page). */
  noindex?: boolean;
  /** The title as is, without the site name the root layout's template appends. */
  absoluteTitle?: boolean;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** The page's own share image (a path on the site); absent or null: the site's. */
  image?: string | null;
  /** The RSS feeds the page links in its <head> (feed.ts). */
  feeds?: readonly FeedLink[];
}

const shareImage = (url: string) => ({ url, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: SHARE_IMAGE.alt, type: 'image/png' });

/** The metadata every public page carries: title, description, keywords, canonical URL, social tags and feeds. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const socialTitle = input.absoluteTitle ? input.title : `${input.title}｜${site.fullName}`;
  // The site's share image is named on every page: Next drops the file-based image of the root as
  // soon as a page sets its own openGraph or twitter fields. A page's own image is a picture staff
  // chose, whose size is its own.
  const own = input.image ? [{ url: input.image, alt: socialTitle }] : null;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords ? [...new Set(input.keywords)] : undefined,
    alternates: {
      canonical: input.path,
      ...(input.feeds?.length ? { types: { 'application/rss+xml': input.feeds.map(({ title, url }) => ({ title, url })) } } : {}),
    },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: socialTitle,
      description: input.description,
      url: input.path,
      siteName: site.fullName,
      locale: 'ja_JP',
      type: input.type ?? 'website',
      images: own ?? [shareImage(SHARE_IMAGE.openGraph)],
      ...(input.type === 'article' ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: input.description,
      images: own ?? [shareImage(SHARE_IMAGE.twitter)],
    },
  };
}

export type SeoExtras = Omit<PageMetadataInput, 'title' | 'description' | 'path' | 'image' | 'absoluteTitle'>;

/** The metadata of a page from its search values (snippet.ts): the ones the admin's preview shows. */
export function seoMetadata(seo: PageSeo, extras: SeoExtras = {}): Metadata {
  return buildMetadata({ ...extras, title: seo.title, absoluteTitle: true, description: seo.description, path: seo.path, image: seo.image });
}

/** The metadata of a fixed route of the route table, with the page's own search values when it has any. */
export function routeMetadata(name: RouteName, seo: PageSeo = fixedPageSeo(name), extras: Pick<SeoExtras, 'feeds'> = {}): Metadata {
  const route = routes[name];
  return seoMetadata(seo, { ...extras, keywords: route.keywords, noindex: !route.indexable });
}
