import Link from 'next/link';

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-sm font-bold tracking-[0.3em] text-accent-600">404 NOT FOUND</p>
      <h1 className="mt-4 text-2xl font-bold">お探しのページが見つかりませんでした</h1>
      <p className="mt-4 leading-relaxed">
        申し訳ございません。お探しのページは削除されたか、URL が変更された可能性があります。
      </p>
      <Link href="/" className="mt-8 rounded-full bg-brand-900 px-8 py-3 font-bold text-white hover:bg-brand-700">
        トップページへ戻る
      </Link>
    </main>
  );
}
