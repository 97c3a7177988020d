import { Image } from '@/components/ui/image';
import Link from 'next/link';
import { ContentSection } from '@/components/content/content-section';
import { EffectBlock } from '@/components/content/effect-block';
import { MeritNav } from '@/components/content/merit-nav';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHeader } from '@/components/site/page-header';
import { marketing } from '@/lib/core/facts';
import { CONTACT_FORM_PATH, routes } from '@/lib/core/routes';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { EFFECT_DETAILS, EFFECT_GROUPS, EFFECT_SECTIONS, EFFECTS_INTRO } from '@/lib/site/top/effects';

export const generateMetadata = () => fixedPageMetadata('effect');

const route = routes.effect;

/** The dialog tab (goal) an anchor's effects belong to. */
const goalOf = (anchor: string) => EFFECT_GROUPS.find((group) => group.effects.some((effect) => effect.anchor === anchor));

export default function EffectPage() {
  return (
    <>
      <PageHeader en={route.en} ja={route.label} />
      <Breadcrumbs items={[{ label: route.en }]} />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
        <div className="max-w-4xl space-y-4 text-base leading-loose sm:text-lg sm:leading-loose">
          <p>{EFFECTS_INTRO}</p>
          <p>
            Oz では小学生から{marketing.oldestMemberAge}
            歳の方まで、幅広い年代の会員さまが加圧トレーニングに取り組んでいます。期待できる{EFFECT_SECTIONS.length}
            つの効果をご紹介します。
          </p>
        </div>
        <div className="mt-8">
          <MeritNav
            label="効果の一覧"
            items={EFFECT_SECTIONS.map((section, index) => ({
              id: section.anchor,
              kicker: `効果${index + 1}`,
              label: section.title,
            }))}
          />
        </div>

        {EFFECT_SECTIONS.map((section, index) => {
          const goal = goalOf(section.anchor);
          return (
            <ContentSection
              key={section.anchor}
              id={section.anchor}
              en={section.effects.map((effect) => effect.en).join(' / ')}
              title={section.title}
            >
              {goal && <p className="text-sm font-bold text-brand-700">目的：{goal.title}</p>}
              <div
                className={`grid gap-6 md:gap-10 ${
                  index % 2 === 0 ? 'md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : 'md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]'
                }`}
              >
                <div className={`space-y-4 ${index % 2 === 1 ? 'md:order-last' : ''}`}>
                  {section.effects.map((effect) => (
                    <Image
                      key={effect.key}
                      src={effect.image.src}
                      alt={effect.image.alt}
                      width={800}
                      height={600}
                      sizes="(min-width: 1152px) 430px, (min-width: 768px) 38vw, 92vw"
                      className="aspect-[4/3] w-full rounded-2xl object-cover shadow-sm"
                    />
                  ))}
                </div>
                <div className="space-y-8">
                  {section.effects.map((effect) => (
                    <EffectBlock
                      key={effect.key}
                      // A section with one effect is titled by it; two effects get their own headings.
                      title={section.effects.length > 1 ? effect.ja : undefined}
                      text={effect.text}
                      detail={EFFECT_DETAILS[effect.key]}
                    />
                  ))}
                </div>
              </div>
            </ContentSection>
          );
        })}

        <section aria-labelledby="effect-next" className="mt-16 rounded-3xl bg-brand-900 px-5 py-8 text-center text-white sm:mt-20 sm:px-10 sm:py-12">
          <h2 id="effect-next" className="text-xl font-bold sm:text-2xl">
            効果を、まずは体験で
          </h2>
          <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-brand-100">
            加圧トレーニングの感覚は、実際に体験していただくのがいちばんです。目的や体の状態に合わせて、トレーナーがメニューをご提案します。
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link
              href={CONTACT_FORM_PATH}
              className="inline-flex min-h-12 w-full max-w-xs items-center justify-center rounded-full bg-accent-500 px-8 font-bold text-brand-950 transition-colors hover:bg-accent-500/80"
            >
              無料体験を予約する
            </Link>
            <Link
              href={routes.studiomenu.path}
              className="inline-flex min-h-12 w-full max-w-xs items-center justify-center rounded-full bg-white px-8 font-bold text-brand-900 transition-colors hover:bg-brand-100"
            >
              {routes.studiomenu.label}を見る
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
