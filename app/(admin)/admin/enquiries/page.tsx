import type { Metadata } from 'next';
import { Suspense } from 'react';
import { EnquiryList } from '@/components/admin/enquiries/enquiry-list';

export const metadata: Metadata = { title: 'お問い合わせ' };

export default function EnquiriesPage() {
  return (
    // The inbox reads its filters and page from the URL.
    <Suspense fallback={<p role="status">読み込み中…</p>}>
      <EnquiryList />
    </Suspense>
  );
}
