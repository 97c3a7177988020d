import { plainText } from '@/lib/core/content/sanitize';
import type { NEWS_CONTENT_TAGS } from '@/lib/core/model/validation';

/*
 * What the block editor knows about each kind of block, and the arithmetic of reordering. Free
 * of React, so it is tested on its own (blocks.test.ts).
 */

export type BlockTag = (typeof NEWS_CONTENT_TAGS)[number];

export type BlockField = 'text' | 'html' | 'src' | 'image' | 'alt' | 'href' | 'width' | 'ratio' | 'class';

interface TagInfo {
  label: string;
  /** The fields this kind of block uses, in the order the form shows them. */
  fields: readonly BlockField[];
}

export const TAGS: Record<BlockTag, TagInfo> = {
  h2: { label: '大見出し（h2）', fields: ['text', 'class'] },
  h3: { label: '中見出し（h3）', fields: ['text', 'class'] },
  h4: { label: '小見出し（h4）', fields: ['text', 'class'] },
  p: { label: '本文（段落）', fields: ['html', 'class'] },
  img: { label: '画像', fields: ['image', 'alt', 'width', 'ratio'] },
  video: { label: '動画', fields: ['src', 'alt', 'width', 'ratio'] },
  a: { label: 'テキストリンク', fields: ['text', 'href', 'class'] },
  button: { label: 'ボタン', fields: ['text', 'href', 'class'] },
  youtube: { label: 'YouTube 動画', fields: ['src', 'alt'] },
};

export const TAG_ORDER = Object.keys(TAGS) as BlockTag[];

export const isBlockTag = (tag: string): tag is BlockTag => Object.hasOwn(TAGS, tag);

/** What an editor reads for each style name of the public renderer. */
export const STYLE_LABELS: Record<string, string> = {
  center: '中央揃え',
  bold: '太字',
  large: '大きい文字',
  small: '小さい文字',
  accent: 'オレンジの文字',
  marker: 'マーカー（文字の下半分に色）',
  note: '注記（小さめの青い文字）',
  box: '枠で囲む',
};

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The video id in whatever the editor pasted: the id itself, a watch, share, shorts or embed
 * address. Null when there is none.
 */
export function youtubeId(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The address the public renderer plays (it accepts only YouTube embed addresses). */
export const youtubeEmbedSrc = (id: string): string => `https://www.youtube.com/embed/${id}`;

export interface BlockValues {
  newsId: string;
  tag: string;
  order: number;
  text?: string | null;
  class?: string[] | null;
  src?: string | null;
  alt?: string | null;
  href?: string | null;
  width?: number | null;
  ratio?: string | null;
}

/** The values a block of its tag keeps: the fields it does not use are cleared, a YouTube address becomes its embed address. */
export function normalizeBlock(values: BlockValues): BlockValues {
  const fields = isBlockTag(values.tag) ? TAGS[values.tag].fields : [];
  const uses = (field: BlockField) => fields.includes(field);
  let src = uses('src') || uses('image') ? (values.src?.trim() ?? null) : null;
  if (values.tag === 'youtube' && src) {
    const id = youtubeId(src);
    if (id) src = youtubeEmbedSrc(id);
  }
  return {
    newsId: values.newsId,
    tag: values.tag,
    order: values.order,
    text: uses('text') || uses('html') ? (values.text ?? null) : null,
    class: uses('class') ? (values.class ?? []) : [],
    src,
    alt: uses('alt') ? (values.alt ?? null) : null,
    href: uses('href') ? (values.href ?? null) : null,
    width: uses('width') ? (values.width ?? null) : null,
    ratio: uses('ratio') ? (values.ratio ?? null) : null,
  };
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** The fields a block of its tag cannot do without, with the message shown next to each. */
export function missingFields(values: BlockValues): { field: keyof BlockValues; message: string }[] {
  const missing: { field: keyof BlockValues; message: string }[] = [];
  const need = (field: keyof BlockValues, ok: boolean, message: string) => {
    if (!ok) missing.push({ field, message });
  };
  switch (values.tag) {
    case 'h2':
    case 'h3':
    case 'h4':
      need('text', filled(values.text), '見出しの文章を入力してください。');
      break;
    case 'p':
      need('text', filled(values.text), '本文を入力してください。');
      break;
    case 'img':
      need('src', filled(values.src), '画像を選択してください。');
      need('alt', filled(values.alt), '画像の内容を説明する代替テキストを入力してください。');
      break;
    case 'video':
      need('src', filled(values.src), '動画のアドレスを入力してください。');
      if (filled(values.src)) need('src', /^(\/(?!\/)|https:\/\/)/i.test(values.src!.trim()), '動画は /videos/… のサイト内のパスか https:// のアドレスを入力してください。');
      break;
    case 'youtube':
      need('src', youtubeId(values.src) !== null, 'YouTube の動画 ID（11文字）か、動画の URL を入力してください。');
      break;
    case 'a':
    case 'button':
      need('text', filled(values.text), '表示する文字を入力してください。');
      need('href', filled(values.href), 'リンク先を入力してください。');
      break;
  }
  return missing;
}

/** The short line that names a block in the list. */
export function blockSummary(block: { tag: string; text?: string | null; src?: string | null; alt?: string | null }): string {
  const strip = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/gi, '')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const text = block.tag === 'img' || block.tag === 'video' || block.tag === 'youtube' ? block.alt || block.src : block.text;
  const summary = strip(text ?? '');
  return summary.length > 60 ? `${summary.slice(0, 60)}…` : summary || '（未入力）';
}

export interface Ordered {
  id: string;
  order: number;
}

/** The order of a block added at the end. */
export const orderAfterLast = (blocks: readonly Ordered[]): number =>
  blocks.length ? Math.floor(Math.max(...blocks.map((block) => block.order))) + 1 : 1;

/** Orders closer than this are renumbered instead of halved again. */
const MIN_GAP = 1e-6;

/**
 * The order changes that move the block at `from` to position `to` of `blocks` (sorted by
 * order): only the moved block gets a new order, between its new neighbours; when they leave
 * no room, every block is renumbered 1..n.
 */
export function reorder(blocks: readonly Ordered[], from: number, to: number): Ordered[] {
  if (from === to || from < 0 || to < 0 || from >= blocks.length || to >= blocks.length) return [];
  const next = blocks.slice();
  const [moved] = next.splice(from, 1) as [Ordered];
  next.splice(to, 0, moved);
  const before = next[to - 1];
  const after = next[to + 1];
  let order: number;
  if (before && after) order = (before.order + after.order) / 2;
  else if (before) order = Math.floor(before.order) + 1;
  else order = after ? Math.ceil(after.order) - 1 : 1;
  const roomy = (!before || order - before.order > MIN_GAP) && (!after || after.order - order > MIN_GAP);
  if (roomy) return [{ id: moved.id, order }];
  return next.flatMap((block, index) => (block.order === index + 1 ? [] : [{ id: block.id, order: index + 1 }]));
}

/**
 * The order of a block inserted before the block at `index` of `blocks` (sorted by order):
 * halfway between its neighbours, before the first, or after the last when `index` is past the end.
 */
export function orderAt(blocks: readonly Ordered[], index: number): number {
  const before = blocks[index - 1];
  const after = blocks[index];
  if (before && after) return (before.order + after.order) / 2;
  if (after) return after.order - 1;
  return orderAfterLast(blocks);
}

/** Kinds of block a block may become with its content: headings and paragraphs, links and buttons. */
const CONVERTIBLE: readonly (readonly BlockTag[])[] = [
  ['h2', 'h3', 'h4', 'p'],
  ['a', 'button'],
];

/** The kinds this block may be changed to, its own excluded. */
export function convertibleTags(tag: string): BlockTag[] {
  return (CONVERTIBLE.find((group) => group.includes(tag as BlockTag)) ?? []).filter((candidate) => candidate !== tag);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A paragraph's HTML as a heading's plain text: line breaks and list items become spaces (lib/core/content/sanitize.ts). */
export function htmlToPlainText(html: string): string {
  return plainText(html.replace(/<\/li>\s*<li>/gi, ' '));
}

/**
 * The fields a block keeps when it becomes another kind, or null when it cannot: a heading's text
 * becomes a paragraph's (escaped), a paragraph's HTML a heading's plain text (its formatting is
 * lost: `losesFormatting` says so), a link and a button swap with their text and address.
 */
export function convertBlock(block: { tag: string; text?: string | null }, tag: BlockTag): { tag: BlockTag; text: string | null; losesFormatting: boolean } | null {
  if (!convertibleTags(block.tag).includes(tag)) return null;
  const text = block.text ?? '';
  if (block.tag === 'p' && tag !== 'p') {
    const plain = htmlToPlainText(text);
    return { tag, text: plain, losesFormatting: /<(?!br\s*\/?>)[a-z]/i.test(text) };
  }
  if (tag === 'p' && block.tag !== 'p') return { tag, text: escapeHtml(text), losesFormatting: false };
  return { tag, text: block.text ?? null, losesFormatting: false };
}
