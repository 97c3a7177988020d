'use client';

import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { type ReactNode, useId, useState } from 'react';
import { scheduleLines } from '@/lib/core/enquiry/field-texts';
import { FIELD_LABELS as label } from '@/lib/core/enquiry/fields';
import { formatPostCode } from '@/lib/core/enquiry/postal';
import { toSaveError } from '../live';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { PageHeader } from '../ui/page-header';
import { button, card, control } from '../ui/styles';
import { useToast } from '../ui/toast';
import {
  type Enquiry,
  type EnquiryStatus,
  GET_ENQUIRY,
  ON_ENQUIRY_CHANGE,
  RETRY_ENQUIRY_DELIVERY,
  SET_ENQUIRY_STATUS,
} from '@/graphql/admin-documents';
import {
  ANONYMIZED_BADGE,
  ANONYMIZED_LABEL,
  badge,
  deliveryOf,
  DELIVERY_BADGE,
  DELIVERY_LABELS,
  KIND_LABELS,
  MAIL_STATE_LABELS,
  mailDeliveryOf,
  RECIPIENT_LABELS,
  STATUS_BADGE,
  STATUS_LABELS,
} from './labels';
import { useAdminUser } from '../admin-app';
import { EnquiryErasure } from './erasure';
import { ENQUIRIES_HREF } from './links';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-slate-200 py-3 first:border-t-0 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-bold text-slate-700">{label}</dt>
      <dd className="min-w-0 whitespace-pre-wrap break-words text-slate-900">{children ?? <span className="text-slate-600">（なし）</span>}</dd>
    </div>
  );
}

function StatusChanger({ enquiry }: { enquiry: Enquiry }) {
  const id = useId();
  const toast = useToast();
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SET_ENQUIRY_STATUS);
  const [shown, setShown] = useState(enquiry.status);
  if (shown !== enquiry.status) {
    // Another admin changed it: show theirs.
    setShown(enquiry.status);
    setStatus(enquiry.status);
  }
  return (
    <form
      aria-label="対応状況の変更"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        save({ variables: { id: enquiry.id, status } }).then(
          () => toast(`対応状況を「${STATUS_LABELS[status]}」にしました。`),
          (failure: unknown) => setError(toSaveError(failure).message),
        );
      }}
    >
      <div>
        <label htmlFor={id} className="block text-sm font-bold text-slate-900">
          対応状況
        </label>
        <select
          id={id}
          value={status}
          onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
          className={`${control} w-40`}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={button.primary} disabled={loading || status === enquiry.status}>
        {loading ? '保存しています…' : '保存'}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Delivery({ enquiry, reload }: { enquiry: Enquiry; reload: () => Promise<unknown> }) {
  const toast = useToast();
  // The mails may go out (and their live events arrive) before this answer does: it is not
  // written over them; the enquiry is read again afterwards instead.
  const [retry, { loading }] = useMutation(RETRY_ENQUIRY_DELIVERY, { fetchPolicy: 'no-cache' });
  const [error, setError] = useState<string | null>(null);
  const delivery = deliveryOf(enquiry);
  return (
    <section className={card} aria-labelledby="enquiry-mails">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="enquiry-mails" className="text-lg font-bold">
          メールの送信状況
        </h2>
        <span className={`${badge} ${DELIVERY_BADGE[delivery]}`} data-testid="enquiry-delivery">
          {DELIVERY_LABELS[delivery]}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        お問い合わせごとに、会社あてとお客様あての2通のメールを送ります。送れなかったメールは時間をおいて自動で送り直します。宛先の誤りなどで送れないときや、長く送れないままのときは「送信失敗」となり、自動では送り直しません。
        {enquiry.deliveredAt ? `（送信完了：${formatJapanDateTime(enquiry.deliveredAt)}）` : ''}
      </p>
      <ul className="mt-4 space-y-3">
        {enquiry.mails.map((mail) => (
          <li key={mail.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-bold">{RECIPIENT_LABELS[mail.recipient] ?? mail.recipient}</span>
              <span className={`${badge} ${DELIVERY_BADGE[mailDeliveryOf(mail)]}`}>
                {MAIL_STATE_LABELS[mail.state] ?? mail.state}
              </span>
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_minmax(0,1fr)]">
              <dt className="text-slate-700">宛先</dt>
              <dd className="break-all">{mail.toAddress}</dd>
              <dt className="text-slate-700">件名</dt>
              <dd>{mail.subject}</dd>
              <dt className="text-slate-700">送信の試行回数</dt>
              <dd>{mail.attempts}回</dd>
              {mail.sentAt ? (
                <>
                  <dt className="text-slate-700">送信日時</dt>
                  <dd>{formatJapanDateTime(mail.sentAt)}</dd>
                </>
              ) : (
                <>
                  <dt className="text-slate-700">次の送信予定</dt>
                  <dd>{mail.state === 'undeliverable' ? '自動では送りません' : formatJapanDateTime(mail.nextAttemptAt)}</dd>
                </>
              )}
              {mail.lastError && mail.state !== 'sent' ? (
                <>
                  <dt className="text-slate-700">最後のエラー</dt>
                  <dd className="break-words font-mono text-xs text-red-800">{mail.lastError}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      {delivery !== 'sent' && !enquiry.anonymizedAt ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={button.primary}
            disabled={loading}
            onClick={() => {
              setError(null);
              retry({ variables: { id: enquiry.id } }).then(
                () => {
                  toast('再送を始めました。送信状況はこの画面で自動的に更新されます。');
                  void reload();
                },
                (failure: unknown) => setError(toSaveError(failure).message),
              );
            }}
          >
            {loading ? '再送しています…' : '再送する'}
          </button>
          <p className="text-sm text-slate-700">送れていないメールを今すぐ送り直します。</p>
          {error ? (
            <p role="alert" className="w-full text-sm font-bold text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** One enquiry with every field, its handling status and its two mails; updates live. */
export function EnquiryDetail({ id }: { id: string }) {
  const owner = useAdminUser().user.role === 'owner';
  const { data, loading, error, refetch } = useQuery<{ getEnquiry: Enquiry | null }>(GET_ENQUIRY, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    // Each read is its own request: joined to one already under way (read before the mails went
    // out), a read asked for after their event would bring back the older answer.
    context: { queryDeduplication: false },
  });
  // Events carry the whole enquiry and Apollo's cache replaces it by id; this enquiry's events also
  // read it again, so an answer read before the mails went out (the one after 再送する) cannot
  // stay on screen over them: a new read drops the answer of the one before.
  useSubscription(ON_ENQUIRY_CHANGE, {
    onData: ({ data: event }) => {
      if (event.data?.onEnquiryChange.id === id) void refetch();
    },
  });

  const enquiry = data?.getEnquiry;
  if (!data && loading) {
    return (
      <p role="status" className="text-slate-700">
        読み込み中…
      </p>
    );
  }
  if (error && !data) {
    return (
      <>
        <PageHeader title="お問い合わせ" backHref={ENQUIRIES_HREF} />
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
          読み込めませんでした。{error.message}
        </p>
      </>
    );
  }
  if (!enquiry) {
    return (
      <>
        <PageHeader title="見つかりません" backHref={ENQUIRIES_HREF} />
        <p className="text-slate-700">このお問い合わせは見つかりません。URLが正しいか確かめてください。</p>
      </>
    );
  }

  const franchise = enquiry.kind === 'franchise';
  const schedule = scheduleLines(enquiry.schedule);
  return (
    <>
      <PageHeader
        title={enquiry.anonymizedAt ? '匿名化したお問い合わせ' : `${enquiry.name} 様のお問い合わせ`}
        backHref={ENQUIRIES_HREF}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>受付：{formatJapanDateTime(enquiry.createdAt)}</span>
            <span>／ {KIND_LABELS[enquiry.kind]}</span>
            <span className={`${badge} ${STATUS_BADGE[enquiry.status]}`}>{STATUS_LABELS[enquiry.status]}</span>
            {enquiry.anonymizedAt ? <span className={`${badge} ${ANONYMIZED_BADGE}`}>{ANONYMIZED_LABEL}</span> : null}
          </span>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className={card} aria-labelledby="enquiry-fields">
          <h2 id="enquiry-fields" className="text-lg font-bold">
            お問い合わせの内容
          </h2>
          {enquiry.anonymizedAt ? (
            <p className="mt-2 rounded-md border border-violet-700 bg-violet-50 px-3 py-2 text-sm text-violet-900">
              {formatJapanDateTime(enquiry.anonymizedAt)}に匿名化したため、お名前や連絡先などの個人情報は残っていません。
            </p>
          ) : null}
          <dl className="mt-2">
            <Row label="受付日時">{formatJapanDateTime(enquiry.createdAt)}</Row>
            <Row label="種別">{KIND_LABELS[enquiry.kind]}</Row>
            <Row label={label.contact}>{enquiry.contact}</Row>
            <Row label={label.name}>{enquiry.name || null}</Row>
            <Row label={label.furigana}>{enquiry.furigana || null}</Row>
            {franchise ? <Row label={label.company}>{enquiry.company || null}</Row> : null}
            {!franchise ? <Row label={label.gender}>{enquiry.gender || null}</Row> : null}
            {!franchise ? <Row label={label.age}>{enquiry.age || null}</Row> : null}
            <Row label={label.phone}>
              {enquiry.phone ? (
                <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline underline-offset-2">
                  {enquiry.phone}
                </a>
              ) : null}
            </Row>
            <Row label={label.email}>
              {enquiry.email ? (
                <a href={`mailto:${enquiry.email}`} className="break-all text-brand-700 underline underline-offset-2">
                  {enquiry.email}
                </a>
              ) : null}
            </Row>
            {!franchise ? <Row label={label.postCode}>{enquiry.postCode ? formatPostCode(enquiry.postCode) : null}</Row> : null}
            {!franchise ? <Row label={label.address}>{enquiry.address || null}</Row> : null}
            {!franchise ? <Row label={label.addressOther}>{enquiry.addressOther || null}</Row> : null}
            {!franchise ? <Row label={label.destination}>{enquiry.destination || null}</Row> : null}
            {!franchise ? (
              <Row label={label.schedule}>
                {schedule.length ? (
                  <ul>
                    {schedule.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </Row>
            ) : null}
            <Row label={label.message}>{enquiry.message || null}</Row>
          </dl>
        </section>
        <div className="space-y-6">
          <section className={card} aria-labelledby="enquiry-status">
            <h2 id="enquiry-status" className="mb-3 text-lg font-bold">
              対応状況
            </h2>
            <StatusChanger enquiry={enquiry} />
            <p className="mt-3 text-xs text-slate-600">最終更新：{formatJapanDateTime(enquiry.updatedAt)}</p>
          </section>
          <Delivery enquiry={enquiry} reload={refetch} />
          {owner ? <EnquiryErasure enquiry={enquiry} /> : null}
        </div>
      </div>
    </>
  );
}
