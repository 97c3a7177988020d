import type { Row } from '@/lib/core/model/entities';
import { articlePath, SECTIONS, type SectionName, storePath } from '@/lib/core/routes';
import { bigrams, fold } from './text';

/*
 * What the index holds of an article, a store and a FAQ: a document with the text a visitor reads
 * on its page, the address of that page, and the facts the search decides visibility by when it
 * runs (lib/core/search/query.ts). Built from stored rows only, so the indexer (indexer.ts) needs
 * nothing of the repository.
 */

/** What a result is, as a visitor tells results apart: an article of either section, a store or a FAQ. */
export const SEARCH_KINDS = ['news', 'resources', 'store', 'question'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The entities the index holds. */
export type SearchEntity = 'News' | 'Store' | 'Question';

export interface SearchDocument {
  entity: SearchEntity;
  recordId: string;
  kind: SearchKind;
  title: string;
  body: string;
  path: string;
  status: string | null;
  publishAt: string | null;
  storeId: string | null;
  categoryId: string | null;
  date: string | null;
}

/** Where a store's questions are shown, and the general ones (the contact page's FAQ). */
export const FAQ_ANCHOR = 'faq';
export const GENERAL_FAQ_PATH = `/contact#${FAQ_ANCHOR}`;

/**
 * How much of a body is indexed, in folded characters: PostgreSQL numbers a tsvector's positions
 * up to 16,383 and then repeats the last, which would let a phrase match across the rest. An
 * article longer than this is still found by its first 14,000 characters and its title.
 */
export const MAX_INDEXED_CHARS = 14_000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text a visitor reads of a stored block. Blocks are stored sanitized (lib/core/content/sanitize.ts):
 * a paragraph holds only inline tags, and any other block's text has its angle brackets escaped, so
 * every `<` starts a tag. Dropping tags by pattern gives what sanitize-html's plainText would, at a
 * hundredth of the cost (a rebuild reads every block of every article).
 */
export function storedBlockText(text: string): string {
  return text
    .replace(/<br\s*\/?>|<\/(?:li|ul|ol)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const joined = (parts: readonly (string | null | undefined)[]) =>
  parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');

/** The blocks whose text a visitor reads: headings, paragraphs, links and buttons, and a video's caption. */
const TEXT_BLOCKS = new Set(['h2', 'h3', 'h4', 'p', 'a', 'button']);
const CAPTIONED_BLOCKS = new Set(['video', 'youtube']);

type Category = Pick<Row<'Category'>, 'id' | 'slug' | 'mainCategory'>;

const isSection = (value: string): value is SectionName => Object.hasOwn(SECTIONS, value);

/** An article's document, or null when no page shows it (its category is of neither section). */
export function articleDocument(news: Row<'News'>, category: Category | undefined, blocks: readonly Row<'NewsContent'>[]): SearchDocument | null {
  if (!category || !isSection(category.mainCategory)) return null;
  const ordered = [...blocks].sort((a, b) => a.order - b.order);
  const body = joined(
    ordered.map((block) => {
      if (TEXT_BLOCKS.has(block.tag)) return storedBlockText(block.text ?? '');
      if (CAPTIONED_BLOCKS.has(block.tag)) return storedBlockText(block.alt ?? '');
      return null;
    }),
  );
  return {
    entity: 'News',
    recordId: news.id,
    kind: category.mainCategory,
    title: news.title,
    body,
    path: articlePath(category.mainCategory, category.slug, news.route),
    status: news.status,
    publishAt: news.publishAt,
    storeId: null,
    categoryId: category.id,
    date: news.createdDate,
  };
}

/** A store's document: its name, and its prefecture, address, access and hours as its page shows them. */
export function storeDocument(store: Row<'Store'>, areaName: string | undefined): SearchDocument {
  const hours = (() => {
    try {
      const parsed: unknown = JSON.parse(store.businessHours ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((line): line is string => typeof line === 'string') : [];
    } catch {
      return [];
    }
  })();
  return {
    entity: 'Store',
    recordId: store.id,
    kind: 'store',
    title: store.name,
    body: joined([areaName, store.postCode ? `〒${store.postCode}` : null, store.address, store.addressOther, store.access, ...hours, store.holidays]),
    path: storePath(store.link),
    status: null,
    publishAt: null,
    storeId: store.id,
    categoryId: null,
    date: null,
  };
}

/** A FAQ's document: on its store's page, or the contact page's for a general one; null when its store is gone. */
export function questionDocument(question: Row<'Question'>, store: Pick<Row<'Store'>, 'link'> | undefined): SearchDocument | null {
  if (question.storeId && !store) return null;
  return {
    entity: 'Question',
    recordId: question.id,
    kind: 'question',
    title: question.question,
    body: question.answer,
    path: store ? `${storePath(store.link)}#${FAQ_ANCHOR}` : GENERAL_FAQ_PATH,
    status: null,
    publishAt: null,
    storeId: question.storeId,
    categoryId: null,
    date: null,
  };
}

/**
 * The tokens a text is indexed by, space-separated: the bigrams of each folded word, then the
 * word's last character alone. A query word of two or more characters is the phrase of its bigrams
 * (consecutive tokens, so an exact substring); one of one character is a prefix, which the lone
 * last character lets match at a word's end too (the 店 of 渋谷店). The lone character also keeps
 * the last bigram of a word from standing next to the first of the next one.
 */
export function indexTerms(text: string, maxChars = Number.POSITIVE_INFINITY): string {
  const terms: string[] = [];
  for (const word of fold(text).slice(0, maxChars).split(' ')) {
    if (!word) continue;
    terms.push(...bigrams(word));
    const letters = Array.from(word);
    if (letters.length > 1) terms.push(letters.at(-1)!);
  }
  return terms.join(' ');
}

/** The terms of a query word: the phrase its bigrams make, or the one character a prefix search looks for. */
export function queryTerms(word: string): { phrase: string[] } | { prefix: string } {
  const letters = Array.from(word);
  return letters.length === 1 ? { prefix: word } : { phrase: bigrams(word) };
}
