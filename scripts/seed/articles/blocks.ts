import type { Item } from '@/lib/core/model/entities';
import type { NEWS_CONTENT_TAGS } from '@/lib/core/model/validation';
import type { CategorySlug } from '../categories';
import type { DateSpec } from '../dates';
import { type ArticleScene, articleImages } from '../images';

/**
 * The style names a content block may carry (NewsContent.class). The article renderer maps
 * each to a style; anything else is ignored.
 */
export const STYLE_CLASSES = ['center', 'bold', 'large', 'small', 'accent', 'marker', 'note', 'box'] as const;
export type StyleClass = (typeof STYLE_CLASSES)[number];

export type BlockTag = (typeof NEWS_CONTENT_TAGS)[number];

export type Block = Pick<Partial<Item<'NewsContent'>>, 'text' | 'src' | 'alt' | 'href' | 'width' | 'ratio'> & {
  tag: BlockTag;
  class?: StyleClass[];
};

export interface ArticleSeed {
  route: string;
  category: CategorySlug;
  date: DateSpec;
  title: string;
  /** A function when the text names a date that moves with the seed date. */
  blocks: Block[] | ((now: Date) => Block[]);
}

const styled = (tag: BlockTag, text: string, classes: StyleClass[]): Block =>
  classes.length > 0 ? { tag, text, class: classes } : { tag, text };

export const h2 = (text: string, ...classes: StyleClass[]) => styled('h2', text, classes);
export const h3 = (text: string, ...classes: StyleClass[]) => styled('h3', text, classes);
export const h4 = (text: string, ...classes: StyleClass[]) => styled('h4', text, classes);
/** A paragraph; may contain <strong>, <br> and site links. */
export const p = (text: string, ...classes: StyleClass[]) => styled('p', text, classes);

/** One of the generated article pictures (1200x675). */
export const img = (scene: ArticleScene, alt: string, width = 100): Block => ({
  tag: 'img',
  src: articleImages[scene],
  alt,
  width,
  ratio: '16/9',
});

/** A store photo (1200x800). */
export const photo = (src: string, alt: string, width = 100): Block => ({ tag: 'img', src, alt, width, ratio: '3/2' });

/** A self-hosted clip under public/videos/ (not shipped with the seed); `alt` is its caption. */
export const video = (name: string, caption: string): Block => ({
  tag: 'video',
  src: `/videos/${name}.mp4`,
  alt: caption,
  width: 100,
  ratio: '16/9',
});

/** A YouTube video, by its embed address (the API accepts addresses only, not bare ids). */
export const youtube = (videoId: string, title: string): Block => ({
  tag: 'youtube',
  src: `https://www.youtube-nocookie.com/embed/${videoId}`,
  alt: title,
  width: 100,
  ratio: '16/9',
});

export const link = (href: string, text: string): Block => ({ tag: 'a', href, text });
export const button = (href: string, text: string): Block => ({ tag: 'button', href, text, class: ['center'] });

export const trialButton = button('/contact/#contact', '無料体験を予約する');

/** 2025-03-01 → 2025年3月1日 */
export function jpDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

/** Content blocks as rows: order 10, 20, 30… so an editor can insert between two blocks. */
export function toContentInputs(blocks: Block[], newsId: string) {
  return blocks.map((block, index) => ({
    newsId,
    ...block,
    class: block.class ?? null,
    order: (index + 1) * 10,
  }));
}
