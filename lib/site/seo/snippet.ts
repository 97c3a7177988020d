import { type RouteName, routes, type SectionName } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import { fullAddress } from '@/lib/site/store/details';

/*
 * A page's search title, description and share image, and how a search result and a share card
 * show them. One module for both sides: the pages' metadata (metadata.ts, structured-data.ts)
 * and the admin's live preview (components/admin/seo/) call the same functions, so the preview is
 * what the page says. Nothing here reads a server: the admin's browser runs it too.
 */

/** A page's own values, as staff set them; empty (or blank) keeps what the page derives. */
export interface SeoFieldValues {
  seoTitle?: string | null;
  seoDescription?: string | null;
  seoImage?: string | null;
}

/** What a page tells search engines and share cards. */
export interface PageSeo {
  /** The whole document title: <title>, og:title and twitter:title. */
  title: string;
  description: string;
  /** The page's own share image (a site path); null: the site's (SHARE_IMAGE). */
  image: string | null;
  /** The page's path, for its canonical URL. */
  path: string;
}

/**
 * The site's share image (app/opengraph-image.png and app/twitter-image.png, drawn by
 * scripts/seed/art/og.ts), for a page without its own.
 */
export const SHARE_IMAGE = {
  openGraph: '/opengraph-image.png',
  twitter: '/twitter-image.png',
  width: 1200,
  height: 630,
  alt: `${site.fullName}｜${site.tagline}`,
} as const;

/** One line of text as it is shown: white space collapsed, ends trimmed. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const own = (value: string | null | undefined): string | null => (value ? oneLine(value) || null : null);

/** The page's derived values with its own set over them, field by field. */
export function withOwnValues(derived: Omit<PageSeo, 'image'>, values: SeoFieldValues | null | undefined): PageSeo {
  return {
    title: own(values?.seoTitle) ?? derived.title,
    description: own(values?.seoDescription) ?? derived.description,
    image: own(values?.seoImage),
    path: derived.path,
  };
}

// ---------------------------------------------------------------- what each kind of page derives

/** What an article's derived description adds after its title, per section. */
export const ARTICLE_DESCRIPTION_TAIL: Record<SectionName, string> = {
  news: `${site.fullName} からのお知らせです。キャンペーンや店舗の最新情報をお届けします。`,
  resources: `${site.fullName} のトレーナーが、トレーニング・ダイエット・健康に役立つ情報をお届けします。`,
};

export interface ArticleSeoInput extends SeoFieldValues {
  title: string;
  /** The article's own path (/news/{category}/{route}). */
  path: string;
}

/** An article: its title with the site's name and tagline, and its title followed by the section's sentence. */
export function articleSeo(article: ArticleSeoInput, section: SectionName): PageSeo {
  const title = oneLine(article.title);
  return withOwnValues(
    {
      title: `${title}｜${site.fullName}｜${site.tagline}`,
      description: `${title}${/[。！？!?]$/.test(title) ? '' : '。'}${ARTICLE_DESCRIPTION_TAIL[section]}`,
      path: article.path,
    },
    article,
  );
}

export interface StoreSeoInput extends SeoFieldValues {
  name: string;
  address?: string | null;
  addressOther?: string | null;
  /** The store page's path (/store/{link}). */
  path: string;
}

/** A store: its name with the site's, and where it is. */
export function storeSeo(store: StoreSeoInput): PageSeo {
  const address = fullAddress({ address: store.address ?? null, addressOther: store.addressOther ?? null });
  return withOwnValues(
    {
      title: `${store.name}｜${site.fullName}`,
      description: `${site.fullName} ${store.name}の店舗情報です。${address ? `所在地は${address}。` : ''}アクセス、営業時間、料金、無料体験のご予約はこちらから。`,
      path: store.path,
    },
    store,
  );
}

/** A fixed page of the route table: its title and description there (the top page's title stands alone). */
export function fixedPageSeo(name: RouteName, values?: SeoFieldValues | null): PageSeo {
  const route = routes[name];
  return withOwnValues(
    { title: name === 'home' ? route.title : `${route.title}｜${site.fullName}`, description: route.description, path: route.path },
    values,
  );
}

// ---------------------------------------------------------------- how a search result shows it

/**
 * Widths in em of the printable ASCII characters (space to ~) in Arial, the face Google's results
 * are set in; every other character (kana, kanji, full-width forms) is taken as 1 em.
 */
const ASCII_WIDTHS = [
  0.278, 0.278, 0.355, 0.556, 0.556, 0.889, 0.667, 0.191, 0.333, 0.333, 0.389, 0.584, 0.278, 0.333, 0.278, 0.278, 0.556, 0.556, 0.556, 0.556,
  0.556, 0.556, 0.556, 0.556, 0.556, 0.556, 0.278, 0.278, 0.584, 0.584, 0.584, 0.556, 1.015, 0.667, 0.667, 0.722, 0.722, 0.667, 0.611, 0.778,
  0.722, 0.278, 0.5, 0.667, 0.556, 0.833, 0.722, 0.778, 0.667, 0.778, 0.722, 0.667, 0.611, 0.722, 0.667, 0.944, 0.667, 0.667, 0.611, 0.278,
  0.278, 0.278, 0.469, 0.556, 0.333, 0.556, 0.556, 0.5, 0.556, 0.556, 0.278, 0.556, 0.556, 0.222, 0.222, 0.5, 0.222, 0.833, 0.556, 0.556,
  0.556, 0.556, 0.333, 0.5, 0.278, 0.556, 0.5, 0.722, 0.5, 0.5, 0.5, 0.334, 0.26, 0.334, 0.584,
];

/** Half-width katakana and their marks (ｱｲｳ…ﾟ) are as narrow as a digit. */
const isHalfWidthKana = (code: number) => code >= 0xff61 && code <= 0xff9f;

export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return ASCII_WIDTHS[code - 0x20] ?? 0.556;
  if (isHalfWidthKana(code)) return 0.5;
  return 1;
}

/** How wide a text is shown, in full-width characters (em). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * How much of a line a search result shows, in full-width characters: Google cuts a title at the
 * width of its box (about 600 px of 20 px type on a computer, two lines on a phone) and a
 * description at about 120 full-width characters on a computer and 60–80 on a phone (70 here).
 */
export const RESULT_WIDTHS = {
  desktop: { title: 30, description: 120, url: 48 },
  mobile: { title: 36, description: 70, url: 32 },
} as const;

/** The share card of LINE and X shows about two lines of title and of description. */
export const SHARE_CARD_WIDTHS = { title: 40, description: 60 } as const;

export type Device = keyof typeof RESULT_WIDTHS;

const ELLIPSIS = '...';
/** Where a cut may not end: a space, a comma or a middle dot before the ellipsis looks broken. */
const TRAILING = /[\s、，,・:：;；\-–—(（「『【]+$/u;
/** Latin words are cut at a space when one is near (Google never splits a word it can avoid splitting). */
const WORD_BACKOFF = 8;

export interface CutText {
  text: string;
  /** Whether the text was cut (and ends in an ellipsis). */
  cut: boolean;
}

/**
 * The text as a result of `width` full-width characters shows it: whole when it fits; else as much
 * as fits with "..." after it, cut after a whole Latin word when a space is near, never after
 * a space or a comma. Surrogate pairs (emoji) are never split.
 */
export function cutToWidth(text: string, width: number): CutText {
  const line = oneLine(text);
  if (textWidth(line) <= width) return { text: line, cut: false };
  const room = width - textWidth(ELLIPSIS);
  const chars = [...line];
  let used = 0;
  let end = 0;
  while (end < chars.length && used + charWidth(chars[end] as string) <= room) {
    used += charWidth(chars[end] as string);
    end += 1;
  }
  let kept = chars.slice(0, end).join('');
  const inWord = /[A-Za-z0-9]$/.test(kept) && /^[A-Za-z0-9]/.test(chars[end] ?? '');
  if (inWord) {
    const space = kept.lastIndexOf(' ');
    if (space > 0 && [...kept.slice(space)].length <= WORD_BACKOFF) kept = kept.slice(0, space);
  }
  const ending = (text: string) => `${/[A-Za-z0-9]$/.test(text) ? ' ' : ''}${ELLIPSIS}`;
  kept = kept.replace(TRAILING, '');
  // A Latin word ends with a space before the ellipsis, which must fit too.
  while (kept && textWidth(kept + ending(kept)) > width) kept = [...kept].slice(0, -1).join('').replace(TRAILING, '');
  return { text: kept + ending(kept), cut: true };
}

/** The address line of a result: https://host › news › campaign, its path decoded, cut to fit. */
export function resultUrl(siteUrl: string, path: string, width: number): string {
  const origin = new URL(siteUrl).origin;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return cutToWidth([origin, ...segments].join(' › '), width).text;
}

export interface SearchResultPreview {
  siteName: string;
  url: string;
  title: CutText;
  description: CutText;
}

/** The page as a search result shows it on a computer or a phone. */
export function searchResult(seo: PageSeo, siteUrl: string, device: Device): SearchResultPreview {
  const widths = RESULT_WIDTHS[device];
  return {
    siteName: site.fullName,
    url: resultUrl(siteUrl, seo.path, widths.url),
    title: cutToWidth(seo.title, widths.title),
    description: cutToWidth(seo.description, widths.description),
  };
}

export interface ShareCardPreview {
  /** The share image's absolute address, as og:image names it. */
  image: string;
  /** The same image's path on the site, for showing it where the admin is open. */
  imagePath: string;
  domain: string;
  title: CutText;
  description: CutText;
}

/** The page as LINE and X show a link to it (a large image, the domain, the title, the description). */
export function shareCard(seo: PageSeo, siteUrl: string): ShareCardPreview {
  const imagePath = seo.image ?? SHARE_IMAGE.openGraph;
  return {
    image: new URL(imagePath, `${siteUrl.replace(/\/$/, '')}/`).toString(),
    imagePath,
    domain: new URL(siteUrl).host,
    title: cutToWidth(seo.title, SHARE_CARD_WIDTHS.title),
    description: cutToWidth(seo.description, SHARE_CARD_WIDTHS.description),
  };
}
