import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { authOptions } from '@/lib/auth/options';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  title: '管理画面',
  robots: { index: false, follow: false },
};

export default async function AdminPage() {
  const session = await getServerSession(authOptions());
  if (!session?.user) redirect('/login?callbackUrl=/admin');
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{site.name} 管理画面</h1>
        <div className="flex items-center gap-4">
          <p>
            <span className="font-bold">{session.user.name || site.adminDefaultName}</span> さん
          </p>
          <SignOutButton />
        </div>
      </div>
      <p className="mt-8 leading-relaxed">
        店舗・エリア・記事などのコンテンツは GraphQL API（<code>/api/graphql</code>）で管理できます。
      </p>
    </main>
  );
}
