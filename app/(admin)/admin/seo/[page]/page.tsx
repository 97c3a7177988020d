import type { Metadata } from 'next';
import { PageSeoEdit } from '@/components/admin/seo/page-seo';

export const metadata: Metadata = { title: 'ページのSEO設定' };

export default async function PageSeoEditPage({ params }: { params: Promise<{ page: string }> }) {
  return <PageSeoEdit page={(await params).page} />;
}
