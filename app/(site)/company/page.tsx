import { ContentSection } from '@/components/content/content-section';
import { InfoTable } from '@/components/content/info-table';
import { company, companyAddress, companyCopy } from '@/lib/site/pages/company';
import { formatNumber, marketing } from '@/lib/core/facts';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { site } from '@/lib/core/site';
import { Lead, RoutePage } from '../_components/route-page';

export const generateMetadata = () => fixedPageMetadata('company');

export default function CompanyPage() {
  const { labels } = companyCopy;
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
          円から回数を気にせず通えるプランで、運動を「続けられる習慣」にすること。それが私たちの目指すジムのかたちです。
        </p>
      </Lead>
      <ContentSection en="COMPANY PROFILE" title={companyCopy.tableCaption}>
        <InfoTable
          caption={companyCopy.tableCaption}
          rows={[
            { label: labels.name, value: company.name },
            { label: labels.representative, value: company.representative },
            { label: labels.address, value: companyAddress },
            { label: labels.capital, value: company.capital },
            { label: labels.founded, value: company.founded },
            {
              label: labels.business,
              value: (
                <ul className="space-y-1">
                  {company.business.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </ContentSection>
    </RoutePage>
  );
}
