import type { ArticleFeed } from '@/lib/core/content/feeds';
import { categoryPath, type SectionName, SECTIONS } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import { articleSeo } from './snippet';

/*
 * The news and resources feeds as RSS 2.0 (https://www.rssboard.org/rss-specification): the
 * section's newest published articles at /news/feed.xml, one category's at
 * /news/{category}/feed.xml, the same under /resources. Each item's description is the one its
 * page's metadata carries (snippet.ts). The list and article pages link them in their <head>.
 */

export const FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** A feed a page links in its <head>, where a feed reader finds it. */
export interface FeedLink {
  title: string;
  /** The feed's path (/news/feed.xml). */
  url: string;
}

export function feedPath(section: SectionName, categorySlug?: string | null): string {
  return `${categorySlug ? categoryPath(section, categorySlug) : SECTIONS[section].path}/feed.xml`;
}

export function feedTitle(section: SectionName, categoryName?: string | null): string {
  return [categoryName, SECTIONS[section].ja, site.fullName].filter(Boolean).join('｜');
}

/** The feeds a page of a section links: the section's, and its category's when it has one. */
export function feedLinks(section: SectionName, category?: { name: string; slug: string } | null): FeedLink[] {
  const links = [{ title: feedTitle(section), url: feedPath(section) }];
  if (category) links.push({ title: feedTitle(section, category.name), url: feedPath(section, category.slug) });
  return links;
}

/** Text as XML character data: markup characters escaped, characters XML 1.0 forbids dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An article's date (YYYY-MM-DD, a day in Japan) as the instant that day begins there. */
const japanDay = (date: string) => new Date(`${date}T00:00:00+09:00`);

/** A date as RSS writes it (RFC 822, in GMT). */
const rssDate = (date: Date) => date.toUTCString();

const element = (name: string, text: string, attributes = '') => `<${name}${attributes}>${xmlText(text)}</${name}>`;

/** The feed's XML, every address absolute from the site's configured address. */
export function articleFeedXml(feed: ArticleFeed, siteUrl: string): string {
  const base = `${siteUrl.replace(/\/$/, '')}/`;
  const url = (path: string) => new URL(path, base).toString();
  const section = SECTIONS[feed.section];
  const listPath = feed.category ? categoryPath(feed.section, feed.category.slug) : section.path;
  const description = feed.category
    ? `${site.fullName}の${section.ja}のうち「${feed.category.name}」の新着記事です。`
    : `${site.fullName}の${section.ja}の新着記事です。`;
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', url(item.path)),
      element('guid', item.id, ' isPermaLink="false"'),
      element('pubDate', rssDate(japanDay(item.createdDate))),
      element('description', articleSeo(item, feed.section).description),
      element('category', item.category.name, ` domain="${xmlText(url(categoryPath(item.section, item.category.slug)))}"`),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', feedTitle(feed.section, feed.category?.name)),
    element('link', url(listPath)),
    element('description', description),
    element('language', 'ja'),
    element('copyright', `© ${site.fullName}`),
    // An empty feed has no build date to give: RSS makes lastBuildDate optional.
    ...(feed.updated ? [element('lastBuildDate', rssDate(new Date(feed.updated)))] : []),
    `<atom:link href="${xmlText(url(feedPath(feed.section, feed.category?.slug)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
