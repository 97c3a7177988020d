import type { Metadata } from 'next';
import { Suspense } from 'react';
import { QuestionList } from '@/components/admin/faq/faq';

export const metadata: Metadata = { title: 'よくある質問' };

export default function Page() {
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <QuestionList />
    </Suspense>
  );
}
