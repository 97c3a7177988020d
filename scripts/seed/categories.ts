import type { MAIN_CATEGORIES } from '@/lib/core/model/validation';

export interface CategorySeed {
  slug: string;
  name: string;
  mainCategory: (typeof MAIN_CATEGORIES)[number];
}

export const categories = [
  { slug: 'campaign', name: 'キャンペーン', mainCategory: 'news' },
  { slug: 'information', name: 'お知らせ', mainCategory: 'news' },
  { slug: 'media', name: 'メディア掲載', mainCategory: 'news' },
  { slug: 'training', name: 'トレーニング', mainCategory: 'resources' },
  { slug: 'diet', name: 'ダイエット・食事', mainCategory: 'resources' },
  { slug: 'health', name: '健康・からだ', mainCategory: 'resources' },
] as const satisfies readonly CategorySeed[];

export type CategorySlug = (typeof categories)[number]['slug'];
