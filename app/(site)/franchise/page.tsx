import { ContentSection } from '@/components/content/content-section';
import { FranchisePatterns } from '@/components/content/franchise-patterns';
import { FranchiseStrengths } from '@/components/content/franchise-strengths';
import { InfoTable } from '@/components/content/info-table';
import { franchiseCopy } from '@/lib/site/pages/franchise';
import { routes } from '@/lib/core/routes';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { CtaLink, Lead, RoutePage } from '../_components/route-page';

export const generateMetadata = () => fixedPageMetadata('franchise');

export default function FranchisePage() {
  const { strengths, funds, patterns, cta } = franchiseCopy;
  return (
    <RoutePage name="franchise">
      <Lead>
        {franchiseCopy.lead.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Lead>
      <ContentSection en="STRENGTHS" title={strengths.title}>
        <FranchiseStrengths items={strengths.items} />
      </ContentSection>
      <ContentSection en="COST" title={funds.title}>
        <InfoTable caption={funds.title} rows={funds.rows} />
        <p className="text-sm leading-relaxed">{funds.note}</p>
      </ContentSection>
      <ContentSection en="PATTERNS" title={patterns.title}>
        <p>{patterns.lead}</p>
        <FranchisePatterns patterns={patterns.items} />
      </ContentSection>
      <ContentSection en="INFORMATION" title={cta.title}>
        <p>{cta.text}</p>
      </ContentSection>
      <CtaLink href={routes.franchiseInformation.path}>{cta.button}</CtaLink>
    </RoutePage>
  );
}
