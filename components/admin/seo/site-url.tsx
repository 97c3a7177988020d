'use client';

import { createContext, type ReactNode, useContext } from 'react';

const SiteUrlContext = createContext<string | null>(null);

/** The site's configured public address (SITE_URL), given by the admin's layout, for the search previews. */
export function SiteUrlProvider({ siteUrl, children }: { siteUrl: string; children: ReactNode }) {
  return <SiteUrlContext.Provider value={siteUrl}>{children}</SiteUrlContext.Provider>;
}

/** The site's public address; the address the admin is open at where no layout gave one. */
export function useSiteUrl(): string {
  return useContext(SiteUrlContext) ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
}
