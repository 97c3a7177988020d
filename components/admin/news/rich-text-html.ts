import { sanitizeArticleHtml } from '@/lib/core/content/sanitize';

/*
 * A paragraph block's text is stored as the inline HTML the public page renders inside its
 * paragraph (lib/core/content/sanitize.ts): marks, links, <br> and lists. The rich-text editor
 * (rich-text-field.tsx) works on a document of paragraphs and lists; these convert between the
 * two. What is stored is always what the public sanitizer would keep, unchanged by it.
 */

/** The stored text as the editor's document: line breaks stay <br> inside one paragraph. */
export function toEditorHtml(stored: string | null | undefined): string {
  const html = (stored ?? '').trim();
  if (!html) return '';
  // Runs of inline content between lists become paragraphs; lists stay as they are.
  return html
    .split(/(<(?:ul|ol)\b[\s\S]*?<\/(?:ul|ol)>)/i)
    .map((part) => (/^<(?:ul|ol)\b/i.test(part) ? part : part.trim() ? `<p>${part}</p>` : ''))
    .join('');
}

/**
 * The editor's HTML as stored: each paragraph's end is a line break, a list item's paragraphs
 * are joined by line breaks, empty paragraphs at the ends go, and the result is sanitized.
 */
export function toStoredHtml(editorHtml: string): string {
  const inline = editorHtml
    // A list item holds paragraphs: their content, joined by line breaks.
    .replace(/<li>([\s\S]*?)<\/li>/g, (_, content: string) => `<li>${content.replace(/^<p>|<\/p>$/g, '').replace(/<\/p><p>/g, '<br>')}</li>`)
    // Between two paragraphs, or a paragraph and a list: a line break (none before or after a list).
    .replace(/<\/p><p>/g, '<br>')
    .replace(/<\/p>(?=<(?:ul|ol)>)|(?<=<\/(?:ul|ol)>)<p>/g, '')
    .replace(/^<p>|<\/p>$/g, '')
    .replace(/<p><\/p>/g, '')
    .replace(/^(?:<br>)+|(?:<br>)+$/g, '')
    // The editor keeps a typed space as a no-break space where a browser would collapse it.
    .replace(/\u00a0|&nbsp;/g, ' ');
  return sanitizeArticleHtml(inline);
}

/** What a link may point at: the rule of the API's validation. */
export { LINK_URL as LINK_TARGET } from '@/lib/core/model/validation';
