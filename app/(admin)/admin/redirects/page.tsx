import type { Metadata } from 'next';
import { RedirectList } from '@/components/admin/redirects/redirects';

export const metadata: Metadata = { title: 'リダイレクト' };

export default function RedirectsPage() {
  return <RedirectList />;
}
