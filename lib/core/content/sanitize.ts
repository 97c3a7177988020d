import sanitizeHtml from 'sanitize-html';

/**
 * Paragraph text of an article is HTML written in the admin. Before it reaches a visitor it is
 * reduced to inline formatting and links: no scripts, no event handlers, no styles, and links
 * only to our own pages, http(s), mailto and tel.
 */
export const ARTICLE_HTML_TAGS = ['strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'br', 'span', 'a', 'ul', 'ol', 'li'];

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

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The text of some HTML as a person reads it: no markup (scripts dropped with their content),
 * entities decoded, white space collapsed. For descriptions and JSON, where React or
 * JSON.stringify does the escaping.
 */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity).replace(/\s+/g, ' ').trim();
}

/** The block kind whose text the public page renders as HTML; every other kind's text is plain. */
const HTML_BLOCK_TAG = 'p';

/**
 * A block's text as it is stored (lib/core/model/repository.ts): what the public page keeps of it, so
 * no reader of the API ever gets markup the page would drop. A paragraph is sanitized as it is
 * rendered; a heading's, link's or button's text is the plain text the page shows, with its
 * angle brackets escaped so that the stored value is no markup either (plainText reads them back).
 */
export function sanitizeBlockText(tag: string, text: string): string {
  if (tag === HTML_BLOCK_TAG) return sanitizeArticleHtml(text);
  return plainText(text).replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
