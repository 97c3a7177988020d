import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ApprovalList } from '@/components/admin/review/approvals';

export const metadata: Metadata = { title: '承認待ち' };

export default function ApprovalsPage() {
  return (
    // The list reads its state filter from the URL.
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <ApprovalList />
    </Suspense>
  );
}
