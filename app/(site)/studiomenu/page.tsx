import Link from 'next/link';
import { ContentSection } from '@/components/content/content-section';
import { MeritCards } from '@/components/content/merit-cards';
import { MeritNav } from '@/components/content/merit-nav';
import { PriceTable } from '@/components/content/price-table';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { STORE_LIST } from '@/components/site/nav-items';
import { PageHeader } from '@/components/site/page-header';
import {
  FULL_TRAINING,
  MENU_ANCHORS,
  MENU_INTRO,
  MENU_RULES,
  PREMIUM,
  PROTEIN,
  ROYALTY,
  SELLING_POINTS,
  STRETCH,
} from '@/lib/site/pages/menu';
import { CONTACT_FORM_PATH, routes } from '@/lib/core/routes';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';

export const generateMetadata = () => fixedPageMetadata('studiomenu');

const route = routes.studiomenu;
const TICKET_HEADERS = { label: '回数券', price: '料金', perSession: '1回あたり' };

export default function StudioMenuPage() {
  return (
    <>
      <PageHeader en={route.en} ja={route.label} />
      <Breadcrumbs items={[{ label: route.en }]} />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
        <div className="max-w-4xl space-y-4 text-base leading-loose sm:text-lg sm:leading-loose">
          {MENU_INTRO.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-8">
          <MeritNav label="メニューの一覧" items={MENU_ANCHORS} />
        </div>

        <ContentSection en="POINT" title={`Oz が選ばれる${SELLING_POINTS.length}つの理由`}>
          <MeritCards items={SELLING_POINTS} />
        </ContentSection>

        <ContentSection id="premium" en={PREMIUM.en} title={PREMIUM.name}>
          <div className="grid gap-6 overflow-hidden rounded-3xl bg-brand-950 p-5 text-white sm:p-8 lg:grid-cols-[1fr_1.1fr] lg:gap-10">
            <div>
              <p className="text-lg font-bold text-accent-500 sm:text-xl">{PREMIUM.catchphrase}</p>
              <p className="mt-3 text-sm leading-loose text-brand-100 sm:text-base sm:leading-loose">{PREMIUM.text}</p>
              <ul aria-label="プレミアムコースに含まれるもの" className="mt-5 space-y-2">
                {PREMIUM.includes.map((item) => (
                  <li key={item} className="flex items-start gap-2.5 text-sm sm:text-base">
                    <span aria-hidden="true" className="mt-[0.55em] size-2 shrink-0 rounded-full bg-accent-500" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="space-y-5">
              <dl className="rounded-2xl bg-white p-5 text-brand-950 sm:p-6">
                <dt className="text-sm font-bold text-brand-700">月会費（回数無制限）</dt>
                <dd className="mt-1 flex flex-wrap items-baseline gap-x-3">
                  <span className="text-4xl font-black tracking-tight sm:text-5xl">{PREMIUM.monthly}</span>
                  <span className="text-sm font-bold">
                    または<span className="ml-1 text-xl font-black text-accent-700 sm:text-2xl">{PREMIUM.monthlyReduced}</span>
                  </span>
                </dd>
                <dd className="mt-3 text-xs leading-relaxed text-brand-700 sm:text-sm">{PREMIUM.reducedNote}</dd>
              </dl>
              <div>
                <p className="text-sm font-bold">
                  1回のセッション <span className="text-xl font-black text-accent-500">{PREMIUM.session.total}</span>
                </p>
                <ol aria-label="1回のセッションの内訳" className="mt-2 grid gap-2 sm:grid-cols-2">
                  {PREMIUM.session.parts.map((part, index) => (
                    <li key={part.name} className={`rounded-xl p-3 sm:p-4 ${index === 0 ? 'bg-accent-700' : 'bg-brand-700'}`}>
                      <p className="flex items-baseline justify-between gap-2 sm:block">
                        <span className="block text-sm font-bold">{part.name}</span>
                        <span className="block text-2xl font-black">{part.minutes}分</span>
                      </p>
                      <p className="mt-1 text-xs leading-relaxed text-white/90">{part.note}</p>
                    </li>
                  ))}
                </ol>
              </div>
            </div>
          </div>
        </ContentSection>

        <ContentSection id="royalty" en={ROYALTY.en} title={ROYALTY.name}>
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
            <div className="space-y-4">
              <p className="text-lg font-bold text-brand-700">{ROYALTY.catchphrase}</p>
              <p>{ROYALTY.text}</p>
              <p className="rounded-xl bg-accent-500/10 px-4 py-3 text-sm leading-relaxed font-bold text-accent-800 ring-1 ring-accent-500/30 sm:text-base">
                {ROYALTY.bonus}
              </p>
            </div>
            <PriceTable caption={ROYALTY.caption} headers={TICKET_HEADERS} rows={ROYALTY.rows} />
          </div>
        </ContentSection>

        <div className="mt-14 grid gap-x-10 gap-y-14 sm:mt-20 lg:grid-cols-2">
          {[FULL_TRAINING, STRETCH].map((menu) => (
            <div key={menu.anchor}>
              <ContentSection id={menu.anchor} en={menu.en} title={menu.name}>
                <p>{menu.text}</p>
                <PriceTable caption={menu.caption} rows={menu.rows} />
                <p className="text-sm font-bold text-accent-800">{menu.deal}</p>
              </ContentSection>
            </div>
          ))}
        </div>

        <ContentSection id="protein" en={PROTEIN.en} title={PROTEIN.name}>
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
            <p>{PROTEIN.text}</p>
            <PriceTable caption={PROTEIN.caption} headers={{ label: '商品', price: '料金' }} rows={PROTEIN.rows} />
          </div>
        </ContentSection>

        <ContentSection id="rules" en="RULES" title="ご利用ルール">
          <ul className="grid gap-4 sm:grid-cols-2">
            {MENU_RULES.map((rule) => (
              <li key={rule.title} className="rounded-2xl border-l-4 border-accent-500 bg-white p-5 shadow-sm ring-1 ring-brand-100">
                <h3 className="text-base leading-snug font-bold sm:text-lg">{rule.title}</h3>
                <p className="mt-2 text-sm leading-relaxed sm:text-[15px]">{rule.text}</p>
              </li>
            ))}
          </ul>
        </ContentSection>

        <section aria-labelledby="studiomenu-next" className="mt-16 rounded-3xl bg-brand-100 px-5 py-8 text-center sm:mt-20 sm:px-10 sm:py-12">
          <h2 id="studiomenu-next" className="text-xl font-bold sm:text-2xl">
            まずは無料体験から
          </h2>
          <p className="mx-auto mt-3 max-w-2xl leading-relaxed">
            料金やコースは店舗によって異なる場合があります。お近くの店舗のページで詳しくご確認いただくか、無料体験でお気軽にご相談ください。
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link
              href={STORE_LIST.href}
              className="inline-flex min-h-12 w-full max-w-xs items-center justify-center rounded-full bg-brand-900 px-8 font-bold text-white transition-colors hover:bg-brand-700"
            >
              お近くの店舗を探す
            </Link>
            <Link
              href={CONTACT_FORM_PATH}
              className="inline-flex min-h-12 w-full max-w-xs items-center justify-center rounded-full bg-accent-500 px-8 font-bold text-brand-950 transition-colors hover:bg-accent-500/80"
            >
              無料体験を予約する
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
