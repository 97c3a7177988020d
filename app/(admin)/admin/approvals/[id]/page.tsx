import type { Metadata } from 'next';
import { ApprovalDetail } from '@/components/admin/review/approval-detail';

export const metadata: Metadata = { title: '承認の依頼' };

export default async function ApprovalPage({ params }: { params: Promise<{ id: string }> }) {
  return <ApprovalDetail id={(await params).id} />;
}
