import type { Metadata } from 'next';
import { EnquiryDetail } from '@/components/admin/enquiries/enquiry-detail';

export const metadata: Metadata = { title: 'お問い合わせの詳細' };

export default async function EnquiryPage({ params }: { params: Promise<{ id: string }> }) {
  return <EnquiryDetail id={(await params).id} />;
}
