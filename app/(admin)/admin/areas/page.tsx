import type { Metadata } from 'next';
import { AreaList } from '@/components/admin/areas/areas';

export const metadata: Metadata = { title: 'エリア' };

export default function AreasPage() {
  return <AreaList />;
}
