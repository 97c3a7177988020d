import { CONTACT_FORM_PATH } from '@/lib/routes';
import { trial } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { CtaLink, Lead, RoutePage, Section } from '../_components/route-page';

export const metadata = routeMetadata('flow');

export default function FlowPage() {
  return (
    <RoutePage name="flow">
      <Lead>
        <p>
          初めての方は、まず無料体験（{trial.minMinutes}〜{trial.maxMinutes}
          分）にお越しください。カウンセリングで目的や体の状態をうかがったうえで、加圧トレーニングと有酸素運動を実際に体験していただきます。
        </p>
        <p>
          当日はご予約時間の{trial.arriveEarlyMinutes}分前までにご来店ください。{trial.lateCancelMinutes}
          分以上遅れた場合は、体験をキャンセルとさせていただきますのでご注意ください。
        </p>
      </Lead>
      <Section id="reviews" title="お客様の声">
        <p>
          ダイエット、体力づくり、けがからの回復など、会員さまが Oz
          に通う目的はさまざまです。年代や目的の近い方の体験談は、トレーニングを始める前の不安を解消する手がかりになります。
        </p>
      </Section>
      <CtaLink href={CONTACT_FORM_PATH}>無料体験を予約する</CtaLink>
    </RoutePage>
  );
}
