/**
 * schema.org structured data of the public pages: the organization, each gym, articles and
 * FAQs. Builders return plain objects for `<JsonLd>` (lib/site/seo/json-ld.tsx), which escapes them
 * for the script element. Breadcrumbs emit their own BreadcrumbList.
 */
import type { NewsItem } from '@/lib/core/content/articles';
import type { StoreItem } from '@/lib/core/content/stores';
import { storePath } from '@/lib/core/routes';
import { formatNumber } from '@/lib/core/facts';
import { site } from '@/lib/core/site';
import { plainText } from '@/lib/core/content/sanitize';
import type { Faq } from '@/lib/core/content/default-faq';
import { faqPage } from './faq-page';
import { storeSeo } from './snippet';

type JsonLdObject = Record<string, unknown>;

/** Drops the fields left undefined (a store without a phone, an article without a picture). */
const withoutEmpty = (data: JsonLdObject): JsonLdObject => JSON.parse(JSON.stringify(data)) as JsonLdObject;

const CONTEXT = 'https://schema.org';

/** The file-based app icon (app/icon.png), also the organization's logo. */
export const LOGO_PATH = '/icon.png';

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/$/, '')}/`).toString();
}

function publisher(siteUrl: string): JsonLdObject {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: site.fullName,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, LOGO_PATH) },
  };
}

export function organizationJsonLd(siteUrl: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    ...publisher(siteUrl),
    alternateName: site.name,
    description: site.description,
    sameAs: site.social.map((account) => account.href),
  };
}

// ---------------------------------------------------------------- opening hours

export type SchemaDay = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday' | 'PublicHolidays';

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: SchemaDay[];
  opens: string;
  closes: string;
}

/** Sunday first, as the kanji weekdays 日月火水木金土 count. */
const WEEK: SchemaDay[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const KANJI_DAYS = '日月火水木金土';
const EVERY_DAY = /^(毎日|全日|年中無休|終日|)$/;

/** "平日", "土日祝", "月〜金", "月・水・金曜日", "" (every day) → schema.org days; null when not understood. */
function parseDays(text: string): SchemaDay[] | null {
  const compact = text
    .replace(/[\s:：・、，,/／]/g, '')
    .replace(/祝日|祭日/g, '祝')
    // 土曜日曜: the 日 before another 曜 starts the next day.
    .replace(/([日月火水木金土])曜(?:日(?!曜))?/g, '$1')
    .replace(/[〜～~ー－–—]/g, '-')
    .replace(/平日/g, '月-金');
  if (EVERY_DAY.test(compact)) return [...WEEK.slice(1), WEEK[0] as SchemaDay];
  const days = new Set<SchemaDay>();
  let rest = compact;
  const token = /^(?:([日月火水木金土])(?:-([日月火水木金土]))?|(祝))/;
  while (rest.length > 0) {
    const match = token.exec(rest);
    if (!match) return null;
    if (match[3]) {
      days.add('PublicHolidays');
    } else {
      const from = KANJI_DAYS.indexOf(match[1] as string);
      const to = match[2] ? KANJI_DAYS.indexOf(match[2]) : from;
      for (let day = from; ; day = (day + 1) % 7) {
        days.add(WEEK[day] as SchemaDay);
        if (day === to) break;
      }
    }
    rest = rest.slice(match[0].length);
  }
  // Monday first, holidays last, as people read a week.
  const order: SchemaDay[] = [...WEEK.slice(1), 'Sunday', 'PublicHolidays'];
  return order.filter((day) => days.has(day));
}

function clock(hours: string, minutes: string | undefined, closing: boolean): string | null {
  const h = Number(hours);
  const m = Number(minutes ?? '0');
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return null;
  if (h === 24) return closing ? '23:59' : null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const TIME_RANGE = /(\d{1,2})(?::(\d{2})|時(?:(\d{2})分)?)\s*[-~〜～ー－–—]\s*(\d{1,2})(?::(\d{2})|時(?:(\d{2})分)?)/g;

/**
 * A store's business-hours line, as the admin writes it ("平日 11:00〜20:00", "土日祝 10:00〜19:00",
 * "月〜金 9:00〜12:00／14:00〜21:00", "毎日 10時〜22時"), as opening-hours specifications; an empty
 * list when the line cannot be read reliably (it is then left out rather than guessed).
 */
export function parseBusinessHoursLine(line: string): OpeningHoursSpecification[] {
  const text = line.normalize('NFKC');
  const ranges = [...text.matchAll(TIME_RANGE)];
  const first = ranges[0];
  if (!first) return [];
  const days = parseDays(text.slice(0, first.index));
  if (!days || days.length === 0) return [];
  const specs: OpeningHoursSpecification[] = [];
  for (const range of ranges) {
    const opens = clock(range[1] as string, range[2] ?? range[3], false);
    const closes = clock(range[4] as string, range[5] ?? range[6], true);
    if (!opens || !closes) return [];
    specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes });
  }
  return specs;
}

export function parseBusinessHours(lines: readonly (string | null)[] | null | undefined): OpeningHoursSpecification[] {
  return (lines ?? []).flatMap((line) => (line ? parseBusinessHoursLine(line) : []));
}

// ---------------------------------------------------------------- addresses

export interface JapaneseAddressParts {
  region?: string;
  locality?: string;
  street: string;
}

const PREFECTURE = /^(東京都|北海道|(?:京都|大阪)府|[^\s\d]{2,3}県)/;

/** The part of `text` that `pattern` (anchored at the start) matches, or undefined. */
function upTo(text: string, pattern: RegExp): string | undefined {
  return pattern.exec(text)?.[0];
}

/**
 * Splits "東京都渋谷区渋谷2-14-8" into prefecture, city (or ward, or district town) and the rest.
 * A designated city's ward stays in the street part ("横浜市" + "西区南幸2-8-15").
 */
export function splitJapaneseAddress(address: string): JapaneseAddressParts {
  const text = address.normalize('NFKC').trim();
  const region = PREFECTURE.exec(text)?.[0];
  const afterRegion = region ? text.slice(region.length) : text;
  let city = upTo(afterRegion, /^[^\d\s]+?市/);
  // 四日市市, 廿日市市: the city's name itself ends in 市.
  if (city && afterRegion[city.length] === '市') city += '市';
  const ward = upTo(afterRegion, /^[^\d\s]+?区/);
  const cityOrWard = [city, ward].filter((part): part is string => Boolean(part)).sort((a, b) => a.length - b.length)[0];
  const locality = cityOrWard ?? upTo(afterRegion, /^[^\d\s]+?郡[^\d\s]+?[町村]/) ?? upTo(afterRegion, /^[^\d\s]+?[町村]/);
  const street = locality ? afterRegion.slice(locality.length) : afterRegion;
  return { region, locality, street };
}

// ---------------------------------------------------------------- gyms, articles, FAQs

export function exerciseGymJsonLd(store: StoreItem, siteUrl: string): JsonLdObject {
  const url = absoluteUrl(siteUrl, storePath(store.link));
  // The store's own share image first: the picture staff chose to stand for the page.
  const seo = storeSeo({ ...store, path: storePath(store.link) });
  const images = [seo.image, store.thumbImage, ...(store.images ?? [])].filter((image): image is string => Boolean(image));
  const parts = store.address ? splitJapaneseAddress(store.address) : undefined;
  const street = [parts?.street, store.addressOther].filter(Boolean).join(' ');
  const openingHours = parseBusinessHours(store.businessHours);
  const data: JsonLdObject = {
    '@context': CONTEXT,
    '@type': ['ExerciseGym', 'HealthClub'],
    '@id': `${url}#gym`,
    name: `${site.name} ${store.name}`,
    description: seo.description,
    url,
    image: [...new Set(images)].map((image) => absoluteUrl(siteUrl, image)),
    telephone: store.phone || undefined,
    address: parts
      ? {
          '@type': 'PostalAddress',
          postalCode: store.postCode || undefined,
          addressRegion: parts.region,
          addressLocality: parts.locality,
          streetAddress: street || undefined,
          addressCountry: 'JP',
        }
      : undefined,
    openingHoursSpecification: openingHours.length > 0 ? openingHours : undefined,
    priceRange: store.premiumValue ? `月額${formatNumber(store.premiumValue)}円〜` : undefined,
    hasMap: store.googleMap || undefined,
    sameAs: store.instagram ? [`https://www.instagram.com/${encodeURIComponent(store.instagram)}/`] : undefined,
    parentOrganization: publisher(siteUrl),
  };
  return withoutEmpty(data);
}

export interface ArticleJsonLdInput {
  article: Pick<NewsItem, 'title' | 'createdDate' | 'updatedAt'>;
  /** The article's own path. */
  path: string;
  /** The article's share image, else its first picture, if any. */
  image?: string | null;
  /** The description the page's metadata carries (snippet.ts). */
  description?: string;
  siteUrl: string;
}

export function articleJsonLd({ article, path, image, description, siteUrl }: ArticleJsonLdInput): JsonLdObject {
  const url = absoluteUrl(siteUrl, path);
  const data: JsonLdObject = {
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: plainText(article.title).slice(0, 110),
    description,
    mainEntityOfPage: url,
    datePublished: article.createdDate,
    dateModified: article.updatedAt || article.createdDate,
    image: image ? [absoluteUrl(siteUrl, image)] : undefined,
    author: publisher(siteUrl),
    publisher: publisher(siteUrl),
    inLanguage: 'ja',
  };
  return withoutEmpty(data);
}

/** FAQPage for a page that shows these questions and answers. */
export function faqPageJsonLd(questions: readonly Faq[]): JsonLdObject {
  return faqPage(questions.map((entry) => ({ question: plainText(entry.question), answer: plainText(entry.answer) })));
}
