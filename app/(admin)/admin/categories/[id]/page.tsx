import type { Metadata } from 'next';
import { CategoryEdit } from '@/components/admin/categories/categories';

export const metadata: Metadata = { title: 'カテゴリーの編集' };

export default async function CategoryEditPage({ params }: { params: Promise<{ id: string }> }) {
  return <CategoryEdit id={(await params).id} />;
}
