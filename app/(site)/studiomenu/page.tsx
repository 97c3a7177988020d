import { prices, yen } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { CONTACT_FORM_PATH } from '@/lib/routes';
import { CtaLink, Lead, RoutePage } from '../_components/route-page';

export const metadata = routeMetadata('studiomenu');

export default function StudioMenuPage() {
  const { premium, royalty, stretch } = prices;
  const singleTicket = royalty.find((ticket) => ticket.count === 1);
  return (
    <RoutePage name="studiomenu">
      <Lead>
        <p>
          Oz のプレミアムコースは、月額{yen(premium.monthly)}（一部店舗は{yen(premium.monthlyReduced)}
          ）で回数無制限。1回{premium.sessionMinutes}分のセッションは、パーソナルトレーニング{premium.personalMinutes}
          分と有酸素運動{premium.aerobicMinutes}分の組み合わせです。
        </p>
        <p>
          ご自分のペースで通いたい方には回数券のロイヤリティコース
          {singleTicket ? `（1回${yen(singleTicket.price)}）` : ''}、体をほぐしたい方には{stretch.minutes}
          分のパーソナルストレッチ（{yen(stretch.single)}）もご用意しています。
        </p>
      </Lead>
      <CtaLink href={CONTACT_FORM_PATH}>無料体験を予約する</CtaLink>
    </RoutePage>
  );
}
