import Link from 'next/link';
import { ChevronDown } from '@/components/ui/chevron-down';
import { ContactForm } from '@/components/forms/contact-form';
import { getScheduleYears } from '@/lib/core/content/clock';
import { getAreasWithStores, getGeneralQuestions } from '@/lib/core/content/stores';
import { hours, trial } from '@/lib/core/facts';
import { routes } from '@/lib/core/routes';
import { JsonLd } from '@/lib/site/seo/json-ld';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { faqPageJsonLd } from '@/lib/site/seo/structured-data';
import { Lead, RoutePage, Section } from '../_components/route-page';

export const generateMetadata = () => fixedPageMetadata('contact');

const POSTAL_ENDPOINT = '/api/postal';

const openingHours = `平日 ${hours.weekdays.open}〜${hours.weekdays.close}／土日祝 ${hours.weekendsAndHolidays.open}〜${hours.weekendsAndHolidays.close}`;

export default async function ContactPage() {
  const [groups, questions, years] = await Promise.all([getAreasWithStores(), getGeneralQuestions(), getScheduleYears()]);
  const areas = groups.map((group) => ({
    area: group.area.jp,
    stores: group.stores.map((store) => ({ id: store.id, name: store.name, link: store.link })),
  }));

  return (
    <RoutePage name="contact">
      <Lead>
        <p>
          無料体験トレーニング、店舗見学のご予約、そのほかのご質問を受け付けています。初回の体験は無料で、カウンセリングから加圧トレーニング、有酸素運動まで、
          {trial.minMinutes}〜{trial.maxMinutes}分ほどで実際にご体験いただけます。
        </p>
      </Lead>

      {questions.length > 0 ? (
        <Section id="faq" title="よくあるご質問">
          <JsonLd data={faqPageJsonLd(questions)} />
          <div className="divide-y divide-brand-100 overflow-hidden rounded-lg border border-brand-100 bg-white">
            {questions.map((entry) => (
              <details key={entry.id} name="contact-faq" className="group">
                <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-4 font-bold leading-relaxed hover:bg-brand-100/50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500 [&::-webkit-details-marker]:hidden">
                  <span aria-hidden="true" className="shrink-0 text-accent-700">
                    Q.
                  </span>
                  <span className="min-w-0 flex-1">{entry.question}</span>
                  <ChevronDown className="mt-1 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
                </summary>
                <div className="flex gap-3 px-4 pb-5 leading-loose">
                  <span aria-hidden="true" className="shrink-0 font-bold text-brand-700">
                    A.
                  </span>
                  <p className="min-w-0 flex-1 whitespace-pre-line">{entry.answer}</p>
                </div>
              </details>
            ))}
          </div>
        </Section>
      ) : null}

      <Section id="contact" title="お問い合わせ・ご予約">
        <p className="rounded-lg bg-brand-100/60 px-4 py-3 leading-relaxed">
          無料体験は、空いている日時を選んでその場でご予約いただくこともできます。{' '}
          <Link href={routes.booking.path} className="font-bold text-brand-900 underline underline-offset-4">
            日時を選んでその場で予約する
          </Link>
        </p>
        <ul className="list-disc space-y-3 pl-6">
          <li>体験トレーニング・店舗見学をご希望の方は、ご希望の店舗と日時（第3希望まで）をお知らせください。</li>
          <li>
            体験当日は、ご予約時間の{trial.arriveEarlyMinutes}分前までにご来店ください。
            <strong className="font-bold">{trial.lateCancelMinutes}分以上遅れた場合、体験トレーニングはキャンセルとさせていただきます。</strong>
          </li>
          <li>各店舗の営業時間は {openingHours} です。</li>
          <li>店舗でのお支払いには、{trial.paymentMethods.join('・')}をご利用いただけます。</li>
        </ul>
        <div className="mt-10 rounded-lg bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-8">
          <ContactForm areas={areas} years={years} postalEndpoint={POSTAL_ENDPOINT} />
        </div>
      </Section>
    </RoutePage>
  );
}
