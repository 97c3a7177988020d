import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CampaignList } from '@/components/admin/campaigns/campaigns';

export const metadata: Metadata = { title: 'キャンペーン' };

export default function Page() {
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <CampaignList />
    </Suspense>
  );
}
