import { formatNumber, marketing } from '@/lib/facts';
import { routeMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site';
import { Lead, RoutePage } from '../_components/route-page';

export const metadata = routeMetadata('company');

export default function CompanyPage() {
  return (
    <RoutePage name="company">
      <Lead>
        <p>
          {site.fullName}は、加圧トレーニングとパーソナルトレーニングを組み合わせたジムです。会員数は
          {formatNumber(marketing.members)}名以上、年間{formatNumber(marketing.sessionsPerYear)}
          回以上のセッションを行い、小学生から{marketing.oldestMemberAge}
          歳の方まで、一人ひとりの目的と体力に合わせた体づくりをお手伝いしています。
        </p>
        <p>
          月額{formatNumber(marketing.monthlyFrom)}
          円から回数を気にせず通えるプランで、運動を「続けられる習慣」にすること。それが私たちの目指すジムのかたちです。このページでは、Oz
          を運営する会社の概要をご案内します。
        </p>
      </Lead>
    </RoutePage>
  );
}
