import { formatNumber, prices, yen } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { CONTACT_FORM_PATH } from '@/lib/routes';
import { CtaLink, Lead, RoutePage } from '../_components/route-page';

export const metadata = routeMetadata('plancorp');

export default function PlanCorpPage() {
  const books = prices.corporate.books.map((book) => `${formatNumber(book.count)}枚つづり${yen(book.price)}`).join('、');
  return (
    <RoutePage name="plancorp">
      <Lead>
        <p>
          従業員の皆さまの健康づくりに、Oz
          の法人会員プランをご活用ください。体験・入会金は無料。回数券を会社でご購入いただき、社員の皆さまで共有して全店舗でご利用いただけます。
        </p>
        <p>回数券は{books}の2種類で、有効期限はありません。福利厚生や健康経営の取り組みとして、必要な分だけ無駄なくお使いいただけます。</p>
      </Lead>
      <CtaLink href={CONTACT_FORM_PATH}>法人会員について問い合わせる</CtaLink>
    </RoutePage>
  );
}
