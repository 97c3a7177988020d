import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { PageSeoSettings } from '@/lib/core/page-seo/shared';

/* The admin's documents for ページのSEO設定 (graphql/page-seo-sdl.ts). */

const FIELDS = 'path seoTitle seoDescription seoImage updatedAt';

export const PAGE_SEO_SETTINGS: TypedDocumentNode<{ pageSeoSettings: PageSeoSettings[] }, Record<string, never>> = parse(`
  query PageSeoSettings { pageSeoSettings { ${FIELDS} } }
`);

export interface SetPageSeoVariables {
  path: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  expectedUpdatedAt: string | null;
}

export const SET_PAGE_SEO: TypedDocumentNode<{ setPageSeo: PageSeoSettings }, SetPageSeoVariables> = parse(`
  mutation SetPageSeo($path: String!, $seoTitle: String, $seoDescription: String, $seoImage: String, $expectedUpdatedAt: AWSDateTime) {
    setPageSeo(path: $path, seoTitle: $seoTitle, seoDescription: $seoDescription, seoImage: $seoImage, expectedUpdatedAt: $expectedUpdatedAt) { ${FIELDS} }
  }
`);
