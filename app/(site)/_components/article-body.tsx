import Image from 'next/image';
import type { NewsContentItem } from '@/graphql/operations';
import { plainText } from '@/lib/content/sanitize';

/** Paragraph text without markup; line breaks (<br>) are kept. */
const paragraphText = (html: string) => html.split(/<br\s*\/?>/i).map(plainText).join('\n');

const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i;

function youtubeWatchUrl(src: string): string | null {
  const id = /\/embed\/([\w-]{6,})/.exec(src)?.[1];
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}

/** "16/9" → "16 / 9", anything else → 16 / 9. */
function aspectRatio(ratio: string | null): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[/:]\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio ?? '');
  return match ? `${match[1]} / ${match[2]}` : '16 / 9';
}

function ArticleImage({ block }: { block: NewsContentItem }) {
  if (!block.src) return null;
  const width = Math.min(100, Math.max(10, block.width ?? 100));
  const remote = /^https?:\/\//i.test(block.src);
  return (
    <figure className="mx-auto" style={{ width: `${width}%` }}>
      <div className="relative overflow-hidden rounded-md bg-brand-100" style={{ aspectRatio: aspectRatio(block.ratio) }}>
        <Image
          src={block.src}
          alt={block.alt ?? ''}
          fill
          unoptimized={remote}
          sizes={`(min-width: 768px) ${Math.round((720 * width) / 100)}px, ${width}vw`}
          className="object-cover"
        />
      </div>
    </figure>
  );
}

function BlockLink({ block, button }: { block: NewsContentItem; button: boolean }) {
  const text = plainText(block.text ?? '');
  if (!text) return null;
  if (!block.href || !SAFE_HREF.test(block.href)) return <p>{text}</p>;
  const external = /^https?:\/\//i.test(block.href);
  return (
    <p className={button ? 'text-center' : undefined}>
      <a
        href={block.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className={
          button
            ? 'inline-flex min-h-12 items-center justify-center rounded-full bg-brand-900 px-8 py-3 font-bold text-white hover:bg-brand-700'
            : 'font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900'
        }
      >
        {text}
        {external && <span className="sr-only">（新しいタブで開きます）</span>}
      </a>
    </p>
  );
}

/**
 * An article's content blocks, in order. Headings and paragraphs show as plain text; links only
 * to our pages, http(s), mail and phone. Self-hosted video blocks are not shown yet.
 */
export function ArticleBody({ blocks }: { blocks: NewsContentItem[] }) {
  return (
    <div className="mt-8 space-y-6 leading-loose">
      {blocks.map((block) => {
        switch (block.tag) {
          case 'h2':
            return (
              <h2 key={block.id} className="mt-10 border-l-4 border-accent-500 pl-3 text-xl font-bold leading-snug sm:text-2xl">
                {plainText(block.text ?? '')}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={block.id} className="mt-4 border-b border-brand-100 pb-1 text-lg font-bold leading-snug sm:text-xl">
                {plainText(block.text ?? '')}
              </h3>
            );
          case 'h4':
            return (
              <h4 key={block.id} className="font-bold leading-snug">
                {plainText(block.text ?? '')}
              </h4>
            );
          case 'p':
            return (
              <p key={block.id} className="whitespace-pre-line">
                {paragraphText(block.text ?? '')}
              </p>
            );
          case 'img':
            return <ArticleImage key={block.id} block={block} />;
          case 'a':
            return <BlockLink key={block.id} block={block} button={false} />;
          case 'button':
            return <BlockLink key={block.id} block={block} button />;
          case 'youtube': {
            const href = block.src ? youtubeWatchUrl(block.src) : null;
            return href ? (
              <p key={block.id}>
                <a href={href} target="_blank" rel="noopener noreferrer" className="font-bold text-brand-700 underline underline-offset-4">
                  動画を見る：{plainText(block.alt ?? 'YouTube')}
                  <span className="sr-only">（YouTube、新しいタブで開きます）</span>
                </a>
              </p>
            ) : null;
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
