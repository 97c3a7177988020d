/*
 * The fixed pages' own search title, description and share image (lib/core/page-seo/), for the
 * admin's ページのSEO設定: owners and editors read and set them (lib/core/auth/permissions.ts). The
 * public pages read them in-process (lib/core/content/page-seo.ts), never through here.
 */
export const PAGE_SEO_SDL = /* GraphQL */ `
"A fixed page's own search values; a null field keeps the page's own (the route table's)."
type PageSeo {
  "The page's path (/company)."
  path: String!
  seoTitle: String
  seoDescription: String
  "A picture of this site: a media-library image (/media/<id>/1280.webp) or another path on the site."
  seoImage: String
  "When they were last saved; null when the page has none of its own."
  updatedAt: AWSDateTime
}

extend type Query {
  "Every page whose search values may be set, in the route table's order."
  pageSeoSettings: [PageSeo!]!
}

extend type Mutation {
  "Sets a page's own values (all empty: the page keeps its own). With expectedUpdatedAt (the updatedAt read, or null for none), a save over a later one is refused as a failed condition."
  setPageSeo(path: String!, seoTitle: String, seoDescription: String, seoImage: String, expectedUpdatedAt: AWSDateTime): PageSeo!
}
`;
