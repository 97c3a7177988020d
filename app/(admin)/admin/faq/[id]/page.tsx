import type { Metadata } from 'next';
import { Suspense } from 'react';
import { QuestionEdit } from '@/components/admin/faq/faq';

export const metadata: Metadata = { title: 'よくある質問の編集' };

export default async function EditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <QuestionEdit id={id} />
    </Suspense>
  );
}
