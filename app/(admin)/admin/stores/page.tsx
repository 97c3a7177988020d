import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StoreList } from '@/components/admin/stores/store-list';

export const metadata: Metadata = { title: '店舗' };

export default function StoresPage() {
  // The list reads its filters from the URL.
  return (
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <StoreList />
    </Suspense>
  );
}
