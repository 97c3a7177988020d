import type { Metadata } from 'next';
import { NewsEdit } from '@/components/admin/news/news-edit';

export const metadata: Metadata = { title: '記事の編集' };

export default async function NewsEditPage({ params }: { params: Promise<{ id: string }> }) {
  return <NewsEdit id={(await params).id} />;
}
