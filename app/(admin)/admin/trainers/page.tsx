import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TrainerList } from '@/components/admin/trainers/trainers';

export const metadata: Metadata = { title: 'トレーナー' };

export default function Page() {
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <TrainerList />
    </Suspense>
  );
}
