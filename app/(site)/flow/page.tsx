import Link from 'next/link';
import { ChecklistItems } from '@/components/content/checklist-items';
import { ContentSection } from '@/components/content/content-section';
import { ReviewCard } from '@/components/content/review-card';
import { StepList } from '@/components/content/step-list';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHeader } from '@/components/site/page-header';
import {
  CAUTIONS,
  CHECKLIST,
  FLOW_INTRO,
  FLOW_STEPS,
  OPENING_HOURS,
  PAYMENT,
  REVIEWS,
  REVIEWS_ANCHOR,
  REVIEWS_INTRO,
} from '@/lib/site/pages/flow';
import { CONTACT_FORM_PATH, routes } from '@/lib/core/routes';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';

export const generateMetadata = () => fixedPageMetadata('flow');

const route = routes.flow;

export default function FlowPage() {
  return (
    <>
      <PageHeader en={route.en} ja={route.label} />
      <Breadcrumbs items={[{ label: route.en }]} />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
        <div className="max-w-4xl space-y-4 text-base leading-loose sm:text-lg sm:leading-loose">
          {FLOW_INTRO.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <ContentSection en="STEP" title="無料体験の流れ">
          <StepList label="無料体験の流れ" steps={FLOW_STEPS} />
          <p className="text-center">
            <Link
              href={CONTACT_FORM_PATH}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-accent-500 px-8 py-3 font-bold text-brand-950 shadow-sm transition-colors hover:bg-accent-500/80"
            >
              無料体験を予約する
            </Link>
          </p>
        </ContentSection>

        <ContentSection en="CHECK LIST" title={CHECKLIST.title}>
          <ChecklistItems label={CHECKLIST.title} items={CHECKLIST.items} />
          <p className="text-sm leading-relaxed text-brand-700 sm:text-base">{CHECKLIST.note}</p>
        </ContentSection>

        <ContentSection en="ATTENTION" title="体験当日のご注意">
          <ul className="grid gap-4 md:grid-cols-2">
            {CAUTIONS.map((caution, index) => (
              <li key={caution.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-black text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-base leading-snug font-bold sm:text-lg">{caution.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed sm:text-[15px]">{caution.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
              <table className="w-full border-collapse text-left">
                <caption className="bg-brand-900 px-5 py-3 text-left font-bold text-white">{OPENING_HOURS.caption}</caption>
                <tbody>
                  {OPENING_HOURS.rows.map((row) => (
                    <tr key={row.label} className="border-t border-brand-100 first:border-t-0">
                      <th scope="row" className="w-28 bg-brand-100/70 px-5 py-3 font-bold text-brand-900">
                        {row.label}
                      </th>
                      <td className="px-5 py-3 text-lg font-black tabular-nums">{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <section aria-labelledby="flow-payment" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
              <h3 id="flow-payment" className="font-bold">
                {PAYMENT.title}
              </h3>
              <ul aria-label={PAYMENT.title} className="mt-3 flex flex-wrap gap-2">
                {PAYMENT.methods.map((method) => (
                  <li key={method} className="rounded-full bg-brand-100 px-4 py-1.5 text-sm font-bold text-brand-900">
                    {method}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm leading-relaxed">{PAYMENT.note}</p>
            </section>
          </div>
        </ContentSection>

        <ContentSection id={REVIEWS_ANCHOR} en="VOICE" title="お客様の声">
          <p>{REVIEWS_INTRO}</p>
          <ul className="grid gap-5 md:grid-cols-2">
            {REVIEWS.map((review) => (
              <li key={review.name}>
                <ReviewCard {...review} />
              </li>
            ))}
          </ul>
        </ContentSection>

        <section aria-labelledby="flow-next" className="mt-16 rounded-3xl bg-brand-900 px-5 py-8 text-center text-white sm:mt-20 sm:px-10 sm:py-12">
          <h2 id="flow-next" className="text-xl font-bold sm:text-2xl">
            あなたも Oz で、体の変化を実感してください
          </h2>
          <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-brand-100">
            ご希望の店舗と日時をお知らせください。担当スタッフから折り返しご連絡いたします。
          </p>
          <p className="mt-6">
            <Link
              href={CONTACT_FORM_PATH}
              className="inline-flex min-h-12 w-full max-w-xs items-center justify-center rounded-full bg-accent-500 px-8 font-bold text-brand-950 transition-colors hover:bg-accent-500/80"
            >
              無料体験を予約する
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
