'use client';

import { useMutation } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ANONYMIZE_ENQUIRY, DELETE_ENQUIRY, type Enquiry } from '@/graphql/admin-documents';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { toSaveError } from '../live';
import { useConfirm } from '../ui/confirm';
import { button, card } from '../ui/styles';
import { useToast } from '../ui/toast';
import { ENQUIRIES_HREF } from './links';

const WHAT_GOES = 'お名前・フリガナ・性別・年代・電話番号・メールアドレス・住所・会社名・ご希望日時・お問い合わせ内容';

/**
 * Erasing a visitor's personal data when they ask (owners only; the API refuses anyone else):
 * 匿名化 keeps the enquiry for the statistics without them, 削除 removes it. Both remove its mails.
 */
export function EnquiryErasure({ enquiry }: { enquiry: Enquiry }) {
  const confirm = useConfirm();
  const toast = useToast();
  const router = useRouter();
  const [anonymize, anonymizing] = useMutation(ANONYMIZE_ENQUIRY);
  const [remove, removing] = useMutation(DELETE_ENQUIRY);
  const [error, setError] = useState<string | null>(null);
  const busy = anonymizing.loading || removing.loading;

  const run = async (mode: 'anonymize' | 'delete') => {
    setError(null);
    const ok = await confirm(
      mode === 'anonymize'
        ? {
            title: 'このお問い合わせを匿名化しますか？',
            message: `${WHAT_GOES}を消去し、このお問い合わせのメール（送信前のものを含む）も削除します。受付日時・種別・ご用件・お問い合わせ先・対応状況は統計のために残ります。この操作は取り消せません。`,
            confirmLabel: '匿名化する',
          }
        : {
            title: 'このお問い合わせを削除しますか？',
            message: 'このお問い合わせと、そのメール（送信前のものを含む）をすべて削除します。統計にも残りません。この操作は取り消せません。',
            confirmLabel: '削除する',
          },
    );
    if (!ok) return;
    try {
      if (mode === 'anonymize') {
        await anonymize({ variables: { id: enquiry.id } });
        toast('お問い合わせを匿名化しました。');
      } else {
        await remove({ variables: { id: enquiry.id } });
        toast('お問い合わせを削除しました。');
        router.push(ENQUIRIES_HREF);
      }
    } catch (failure) {
      setError(toSaveError(failure).message);
    }
  };

  return (
    <section className={card} aria-labelledby="enquiry-erasure">
      <h2 id="enquiry-erasure" className="text-lg font-bold">
        個人情報の消去
      </h2>
      {enquiry.anonymizedAt ? (
        <p className="mt-2 text-sm text-slate-700">
          {formatJapanDateTime(enquiry.anonymizedAt)}に匿名化しました。個人情報はすでに消去されています。記録ごと消すときは「削除」を使います。
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          お客様から個人情報の消去を求められたときに使います。「匿名化」は個人情報だけを消して統計用の記録を残し、「削除」は記録ごと消します。どちらも監査ログに記録されます（消去した内容は記録されません）。
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {enquiry.anonymizedAt ? null : (
          <button type="button" className={button.secondary} disabled={busy} onClick={() => void run('anonymize')}>
            {anonymizing.loading ? '匿名化しています…' : '匿名化'}
          </button>
        )}
        <button type="button" className={button.danger} disabled={busy} onClick={() => void run('delete')}>
          {removing.loading ? '削除しています…' : '削除'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
