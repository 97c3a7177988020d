import Link from 'next/link';
import { routes } from '@/lib/routes';

/** The not-found page's title (the layout's template adds the site name). */
export const NOT_FOUND_TITLE = 'ページが見つかりません';

/** The not-found message, shared by the site's 404 (inside header and footer) and the bare root one. */
export function NotFoundContent() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p lang="en" className="text-sm font-bold tracking-[0.3em] text-brand-700">
        404 NOT FOUND
      </p>
      <h1 className="mt-4 text-2xl font-bold">お探しのページが見つかりませんでした</h1>
      <p className="mt-6 leading-relaxed">
        申し訳ございません。お探しのページは削除されたか、URL が変更された可能性があります。
      </p>
      <p className="mt-2 leading-relaxed">お手数ですが、トップページから目的のページをお探しください。</p>
      <Link
        href={routes.home.path}
        className="mt-10 inline-flex min-h-12 items-center rounded-full bg-brand-900 px-8 py-3 font-bold text-white transition-colors hover:bg-brand-700"
      >
        トップページへ戻る
      </Link>
    </div>
  );
}
