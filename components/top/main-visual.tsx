'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { getImageProps } from 'next/image';
import Link from 'next/link';
import { preload } from 'react-dom';
import { CONTACT_FORM_PATH } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import { MAIN_VISUAL_INTERVAL_MS, MAIN_VISUAL_NARROW_MAX, type MainVisualSlide, mainVisualCopy, mainVisualSlides } from '@/lib/site/top/media';
import { MainVisualSlideshow } from './main-visual-slideshow';

const WIDE_MEDIA = `(min-width: ${MAIN_VISUAL_NARROW_MAX + 1}px)`;
const NARROW_MEDIA = `(max-width: ${MAIN_VISUAL_NARROW_MAX}px)`;

/**
 * Asks for the first picture from the page's head, before the scripts: each screen fetches only the
 * art its <source media> will pick.
 */
function preloadPicture(props: ReturnType<typeof getImageProps>['props'], media: string) {
  preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high', media });
}

/**
 * One slide's picture. Wide screens get the landscape art, phones the tall crop, chosen by the
 * browser from <source media>, so a phone never fetches the wide set. The first slide is the
 * page's largest paint and loads at once with high priority; the others load lazily.
 */
function SlidePicture({ slide, first }: { slide: MainVisualSlide; first: boolean }) {
  const common = { alt: slide.alt, sizes: '100vw', loading: first ? 'eager' : 'lazy', fetchPriority: first ? 'high' : undefined } as const;
  const wide = getImageProps({ ...common, ...slide.wide });
  const className = 'h-full w-full object-cover';
  if (!slide.narrow) {
    if (first) preloadPicture(wide.props, 'all');
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the props, alt included
    return <img {...wide.props} className={className} />;
  }
  const narrow = getImageProps({ ...common, ...slide.narrow });
  if (first) {
    preloadPicture(wide.props, WIDE_MEDIA);
    preloadPicture(narrow.props, NARROW_MEDIA);
  }
  return (
    <picture>
      <source media={WIDE_MEDIA} srcSet={wide.props.srcSet} sizes={wide.props.sizes} width={wide.props.width} height={wide.props.height} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- getImageProps gives the props, alt included */}
      <img {...narrow.props} className={className} />
    </picture>
  );
}

/** The headline wraps only after the particle の, so 通い放題 or a katakana word never splits. */
function headlinePhrases(text: string): string[] {
  return text.split(/(?<=の)/);
}

/** The top of the home page: the slideshow, the page's only h1 (the brand promise) and the trial button. */
export function MainVisual() {
  const narrowCount = mainVisualSlides.filter((slide) => slide.narrow).length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="メインビジュアル"
      className="relative isolate flex aspect-[3/4] max-h-[85svh] min-h-[30rem] w-full flex-col justify-end overflow-hidden bg-brand-950 text-white min-[769px]:aspect-[2/1] min-[769px]:max-h-[640px] min-[769px]:min-h-[26rem] min-[769px]:justify-center"
    >
      <MainVisualSlideshow
        slides={mainVisualSlides.map((slide, index) => (
          <SlidePicture key={slide.wide.src} slide={slide} first={index === 0} />
        ))}
        narrowCount={narrowCount}
        wideMedia={WIDE_MEDIA}
        intervalMs={MAIN_VISUAL_INTERVAL_MS}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-3/4 bg-linear-to-t from-brand-950 from-40% via-brand-950/80 to-transparent min-[769px]:inset-y-0 min-[769px]:right-auto min-[769px]:h-auto min-[769px]:w-3/5 min-[769px]:bg-linear-to-r min-[769px]:from-brand-950/95 min-[769px]:from-30% min-[769px]:via-brand-950/75"
      />
      <div className="mx-auto w-full max-w-7xl px-5 pb-20 min-[769px]:px-10 min-[769px]:pb-0 lg:px-16">
        <div className="max-w-2xl">
          <p lang="en" className="text-xs font-bold tracking-[0.25em] text-accent-500 sm:text-sm">
            {mainVisualCopy.kicker}
          </p>
          <h1 className="mt-3 text-2xl leading-snug font-black [text-shadow:0_2px_12px_rgb(11_29_51/0.6)] sm:text-4xl lg:text-5xl lg:leading-tight">
            {headlinePhrases(site.tagline).map((phrase) => (
              <span key={phrase} className="inline-block">
                {phrase}
              </span>
            ))}
          </h1>
          <p className="mt-4 hidden text-base leading-relaxed text-brand-100 min-[769px]:block">
            {mainVisualCopy.lead.map((sentence) => (
              <span key={sentence} className="block">
                {sentence}
              </span>
            ))}
          </p>
          <Link
            href={CONTACT_FORM_PATH}
            className="mt-6 inline-flex min-h-12 items-center gap-3 rounded-full bg-accent-500 px-7 font-bold text-brand-950 transition-colors hover:bg-white"
          >
            {mainVisualCopy.cta}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
