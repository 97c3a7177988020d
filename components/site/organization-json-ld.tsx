import { getConfig } from '@/lib/config';
import { JsonLd } from '@/lib/seo/json-ld';
import { organizationJsonLd } from '@/lib/seo/structured-data';

/** The chain as an Organization (name, logo, social accounts), on every public page. */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd(getConfig().siteUrl)} />;
}
