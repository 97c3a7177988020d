import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ReviewEdit } from '@/components/admin/reviews/reviews';

export const metadata: Metadata = { title: 'お客様の声の編集' };

export default async function EditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <ReviewEdit id={id} />
    </Suspense>
  );
}
