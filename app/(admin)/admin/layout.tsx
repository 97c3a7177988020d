import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import type { ReactNode } from 'react';
import { AdminApp } from '@/components/admin/admin-app';
import { SiteUrlProvider } from '@/components/admin/seo/site-url';
import { getConfig } from '@/lib/core/config';
import { authOptions } from '@/lib/core/auth/options';
import { accessOf, findUserById, mustEnrollTwoFactor } from '@/lib/core/auth/users';
import { getDb } from '@/lib/core/db';
import { site } from '@/lib/core/site';

// Rendered for each request and signed-in account (its scripts carry middleware.ts's CSP nonce):
// nothing here is prerendered, so the page waits for its data instead of streaming a shell.
export const instant = false;

export const metadata: Metadata = {
  title: { default: '管理画面', template: `%s｜${site.name} 管理画面` },
  robots: { index: false, follow: false },
};

/** The admin app, for signed-in staff only (middleware.ts guards it too; the API checks every call). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions());
  if (!session?.user?.id) redirect('/login?callbackUrl=/admin');
  // The role and stores come from the database on every request, as the API reads them.
  const db = await getDb();
  const user = await findUserById(db, session.user.id);
  if (!user || user.disabled !== 0) redirect('/login?callbackUrl=/admin');
  const { role, storeIds } = await accessOf(db.kysely, user);
  const mustEnroll = await mustEnrollTwoFactor(db, user);
  return (
    <AdminApp user={{ id: user.id, email: user.email, name: user.name, role, storeIds }} mustEnrollTwoFactor={mustEnroll}>
      <SiteUrlProvider siteUrl={getConfig().siteUrl}>{children}</SiteUrlProvider>
    </AdminApp>
  );
}
