import { getConfig } from '@/lib/core/config';
import { JsonLd } from '@/lib/site/seo/json-ld';
import { organizationJsonLd } from '@/lib/site/seo/structured-data';

/** The chain as an Organization (name, logo, social accounts), on every public page. */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(getConfig().siteUrl)} />;
}
