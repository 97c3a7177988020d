/*
 * The audit log's words, shared by the server and the owner's screen (lib/core/audit/log.ts writes the
 * entries): what was done, and to what.
 */

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'restore',
  'sign-in',
  'sign-in-failed',
  'lock',
  'sign-out-everywhere',
  'role-change',
  'account-invite',
  'account-disable',
  'account-enable',
  'account-update',
  'password-change',
  'password-reset-request',
  'password-reset',
  'email-change-request',
  'email-change',
  'totp-enable',
  'totp-disable',
  'recovery-codes',
  'setting-change',
  'enquiry-status',
  'enquiry-retry',
  'enquiry-anonymize',
  'enquiry-delete',
  'booking-state',
  'booking-move',
  'booking-block',
  'booking-unblock',
  'booking-settings',
  'booking-anonymize',
  'booking-delete',
  'export',
  'refused',
  'trash-delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: '作成',
  update: '更新',
  delete: '削除',
  publish: '公開',
  unpublish: '非公開',
  restore: '復元',
  'sign-in': 'ログイン',
  'sign-in-failed': 'ログイン失敗',
  lock: 'ロック',
  'sign-out-everywhere': '全端末からログアウト',
  'role-change': '権限の変更',
  'account-invite': 'アカウントの招待',
  'account-disable': 'アカウントの無効化',
  'account-enable': 'アカウントの有効化',
  'account-update': 'アカウントの更新',
  'password-change': 'パスワードの変更',
  'password-reset-request': 'パスワード再設定の依頼',
  'password-reset': 'パスワードの再設定',
  'email-change-request': 'メールアドレス変更の依頼',
  'email-change': 'メールアドレスの変更',
  'totp-enable': '2段階認証の有効化',
  'totp-disable': '2段階認証の無効化',
  'recovery-codes': 'リカバリーコードの再発行',
  'setting-change': '設定の変更',
  'enquiry-status': 'お問い合わせの対応状況',
  'enquiry-retry': 'メールの再送',
  'enquiry-anonymize': 'お問い合わせの匿名化',
  'enquiry-delete': 'お問い合わせの削除',
  'booking-state': '体験予約の状態の変更',
  'booking-move': '体験予約の日時の変更',
  'booking-block': '予約枠の停止',
  'booking-unblock': '予約枠の再開',
  'booking-settings': '予約設定の変更',
  'booking-anonymize': '体験予約の匿名化',
  'booking-delete': '体験予約の削除',
  export: 'エクスポート',
  refused: '権限がないため拒否',
  'trash-delete': 'ゴミ箱から完全に削除',
};

/**
 * Who the screen names for an entry without an actor: the worker's own jobs (the retention
 * period's anonymisation) are the system's; anything else was done before signing in.
 */
export function actorlessLabel(action: string): string {
  return action === 'enquiry-anonymize' || action === 'booking-anonymize' ? 'システム（自動処理）' : '（ログイン前）';
}

/** The records the log names, as the screen shows them. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  Store: '店舗',
  Area: 'エリア',
  News: '記事',
  NewsContent: '記事のブロック',
  Category: 'カテゴリー',
  Campaign: 'キャンペーン',
  Trainer: 'トレーナー',
  Review: 'お客様の声',
  Question: 'よくある質問',
  Enquiry: 'お問い合わせ',
  Booking: '体験予約',
  BookingBlock: '予約枠の停止',
  BookingSetting: '予約設定',
  Media: 'メディア',
  AdminUser: '管理者アカウント',
  AuditLog: '監査ログ',
  SiteSetting: 'サイトの設定',
  PageSeo: 'ページのSEO設定',
  Redirect: 'リダイレクト',
};
