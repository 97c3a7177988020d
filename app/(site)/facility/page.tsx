import { facilityTerms } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { Lead, RoutePage } from '../_components/route-page';

export const metadata = routeMetadata('facility');

export default function FacilityPage() {
  return (
    <RoutePage name="facility">
      <Lead>
        <p>
          Oz
          の各店舗をご利用いただく際の規約です。月会費のお支払い、プラン変更や退会のお手続き、施設をご利用いただくうえでのお願いを定めています。ご入会の前に必ずお読みください。
        </p>
        <p>
          月会費は翌月分の前払いです。プラン変更・退会は、毎月{facilityTerms.changeDeadlineDay}
          日までに店舗で書面によるお手続きが必要です。期日を過ぎた場合は翌月も継続となります。
        </p>
      </Lead>
    </RoutePage>
  );
}
