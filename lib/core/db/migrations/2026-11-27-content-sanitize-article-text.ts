import type { Migration } from 'kysely/migration';
import sanitizeHtml from 'sanitize-html';

/*
 * Article blocks are sanitized when written (the repository's writes); this cleans those written
 * before, once, with the sanitizer of that day, frozen below. A data migration rather than a check
 * at every start: it runs once, in the migration's transaction on PostgreSQL, before the server
 * answers. Blocks it leaves as they are keep their updatedAt; the ones it cleans keep it too, since
 * the public page showed that same text.
 */
export const migration: Migration = {
  async up(db) {
    const batch = 500;
    let after = '';
    for (;;) {
      const rows = (await db
        .selectFrom('news_content')
        .select(['id', 'tag', 'text'])
        .where('text', 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(batch)
        .execute()) as { id: string; tag: string; text: string }[];
      for (const row of rows) {
        const clean = sanitizeBlockText(row.tag, row.text);
        if (clean !== row.text) await db.updateTable('news_content').set({ text: clean }).where('id', '=', row.id).execute();
      }
      if (rows.length < batch) return;
      after = rows[rows.length - 1]?.id ?? after;
    }
  },
};

// ---------------------------------------------------------------- FROZEN
/*
 * FROZEN: a copy of `sanitizeBlockText` of lib/core/content/sanitize.ts (with `sanitizeArticleHtml`,
 * `plainText` and their options) exactly as this migration ran it when it was released on
 * 2026-11-27 (commit bd0f775; unchanged up to the day it was copied here). Never edit it, nor make
 * it call the live sanitizer: a later change to the sanitizer must not change what a fresh
 * database gets from this migration. It still runs on the installed sanitize-html package.
 */

const ARTICLE_HTML_TAGS = ['strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'br', 'span', 'a', 'ul', 'ol', 'li'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_HTML_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const attributes: Record<string, string> = {};
      if (attribs.href) attributes.href = attribs.href;
      if (external || attribs.target === '_blank') {
        attributes.target = '_blank';
        attributes.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: attributes };
    },
  },
};

function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity).replace(/\s+/g, ' ').trim();
}

const HTML_BLOCK_TAG = 'p';

/** A paragraph sanitized as the page rendered it; any other block's text reduced to its plain text, angle brackets escaped. */
function sanitizeBlockText(tag: string, text: string): string {
  if (tag === HTML_BLOCK_TAG) return sanitizeArticleHtml(text);
  return plainText(text).replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
