'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { NearImage } from '@/components/ui/near-image';
import Link from 'next/link';
import { routes } from '@/lib/core/routes';
import { EFFECT_GROUPS, EFFECTS_INTRO } from '@/lib/site/top/effects';
import { EffectsDialog } from './effects-dialog';
import { SectionHeading } from './section-heading';

/** The effects of KAATSU training: the three goals, the dialog that explains them, and a link to /effect. */
export function EffectsSection() {
  return (
    <section
      id="effect"
      aria-labelledby="effect-heading"
      data-scroll-offset="0"
      data-scroll-duration="800"
      className="bg-white px-4 py-16 sm:py-24"
    >
      <div data-animate className="mx-auto max-w-6xl">
        <SectionHeading id="effect-heading" en="EFFECT" ja="加圧トレーニングの効果" />
        <p className="mx-auto mt-6 max-w-3xl text-[15px] leading-loose sm:text-center sm:text-base">{EFFECTS_INTRO}</p>

        <EffectsDialog
          more={
            <Link
              href={routes.effect.path}
              className="inline-flex min-h-12 w-full max-w-xs items-center justify-center gap-3 rounded-full bg-brand-900 px-8 font-bold tracking-widest text-white transition-colors hover:bg-brand-700 sm:w-auto"
            >
              MORE
              <span className="sr-only">（加圧トレーニングの効果について詳しく見る）</span>
              <span aria-hidden="true">→</span>
            </Link>
          }
        >
          <ol className="mt-6 grid gap-3 md:mt-12 md:grid-cols-3 md:gap-6">
            {EFFECT_GROUPS.map((group, index) => (
              <li key={group.title} className="flex items-center overflow-hidden rounded-2xl bg-paper ring-1 ring-brand-100 md:block">
                <NearImage
                  src={group.effects[0].image.src}
                  alt=""
                  width={800}
                  height={600}
                  sizes="(min-width: 1152px) 363px, (min-width: 768px) 31vw, 112px"
                  className="aspect-[4/3] w-28 shrink-0 self-stretch object-cover md:w-full"
                />
                <div className="min-w-0 px-4 py-3 md:p-5">
                  <p aria-hidden="true" className="text-xl font-black text-accent-600 md:text-3xl">
                    {String(index + 1).padStart(2, '0')}
                  </p>
                  <h3 className="text-[15px] font-bold leading-snug md:mt-1 md:text-lg">{group.title}</h3>
                  <p lang="en" className="mt-1.5 text-[11px] font-bold uppercase tracking-[0.12em] text-brand-700 md:mt-3 md:text-xs">
                    {group.effects.map((effect) => effect.en).join(' / ')}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </EffectsDialog>
      </div>
    </section>
  );
}
