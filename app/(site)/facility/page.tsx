import { LegalArticles } from '@/components/content/legal-articles';
import { facilityCopy } from '@/lib/site/pages/legal';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { Lead, RoutePage } from '../_components/route-page';

export const generateMetadata = () => fixedPageMetadata('facility');

export default function FacilityPage() {
  return (
    <RoutePage name="facility">
      <Lead>
        <p>{facilityCopy.lead}</p>
      </Lead>
      <div className="mt-12 sm:mt-16">
        <LegalArticles articles={facilityCopy.articles} />
      </div>
      <p className="mt-12 border-t border-brand-100 pt-6 text-right leading-loose sm:mt-16">{facilityCopy.effective}</p>
    </RoutePage>
  );
}
