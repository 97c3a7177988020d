import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CategoryList } from '@/components/admin/categories/categories';

export const metadata: Metadata = { title: 'カテゴリー' };

export default function CategoriesPage() {
  // The list reads its filter from the URL.
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <CategoryList />
    </Suspense>
  );
}
