/*
 * The fixed pages' own search title, description and share image. Server code imports from here;
 * code that also runs in the browser imports shared.ts.
 */
export { isSeoPagePath, type PageSeoSettings, SEO_PAGE_NAMES, seoPageByPath } from './shared';
export { listPageSeo, type PageSeoInput, readPageSeo, savePageSeo } from './store';
