import type { Metadata } from 'next';
import { AreaEdit } from '@/components/admin/areas/areas';

export const metadata: Metadata = { title: 'エリアの編集' };

export default async function AreaEditPage({ params }: { params: Promise<{ id: string }> }) {
  return <AreaEdit id={(await params).id} />;
}
