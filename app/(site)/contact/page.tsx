import { hours, trial } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { Lead, RoutePage, Section } from '../_components/route-page';

export const metadata = routeMetadata('contact');

const openingHours = `平日 ${hours.weekdays.open}〜${hours.weekdays.close}／土日祝 ${hours.weekendsAndHolidays.open}〜${hours.weekendsAndHolidays.close}`;

export default function ContactPage() {
  return (
    <RoutePage name="contact">
      <Lead>
        <p>
          無料体験トレーニング、店舗見学のご予約、そのほかのご質問を受け付けています。初回の体験は無料で、カウンセリングから加圧トレーニング、有酸素運動まで、
          {trial.minMinutes}〜{trial.maxMinutes}分ほどで実際にご体験いただけます。
        </p>
      </Lead>

      <Section id="contact" title="お問い合わせ・ご予約の前に">
        <ul className="list-disc space-y-3 pl-6">
          <li>体験トレーニング・店舗見学をご希望の方は、ご希望の店舗と日時（第3希望まで）をお知らせください。</li>
          <li>
            体験当日は、ご予約時間の{trial.arriveEarlyMinutes}分前までにご来店ください。
            <strong className="font-bold">{trial.lateCancelMinutes}分以上遅れた場合、体験トレーニングはキャンセルとさせていただきます。</strong>
          </li>
          <li>各店舗の営業時間は {openingHours} です。</li>
          <li>店舗でのお支払いには、{trial.paymentMethods.join('・')}をご利用いただけます。</li>
        </ul>
      </Section>

      <Section id="faq" title="よくあるご質問">
        <p>体験の内容や料金、通い方について、よくいただくご質問にお答えします。</p>
        <dl className="space-y-6">
          <div>
            <dt className="font-bold">体験トレーニングに費用はかかりますか？</dt>
            <dd className="mt-1">
              初回の体験トレーニングは無料です。所要時間は{trial.minMinutes}〜{trial.maxMinutes}分ほどです。
            </dd>
          </div>
          <div>
            <dt className="font-bold">体験の当日に遅れそうなときは？</dt>
            <dd className="mt-1">
              ご予約の店舗までお電話ください。開始時間から{trial.lateCancelMinutes}分以上遅れた場合は、体験を中止とさせていただきます。
            </dd>
          </div>
        </dl>
      </Section>
    </RoutePage>
  );
}
