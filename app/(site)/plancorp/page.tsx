import Link from 'next/link';
import { ContentSection } from '@/components/content/content-section';
import { MeritCards } from '@/components/content/merit-cards';
import { MeritNav } from '@/components/content/merit-nav';
import { PriceTable } from '@/components/content/price-table';
import { StepList } from '@/components/content/step-list';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { STORE_LIST } from '@/components/site/nav-items';
import { PageHeader } from '@/components/site/page-header';
import {
  CORPORATE_POINTS,
  INDEPENDENT_OPENING,
  JOIN_STEPS,
  MERIT_SCROLL,
  MERITS,
  PLANCORP_INTRO,
  PRICE_PLAN,
} from '@/lib/site/pages/plancorp';
import { CONTACT_FORM_PATH, routes } from '@/lib/core/routes';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';

export const generateMetadata = () => fixedPageMetadata('plancorp');

const route = routes.plancorp;

export default function PlanCorpPage() {
  return (
    <>
      <PageHeader en={route.en} ja={route.label} />
      <Breadcrumbs items={[{ label: route.en }]} />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
        <div className="max-w-4xl space-y-4 text-base leading-loose sm:text-lg sm:leading-loose">
          {PLANCORP_INTRO.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <section aria-labelledby="plancorp-merits" className="mt-12 sm:mt-16">
          <p lang="en" aria-hidden="true" className="text-xs font-black tracking-[0.2em] text-accent-700 sm:text-sm">
            MERIT
          </p>
          <h2 id="plancorp-merits" className="mt-1 border-l-4 border-accent-500 pl-3 text-xl leading-snug font-bold sm:text-2xl">
            法人会員プラン{MERITS.length}つのメリット
          </h2>
          <div className="mt-6">
            <MeritNav
              label="メリットの一覧"
              items={MERITS.map((merit, index) => ({ id: merit.id, kicker: `メリット${index + 1}`, label: merit.label }))}
            />
          </div>
          <ol className="mt-8 space-y-6">
            {MERITS.map((merit, index) => (
              <li
                key={merit.id}
                id={merit.id}
                data-scroll-offset={MERIT_SCROLL.offset}
                data-scroll-duration={MERIT_SCROLL.duration}
                className="grid gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8 md:grid-cols-[auto_1fr] md:gap-8"
              >
                <p aria-hidden="true" className="flex items-baseline gap-2 text-accent-700 md:flex-col md:items-center md:gap-0">
                  <span lang="en" className="text-xs font-black tracking-[0.2em]">
                    MERIT
                  </span>
                  <span className="text-4xl leading-none font-black md:text-6xl">{String(index + 1).padStart(2, '0')}</span>
                </p>
                <div>
                  <h3 id={`${merit.id}-title`} className="text-lg leading-snug font-bold sm:text-2xl">
                    {merit.title}
                  </h3>
                  <p className="mt-3 leading-loose">{merit.text}</p>
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {merit.points.map((point) => (
                      <li key={point} className="rounded-full bg-brand-100 px-4 py-1.5 text-sm font-bold text-brand-900">
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <ContentSection en="SYSTEM" title="法人会員システムのポイント">
          <MeritCards items={CORPORATE_POINTS} />
        </ContentSection>

        <ContentSection id="price" en="PRICE" title="料金プラン">
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
            <PriceTable caption={PRICE_PLAN.caption} headers={{ label: '回数券', price: '料金', perSession: '1回あたり' }} rows={PRICE_PLAN.rows} />
            <ul aria-label="料金プランのご案内" className="space-y-2.5">
              {PRICE_PLAN.notes.map((note) => (
                <li key={note} className="flex items-start gap-3">
                  <span aria-hidden="true" className="mt-[0.7em] size-2 shrink-0 rounded-full bg-accent-500" />
                  <span>{note}</span>
                </li>
              ))}
            </ul>
          </div>
        </ContentSection>

        <ContentSection en="FLOW" title="ご入会までの流れ">
          <StepList label="ご入会までの流れ" steps={JOIN_STEPS} />
        </ContentSection>

        <div className="mt-16 grid gap-5 sm:mt-20 md:grid-cols-2">
          <section aria-labelledby="plancorp-contact" className="flex flex-col rounded-3xl bg-brand-900 px-5 py-8 text-white sm:px-8">
            <h2 id="plancorp-contact" className="text-xl font-bold sm:text-2xl">
              ご導入のご相談・店舗のご確認
            </h2>
            <p className="mt-3 flex-1 leading-relaxed text-brand-100">
              ご利用人数や通いやすい店舗など、お気軽にご相談ください。オフィスやご自宅の近くの店舗は店舗一覧からお探しいただけます。
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link
                href={CONTACT_FORM_PATH}
                className="inline-flex min-h-12 items-center justify-center rounded-full bg-accent-500 px-6 font-bold text-brand-950 transition-colors hover:bg-accent-500/80"
              >
                法人会員について問い合わせる
              </Link>
              <Link
                href={STORE_LIST.href}
                className="inline-flex min-h-12 items-center justify-center rounded-full bg-white px-6 font-bold text-brand-900 transition-colors hover:bg-brand-100"
              >
                {STORE_LIST.label}を見る
              </Link>
            </div>
          </section>
          <section aria-labelledby="plancorp-franchise" className="flex flex-col rounded-3xl bg-brand-100 px-5 py-8 sm:px-8">
            <h2 id="plancorp-franchise" className="text-xl font-bold sm:text-2xl">
              {INDEPENDENT_OPENING.title}
            </h2>
            <p className="mt-3 flex-1 leading-relaxed">{INDEPENDENT_OPENING.text}</p>
            <p className="mt-6">
              <Link
                href={routes.franchise.path}
                className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-900 px-6 font-bold text-white transition-colors hover:bg-brand-700"
              >
                {INDEPENDENT_OPENING.link}
                <span aria-hidden="true">→</span>
              </Link>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
