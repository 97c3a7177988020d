import { Image } from '@/components/ui/image';

interface JobsTrainerBannerProps {
  href: string;
  headline: string;
  text: string;
  linkLabel: string;
  /** Decorative: the link's words name it. */
  imageSrc: string;
}

/** The banner to the trainer-course seminar, an outside site opened in a new tab. */
export function JobsTrainerBanner({ href, headline, text, linkLabel, imageSrc }: JobsTrainerBannerProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="group grid overflow-hidden rounded-2xl bg-brand-950 text-white shadow-sm sm:grid-cols-[2fr_3fr]"
    >
      <span className="relative block aspect-video sm:aspect-auto">
        <Image
          src={imageSrc}
          alt=""
          fill
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 40vw, 100vw"
          className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </span>
      <span className="block px-6 py-6 sm:px-8 sm:py-8">
        <span lang="en" aria-hidden="true" className="block text-xs font-black tracking-[0.2em] text-accent-500">
          TRAINER COURSE
        </span>
        <span className="mt-1 block text-xl font-bold [word-break:auto-phrase] sm:text-2xl">{headline}</span>
        <span className="mt-3 block text-sm leading-relaxed text-brand-100 sm:text-base">{text}</span>
        <span className="mt-5 inline-flex items-center gap-2 rounded-full bg-accent-500 px-5 py-2.5 font-bold text-brand-950">
          {linkLabel}
          <span className="sr-only">（新しいタブで開きます）</span>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" />
          </svg>
        </span>
      </span>
    </a>
  );
}
