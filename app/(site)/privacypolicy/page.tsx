import { BulletList, ContentSection } from '@/components/content/content-section';
import { privacyCopy, privacySections } from '@/lib/site/pages/legal';
import { getConfig } from '@/lib/core/config';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { Lead, RoutePage } from '../_components/route-page';

export const generateMetadata = () => fixedPageMetadata('privacypolicy');

/** Prerendered with the configuration of its build: npm start rebuilds when ENQUIRY_RETENTION_DAYS or ANALYTICS_RETENTION_DAYS changes (scripts/build-info.ts). */
export default function PrivacyPolicyPage() {
  const { COMPANY_EMAIL: email, ENQUIRY_RETENTION_DAYS, ANALYTICS_RETENTION_DAYS } = getConfig();
  const sections = privacySections(ENQUIRY_RETENTION_DAYS, ANALYTICS_RETENTION_DAYS);
  const lastIndex = sections.length - 1;
  return (
    <RoutePage name="privacypolicy">
      <Lead>
        {privacyCopy.lead.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Lead>
      {sections.map((section, index) => (
        <ContentSection key={section.title} title={`${index + 1}. ${section.title}`}>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {'items' in section && section.items && <BulletList items={section.items} />}
          {index === lastIndex && (
            <address className="rounded-xl bg-white px-5 py-4 not-italic leading-relaxed shadow-sm sm:px-6">
              <p className="font-bold">{privacyCopy.desk.title}</p>
              {privacyCopy.desk.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p>
                メール：
                <a href={`mailto:${email}`} className="font-bold text-brand-700 underline underline-offset-4 hover:text-accent-700">
                  {email}
                </a>
              </p>
            </address>
          )}
        </ContentSection>
      ))}
    </RoutePage>
  );
}
