import type { Metadata } from 'next';
import { type RouteName, routes } from '@/lib/core/routes';
import { site } from '@/lib/core/site';

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
}

/**
 * The site's share image (app/opengraph-image.png and app/twitter-image.png, drawn by
 * scripts/seed/art/og.ts). Named on every page: Next drops the file-based image of the root as soon
 * as a page sets its own openGraph or twitter fields.
 */
export const SHARE_IMAGE = {
  openGraph: '/opengraph-image.png',
  twitter: '/twitter-image.png',
  width: 1200,
  height: 630,
  alt: `${site.fullName}｜${site.tagline}`,
} as const;

const shareImage = (url: string) => ({ url, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: SHARE_IMAGE.alt, type: 'image/png' });

/** The metadata every public page carries: title, description, keywords, canonical URL and social tags. */
export function buildMetadata(input: PageMetadataInput): Metadata {
  const socialTitle = input.absoluteTitle ? input.title : `${input.title}｜${site.fullName}`;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description: input.description,
    keywords: input.keywords ? [...new Set(input.keywords)] : undefined,
    alternates: { canonical: input.path },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: socialTitle,
      description: input.description,
      url: input.path,
      siteName: site.fullName,
      locale: 'ja_JP',
      type: input.type ?? 'website',
      images: [shareImage(SHARE_IMAGE.openGraph)],
      ...(input.type === 'article' ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: input.description,
      images: [shareImage(SHARE_IMAGE.twitter)],
    },
  };
}

/** The metadata of a fixed route of the route table. */
export function routeMetadata(name: RouteName): Metadata {
  const route = routes[name];
  return buildMetadata({
    title: route.title,
    description: route.description,
    keywords: route.keywords,
    path: route.path,
    noindex: !route.indexable,
    absoluteTitle: name === 'home',
  });
}
