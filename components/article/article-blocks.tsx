import { Image } from '@/components/ui/image';
import { ArticleVideo } from '@/components/article/article-video';
import { YoutubeBlock } from '@/components/article/youtube-block';
import type { NewsContentItem } from '@/lib/core/content/articles';
import { plainText, sanitizeArticleHtml } from '@/lib/core/content/sanitize';

/** The widest the article column gets (max-w-3xl less its padding), for image `sizes`. */
const COLUMN_PX = 736;
/** Below this viewport width the column is the viewport less 2 × 16 px of padding. */
const COLUMN_BREAKPOINT_PX = COLUMN_PX + 32;

/** The style names an editor may give a block (scripts/seed/articles/blocks.ts STYLE_CLASSES), as Tailwind classes. */
const STYLE_CLASSES: Record<string, string> = {
  center: 'text-center',
  bold: 'font-bold',
  large: 'text-lg sm:text-xl',
  small: 'text-sm',
  accent: 'text-accent-700',
  marker: 'bg-[linear-gradient(transparent_60%,rgb(232_121_26/0.3)_60%)] [box-decoration-break:clone]',
  note: 'text-sm text-brand-700',
  box: 'rounded-md bg-white p-5 ring-1 ring-brand-100 sm:p-6',
};

/** The style names this renderer knows, for the admin's block editor. */
export const ARTICLE_STYLE_NAMES: readonly string[] = Object.keys(STYLE_CLASSES);

/** Styles that mark the text itself and so go on an inline wrapper. */
const INLINE_STYLES = new Set(['marker']);

function styleOf(block: NewsContentItem, inline: boolean): string {
  return (block.class ?? [])
    .filter((name): name is string => typeof name === 'string' && Object.hasOwn(STYLE_CLASSES, name) && INLINE_STYLES.has(name) === inline)
    .map((name) => STYLE_CLASSES[name])
    .join(' ');
}

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i;

/** "16/9" or "4:3" → "16 / 9"; anything else → 16 / 9. */
export function aspectRatio(ratio: string | null | undefined): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[/:]\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio ?? '');
  return match && Number(match[1]) > 0 && Number(match[2]) > 0 ? `${match[1]} / ${match[2]}` : '16 / 9';
}

/** A block's width in percent of the column, 10 to 100. */
const widthOf = (block: NewsContentItem) => Math.min(100, Math.max(10, block.width ?? 100));

/** The sizes of an image that takes `width` percent of the article column. */
export function imageSizes(width: number): string {
  const fixed = Math.round((COLUMN_PX * width) / 100);
  const padding = Math.round((32 * width) / 100);
  return `(min-width: ${COLUMN_BREAKPOINT_PX}px) ${fixed}px, calc(${width}vw - ${padding}px)`;
}

function ArticleImage({ block, preload }: { block: NewsContentItem; preload: boolean }) {
  if (!block.src || !SAFE_HREF.test(block.src)) return null;
  const width = widthOf(block);
  return (
    <figure className="mx-auto" style={{ width: `${width}%` }}>
      <div className="relative overflow-hidden rounded-md bg-brand-100" style={{ aspectRatio: aspectRatio(block.ratio) }}>
        <Image
          src={block.src}
          alt={block.alt ?? ''}
          fill
          preload={preload}
          unoptimized={/^https?:\/\//i.test(block.src)}
          sizes={imageSizes(width)}
          className="object-cover"
        />
      </div>
    </figure>
  );
}

function BlockLink({ block, button }: { block: NewsContentItem; button: boolean }) {
  const text = plainText(block.text ?? '');
  if (!text) return null;
  if (!block.href || !SAFE_HREF.test(block.href)) return <p className={styleOf(block, false)}>{text}</p>;
  const external = /^https?:\/\//i.test(block.href);
  return (
    <p className={join(button && 'text-center', styleOf(block, false))}>
      <a
        href={block.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={
          button
            ? 'inline-flex min-h-12 items-center justify-center rounded-full bg-accent-500 px-8 py-3 text-center font-bold text-brand-950 shadow-sm transition-colors hover:bg-accent-500/80'
            : 'font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900'
        }
      >
        {text}
        {external && <span className="sr-only">（新しいタブで開きます）</span>}
      </a>
    </p>
  );
}

/** Inline links and emphasis inside paragraph HTML. */
const PROSE = '[&_a]:font-bold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900 [&_b]:font-bold [&_strong]:font-bold [&_mark]:bg-accent-500/30 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

function Paragraph({ block }: { block: NewsContentItem }) {
  const html = sanitizeArticleHtml(block.text ?? '');
  if (!html.trim()) return null;
  const inline = styleOf(block, true);
  const hasList = /<(ul|ol)\b/i.test(html);
  const Tag = hasList ? 'div' : 'p';
  return inline ? (
    <Tag className={join(PROSE, styleOf(block, false))}>
      <span className={inline} dangerouslySetInnerHTML={{ __html: html }} />
    </Tag>
  ) : (
    <Tag className={join(PROSE, styleOf(block, false))} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

function Heading({ block, id }: { block: NewsContentItem; id: string }) {
  const text = plainText(block.text ?? '');
  if (!text) return null;
  const inline = styleOf(block, true);
  const content = inline ? <span className={inline}>{text}</span> : text;
  const style = styleOf(block, false);
  switch (block.tag) {
    case 'h2':
      return (
        <h2 id={id} className={join('mt-12 scroll-mt-24 border-l-4 border-accent-500 pl-3 text-xl font-bold leading-snug sm:text-2xl', style)}>
          {content}
        </h2>
      );
    case 'h3':
      return (
        <h3 id={id} className={join('mt-8 scroll-mt-24 border-b border-brand-100 pb-1 text-lg font-bold leading-snug sm:text-xl', style)}>
          {content}
        </h3>
      );
    default:
      return (
        <h4 id={id} className={join('mt-6 scroll-mt-24 font-bold leading-snug', style)}>
          {content}
        </h4>
      );
  }
}

/**
 * An article's content blocks, in their order. Paragraph text is HTML from the admin, cleaned
 * against an allowlist before it is rendered; links go only to our pages, http(s), mail and phone.
 * Free of server-only code, so the public page (server-rendered, through ArticleBody) and the
 * admin's live preview (a client component) render blocks with this one component.
 * `posters` maps a video's src to its poster image, which only the server can look up.
 */
export function ArticleBlocks({ blocks, posters }: { blocks: readonly NewsContentItem[]; posters?: Readonly<Record<string, string>> }) {
  const firstImage = blocks.findIndex((block) => block.tag === 'img');
  const headingIds = new Map(
    blocks.filter((block) => block.tag === 'h2' || block.tag === 'h3' || block.tag === 'h4').map((block, index) => [block.id, `section-${index + 1}`]),
  );
  return (
    <div className="mt-8 space-y-6 leading-loose break-words">
      {blocks.map((block, index) => {
        switch (block.tag) {
          case 'h2':
          case 'h3':
          case 'h4':
            return <Heading key={block.id} block={block} id={headingIds.get(block.id) ?? block.id} />;
          case 'p':
            return <Paragraph key={block.id} block={block} />;
          case 'img':
            // The first picture near the top is the largest paint: fetch it with the page.
            return <ArticleImage key={block.id} block={block} preload={index === firstImage && index < 4} />;
          case 'video':
            return (
              <ArticleVideo
                key={block.id}
                src={block.src}
                poster={block.src ? posters?.[block.src] : undefined}
                caption={plainText(block.alt ?? '')}
                aspectRatio={aspectRatio(block.ratio)}
                width={widthOf(block)}
              />
            );
          case 'youtube':
            return <YoutubeBlock key={block.id} src={block.src} title={plainText(block.alt ?? '') || 'YouTube 動画'} />;
          case 'a':
            return <BlockLink key={block.id} block={block} button={false} />;
          case 'button':
            return <BlockLink key={block.id} block={block} button />;
          default:
            return null;
        }
      })}
    </div>
  );
}
