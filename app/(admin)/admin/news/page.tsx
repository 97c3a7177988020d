import type { Metadata } from 'next';
import { Suspense } from 'react';
import { NewsList } from '@/components/admin/news/news-list';

export const metadata: Metadata = { title: '記事' };

export default function NewsPage() {
  return (
    <Suspense>
      <NewsList />
    </Suspense>
  );
}
