import type { Metadata } from 'next';
import { AccountSettings } from '@/components/admin/account/account-settings';

export const metadata: Metadata = { title: 'アカウント' };

export default function AccountPage() {
  return <AccountSettings />;
}
