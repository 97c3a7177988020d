/** Every screen of the admin, in the order the navigation lists them. */
export const ADMIN_NAV = [
  { href: '/admin', label: 'ダッシュボード' },
  { href: '/admin/stores', label: '店舗' },
  { href: '/admin/areas', label: 'エリア' },
  { href: '/admin/news', label: '記事' },
  { href: '/admin/categories', label: 'カテゴリー' },
  { href: '/admin/campaigns', label: 'キャンペーン' },
  { href: '/admin/trainers', label: 'トレーナー' },
  { href: '/admin/reviews', label: 'お客様の声' },
  { href: '/admin/faq', label: 'よくある質問' },
  { href: '/admin/enquiries', label: 'お問い合わせ' },
  { href: '/admin/media', label: 'メディア' },
  { href: '/admin/trash', label: 'ゴミ箱' },
  { href: '/admin/account', label: 'アカウント' },
  { href: '/admin/users', label: '管理者' },
  { href: '/admin/help', label: '使い方' },
] as const;

export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}
