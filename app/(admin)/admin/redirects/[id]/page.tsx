import type { Metadata } from 'next';
import { RedirectEdit } from '@/components/admin/redirects/redirects';

export const metadata: Metadata = { title: 'リダイレクトの編集' };

export default async function RedirectEditPage({ params }: { params: Promise<{ id: string }> }) {
  return <RedirectEdit id={(await params).id} />;
}
