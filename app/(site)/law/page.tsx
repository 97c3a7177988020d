import { legalNotice } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { Lead, RoutePage } from '../_components/route-page';

export const metadata = routeMetadata('law');

export default function LawPage() {
  return (
    <RoutePage name="law">
      <Lead>
        <p>
          特定商取引法に基づき、Oz
          のサービスを提供する事業者、料金とお支払い方法、ご解約の条件について表記します。ご入会の前に内容をご確認ください。
        </p>
        <p>
          ご解約は、毎月{legalNotice.cancellationDeadlineDay}
          日までに会員証をお持ちのうえ店舗でお手続きください。最低在籍期間は{legalNotice.minimumMonths}
          か月です。
        </p>
      </Lead>
    </RoutePage>
  );
}
