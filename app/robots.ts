import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/core/config';

/** Crawlers may read the whole public site; the admin, its sign-in and the API are not for them. */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = getConfig().siteUrl;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/login', '/api/'] },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
