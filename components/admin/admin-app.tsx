'use client';

import { ApolloProvider } from '@apollo/client/react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { AdminAccount } from '@/lib/core/auth/account';
import { ROLE_LABELS } from '@/lib/core/auth/roles';
import { site } from '@/lib/core/site';
import { closeAdminClient, getAdminClient } from './apollo';
import { ENQUIRIES_HREF } from './enquiries/links';
import { UndeliverableNavBadge } from './enquiries/undeliverable';
import { APPROVALS_HREF, ReviewNavBadge } from './review/approvals';
import { NotificationsMenu } from './review/notifications';
import { preload, stopAllCollections } from './live';
import { isCurrentSection, mayOpen, navFor } from './nav';
import { ConfirmProvider } from './ui/confirm';
import { button } from './ui/styles';
import { ToastProvider } from './ui/toast';

/** The signed-in admin as the shell shows it: who, and what their role lets them open. */
export type AdminUser = Pick<AdminAccount, 'id' | 'email' | 'name' | 'role' | 'storeIds'>;

interface AdminUserContextValue {
  user: AdminUser;
  setUser: (user: AdminUser) => void;
}

const AdminUserContext = createContext<AdminUserContextValue | null>(null);

/** The signed-in admin, and a way to show a changed name in the shell at once. */
export function useAdminUser(): AdminUserContextValue {
  const value = useContext(AdminUserContext);
  if (!value) throw new Error('useAdminUser is used outside the admin');
  return value;
}

/** The lists every screen reads, loaded and subscribed to once at start-up. */
const START_UP_ENTITIES = ['Question', 'Review', 'Trainer', 'Store', 'Area', 'Category', 'News', 'Campaign'] as const;

/** Signs out and opens `callbackUrl` (the login page, optionally with a `?notice=` to show there). */
export async function signOutOfAdmin(callbackUrl = '/login'): Promise<void> {
  stopAllCollections();
  await closeAdminClient();
  await signOut({ callbackUrl });
}

export function AdminApp({ user: initialUser, mustEnrollTwoFactor = false, children }: { user: AdminUser; mustEnrollTwoFactor?: boolean; children: ReactNode }) {
  const [user, setUser] = useState(initialUser);
  const [loading, setLoading] = useState(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    let active = true;
    void preload([...START_UP_ENTITIES]).finally(() => {
      if (active) setLoading(false);
    });
    return () => {
      active = false;
    };
  }, []);

  const displayName = user.name?.trim() || site.adminDefaultName;

  return (
    <ApolloProvider client={getAdminClient()}>
      <AdminUserContext.Provider value={{ user, setUser }}>
        <ToastProvider>
          <ConfirmProvider>
            <a href="#admin-main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
              本文へ移動
            </a>
            <div className="min-h-dvh bg-slate-50 text-slate-900 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
              <header className="sticky top-0 z-30 flex items-center justify-between gap-3 bg-brand-900 px-4 py-3 text-white lg:hidden">
                <p className="font-black tracking-wider">{site.name} 管理画面</p>
                <button
                  type="button"
                  aria-expanded={menuOpen}
                  aria-controls="admin-nav"
                  onClick={() => setMenuOpen((open) => !open)}
                  className="rounded border border-white/60 px-3 py-1.5 text-sm font-bold"
                >
                  {menuOpen ? 'メニューを閉じる' : 'メニュー'}
                </button>
              </header>
              <aside
                id="admin-nav"
                className={`${menuOpen ? 'block' : 'hidden'} bg-brand-950 text-white lg:sticky lg:top-0 lg:block lg:h-dvh lg:overflow-y-auto`}
              >
                <p className="hidden px-5 pb-2 pt-6 text-xl font-black tracking-wider lg:block">{site.name} 管理画面</p>
                <div className="border-b border-white/15 px-5 py-3 text-sm">
                  <p>
                    <span className="sr-only">ログイン中：</span>
                    <span className="font-bold" data-testid="admin-display-name">
                      {displayName}
                    </span>
                    <span> さん</span>
                  </p>
                  <p className="truncate text-xs text-white/75">{user.email}</p>
                  <p className="mt-1 text-xs text-white/75">権限：{ROLE_LABELS[user.role]}</p>
                  <NotificationsMenu onNavigate={() => setMenuOpen(false)} />
                </div>
                <nav aria-label="管理メニュー" className="px-2 py-3">
                  <ul className="space-y-0.5">
                    {navFor(user.role).map((item) => {
                      const current = isCurrentSection(pathname, item.href);
                      return (
                        <li key={item.href} className="flex items-center gap-1">
                          <Link
                            href={item.href}
                            aria-current={current ? 'page' : undefined}
                            onClick={() => setMenuOpen(false)}
                            className={`block flex-1 rounded px-3 py-2 text-sm font-bold ${current ? 'bg-white text-brand-950' : 'text-white hover:bg-white/10'}`}
                          >
                            {item.label}
                          </Link>
                          {item.href === ENQUIRIES_HREF ? <UndeliverableNavBadge onNavigate={() => setMenuOpen(false)} /> : null}
                          {item.href === APPROVALS_HREF ? <ReviewNavBadge onNavigate={() => setMenuOpen(false)} /> : null}
                        </li>
                      );
                    })}
                  </ul>
                </nav>
                <div className="flex flex-col gap-2 px-5 pb-6 pt-2">
                  <a href="/" target="_blank" rel="noopener" className="text-sm text-white underline underline-offset-2">
                    公開サイトを開く（新しいタブ）
                  </a>
                  <button type="button" className={`${button.secondary} mt-2`} onClick={() => void signOutOfAdmin()}>
                    ログアウト
                  </button>
                </div>
              </aside>
              <div className="min-w-0">
                {loading ? (
                  <div role="status" className="sticky top-0 z-20 flex items-center gap-3 bg-amber-50 px-4 py-2 text-sm font-bold text-amber-900 lg:top-0">
                    <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-amber-900 border-t-transparent" />
                    データを読み込んでいます…
                  </div>
                ) : null}
                {mustEnrollTwoFactor ? (
                  <div role="alert" className="border-b border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-900 md:px-8">
                    オーナーの設定により、2段階認証が必須になりました。
                    <Link href="/admin/account#two-factor" className="ml-1 underline underline-offset-2">
                      アカウント画面で2段階認証を設定してください
                    </Link>
                    。設定が終わるまで、ほかの操作はできません。
                  </div>
                ) : null}
                <main id="admin-main" className="mx-auto max-w-6xl px-4 py-6 md:px-8 md:py-8" aria-busy={loading || undefined}>
                  {mayOpen(pathname, user.role) ? (
                    children
                  ) : (
                    <section aria-labelledby="no-access-title" className="rounded-lg border border-slate-200 bg-white p-6">
                      <h1 id="no-access-title" className="text-xl font-bold">
                        この画面を開く権限がありません
                      </h1>
                      <p className="mt-3 text-sm text-slate-700">
                        {ROLE_LABELS[user.role]}のアカウントでは、この画面は使えません。必要な場合は、オーナーに権限の変更を依頼してください。
                      </p>
                      <Link href="/admin" className="mt-4 inline-block font-bold text-brand-800 underline underline-offset-2">
                        ダッシュボードへ戻る
                      </Link>
                    </section>
                  )}
                </main>
              </div>
            </div>
          </ConfirmProvider>
        </ToastProvider>
      </AdminUserContext.Provider>
    </ApolloProvider>
  );
}
