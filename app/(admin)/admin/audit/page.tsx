import type { Metadata } from 'next';
import { AuditLog } from '@/components/admin/audit/audit-log';

export const metadata: Metadata = { title: '監査ログ' };

export default function AuditPage() {
  return <AuditLog />;
}
