import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CampaignEdit } from '@/components/admin/campaigns/campaigns';

export const metadata: Metadata = { title: 'キャンペーンの編集' };

export default async function EditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <CampaignEdit id={id} />
    </Suspense>
  );
}
