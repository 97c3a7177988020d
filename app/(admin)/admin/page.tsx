import type { Metadata } from 'next';
import { Dashboard } from '@/components/admin/dashboard/dashboard';

export const metadata: Metadata = { title: 'ダッシュボード' };

export default function AdminDashboardPage() {
  return <Dashboard />;
}
