import type { EntityName, Row } from '@/lib/model/entities';
import type { entities } from '@/lib/model/entities';

export interface AdminUserTable {
  id: string;
  email: string;
  name: string | null;
  passwordHash: string;
  disabled: number;
  /** Raised to end every session of the user (password change, disabling). */
  tokenVersion: number;
  createdAt: string;
  updatedAt: string;
}

export interface LoginAttemptTable {
  id: string;
  email: string;
  ip: string;
  succeeded: number;
  createdAt: string;
}

type EntityTables = {
  [N in EntityName as (typeof entities)[N]['table']]: Row<N>;
};

export type Database = EntityTables & {
  admin_user: AdminUserTable;
  login_attempt: LoginAttemptTable;
};
