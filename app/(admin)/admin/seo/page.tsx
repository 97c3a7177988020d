import type { Metadata } from 'next';
import { PageSeoList } from '@/components/admin/seo/page-seo';

export const metadata: Metadata = { title: 'ページのSEO設定' };

export default function PageSeoPage() {
  return <PageSeoList />;
}
