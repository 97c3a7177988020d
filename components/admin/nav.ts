import type { Role } from '@/lib/core/auth/roles';

const EVERYONE: readonly Role[] = ['owner', 'editor', 'staff'];
const EDITORS: readonly Role[] = ['owner', 'editor'];
const OWNERS: readonly Role[] = ['owner'];

/**
 * Every screen of the admin, in the order the navigation lists them, with the roles that may open
 * it (the API checks every call anyway: lib/core/auth/permissions.ts). Store staff see their stores
 * read-only, and only their stores' campaigns, trainers, reviews, FAQ, trial bookings and enquiries.
 */
export const ADMIN_NAV = [
  { href: '/admin', label: 'ダッシュボード', roles: EVERYONE },
  // Review before publishing: what waits for approval, and one's own requests (components/admin/review).
  { href: '/admin/approvals', label: '承認待ち', roles: EVERYONE },
  { href: '/admin/stores', label: '店舗', roles: EVERYONE },
  { href: '/admin/areas', label: 'エリア', roles: EDITORS },
  { href: '/admin/news', label: '記事', roles: EDITORS },
  { href: '/admin/categories', label: 'カテゴリー', roles: EDITORS },
  { href: '/admin/seo', label: 'ページのSEO設定', roles: EDITORS },
  { href: '/admin/campaigns', label: 'キャンペーン', roles: EVERYONE },
  { href: '/admin/trainers', label: 'トレーナー', roles: EVERYONE },
  { href: '/admin/reviews', label: 'お客様の声', roles: EVERYONE },
  { href: '/admin/faq', label: 'よくある質問', roles: EVERYONE },
  { href: '/admin/bookings', label: '体験予約', roles: EVERYONE },
  { href: '/admin/enquiries', label: 'お問い合わせ', roles: EVERYONE },
  { href: '/admin/analytics', label: 'アクセス解析', roles: EVERYONE },
  { href: '/admin/media', label: 'メディア', roles: EVERYONE },
  { href: '/admin/trash', label: 'ゴミ箱', roles: EDITORS },
  { href: '/admin/redirects', label: 'リダイレクト', roles: EDITORS },
  { href: '/admin/account', label: 'アカウント', roles: EVERYONE },
  { href: '/admin/users', label: '管理者', roles: OWNERS },
  { href: '/admin/audit', label: '監査ログ', roles: OWNERS },
  { href: '/admin/help', label: '使い方', roles: EVERYONE },
] as const;

/** A screen of the admin, by its address. */
export type AdminSection = (typeof ADMIN_NAV)[number]['href'];

/** The screen's name, as the navigation and its heading say it. */
export const sectionLabel = (href: AdminSection): string => ADMIN_NAV.find((item) => item.href === href)?.label ?? '';

export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The screens the role may open, in navigation order. */
export function navFor(role: Role) {
  return ADMIN_NAV.filter((item) => item.roles.includes(role));
}

/** Whether the role may open the screen at `pathname` (its section's roles; the dashboard for `/admin`). */
export function mayOpen(pathname: string, role: Role): boolean {
  const section = [...ADMIN_NAV].reverse().find((item) => isCurrentSection(pathname, item.href)) ?? ADMIN_NAV[0];
  return section.roles.includes(role);
}
