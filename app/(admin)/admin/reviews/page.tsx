import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ReviewList } from '@/components/admin/reviews/reviews';

export const metadata: Metadata = { title: 'お客様の声' };

export default function Page() {
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <ReviewList />
    </Suspense>
  );
}
