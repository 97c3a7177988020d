import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { PUBLICATION_LABELS } from '@/lib/core/model/publication';
import { readPreview } from '@/lib/core/preview/article-preview';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { ArticleView } from '../../_components/article-page';
import { staticParams } from '../../_components/static-params';

/*
 * An article that is not public yet, shown by its signed preview link (lib/core/preview) to someone
 * without an account, exactly as its public page will show it, under a notice. Read for each
 * request, never indexed (X-Robots-Tag and the robots meta tag), and the link works for 7 days
 * or until the article is saved again.
 */

export const metadata: Metadata = {
  title: '記事のプレビュー',
  robots: { index: false, follow: false, nocache: true },
};

type Props = { params: Promise<{ token: string }> };

// No link is known at build: the placeholder lets Cache Components check the route, and every
// real link renders on its visit.
export const generateStaticParams = async () => staticParams([], ['token']);

export default function PreviewPage({ params }: Props) {
  return (
    <Suspense fallback={<p role="status" className="py-24 text-center">記事を読み込んでいます…</p>}>
      <Preview params={params} />
    </Suspense>
  );
}

async function Preview({ params }: Props) {
  await connection();
  const { token } = await params;
  const preview = await readPreview(token);
  if (preview.state !== 'valid') return <Unavailable expired={preview.state === 'expired'} />;
  const { article, publicState, publishAt } = preview;
  const when =
    publicState === 'scheduled'
      ? `${formatJapanDateTime(publishAt)} に公開される予定です。`
      : publicState === 'draft'
        ? 'まだ公開されていません（下書き）。'
        : 'すでに公開されています。';
  return (
    <>
      <p role="note" className="bg-amber-100 px-4 py-3 text-center text-sm font-bold text-amber-950">
        プレビュー（{PUBLICATION_LABELS[publicState]}）：この記事は{when}このページのアドレスを知っている人だけが見られます。
      </p>
      <ArticleView article={article} />
    </>
  );
}

function Unavailable({ expired }: { expired: boolean }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-xl font-bold">{expired ? 'このプレビューリンクは有効期限が切れています' : 'このプレビューリンクは使えません'}</h1>
      <p className="mt-4 leading-relaxed">
        {expired
          ? 'プレビューリンクの有効期限は作成から7日間です。'
          : 'リンクが正しくないか、記事がその後に保存されたため無効になりました。'}
        記事を担当しているスタッフに、新しいリンクを送ってもらってください。
      </p>
    </div>
  );
}
