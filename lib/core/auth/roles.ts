/*
 * The three roles of an admin account, and what each may do (the table of every API operation is
 * lib/core/auth/permissions.ts). Shared by the server and the admin's screens, so it imports nothing
 * of the server.
 */

export const ROLES = ['owner', 'editor', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'オーナー',
  editor: '編集者',
  staff: '店舗スタッフ',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'すべての操作ができます。アカウントと権限の管理、監査ログの閲覧、お問い合わせの匿名化・削除もできます。',
  editor: '店舗・エリア・記事・キャンペーン・トレーナー・お客様の声・よくある質問・画像と、お問い合わせを扱えます（匿名化・削除を除く）。アカウントの管理はできません。',
  staff: '担当店舗のトレーナー・お客様の声・よくある質問・キャンペーンと、担当店舗宛てのお問い合わせだけを扱えます。店舗情報は閲覧のみです。',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Content that belongs to one store, which store staff may edit for their own stores. */
export const STORE_CONTENT = ['Trainer', 'Review', 'Question', 'Campaign'] as const;

/** Who an account is, as the screens and the checks need it. */
export interface Access {
  role: Role;
  /** The stores of a store-staff account (empty for the other roles, who reach every store). */
  storeIds: readonly string[];
}

export const isOwner = (access: Access | null | undefined) => access?.role === 'owner';
/** Owners and editors: all content, every store. */
export const reachesAllContent = (access: Access | null | undefined) => access?.role === 'owner' || access?.role === 'editor';
