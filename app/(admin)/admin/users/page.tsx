import type { Metadata } from 'next';
import { AdminUsers } from '@/components/admin/users/admin-users';

export const metadata: Metadata = { title: '管理者' };

export default function UsersPage() {
  return <AdminUsers />;
}
