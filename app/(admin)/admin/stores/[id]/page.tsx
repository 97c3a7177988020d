import type { Metadata } from 'next';
import { StoreEdit } from '@/components/admin/stores/store-form';
import { throwIfFaultInjected } from '@/lib/core/testing/faults';

export const metadata: Metadata = { title: '店舗の編集' };

export default async function StoreEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  throwIfFaultInjected('admin-page', [id]);
  return <StoreEdit id={id} />;
}
