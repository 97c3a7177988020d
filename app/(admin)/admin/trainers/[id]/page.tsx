import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TrainerEdit } from '@/components/admin/trainers/trainers';

export const metadata: Metadata = { title: 'トレーナーの編集' };

export default async function EditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <TrainerEdit id={id} />
    </Suspense>
  );
}
