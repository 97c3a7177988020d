import type { Metadata } from 'next';
import { StoreEdit } from '@/components/admin/stores/store-form';

export const metadata: Metadata = { title: '店舗の編集' };

export default async function StoreEditPage({ params }: { params: Promise<{ id: string }> }) {
  return <StoreEdit id={(await params).id} />;
}
