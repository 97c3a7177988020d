import type { Metadata } from 'next';
import { TrashList } from '@/components/admin/trash/trash-list';

export const metadata: Metadata = { title: 'ゴミ箱' };

export default function TrashPage() {
  return <TrashList />;
}
