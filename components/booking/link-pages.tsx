import Link from 'next/link';
import type { ReactNode } from 'react';
import type { BookingLinkState, BookingSummary } from '@/lib/core/booking/shared';
import { routes } from '@/lib/core/routes';

/* What the pages behind a booking mail's links show around their own step: the booking, or why the link shows none. */

const PROBLEMS: Record<Exclude<BookingLinkState['state'], 'valid'>, { title: string; text: string }> = {
  invalid: {
    title: 'このリンクはご利用いただけません',
    text: 'リンクが正しくないか、ご予約の日時を変更されたため無効になっています。日時を変更された場合は、変更後にお送りしたメールのリンクをお使いください。',
  },
  expired: {
    title: 'このご予約の受付は終了しました',
    text: 'ご予約の開始時刻を過ぎたため、このリンクからはお手続きいただけません。',
  },
  cancelled: {
    title: 'このご予約はキャンセル済みです',
    text: 'このご予約は、すでにキャンセルされています。',
  },
};

export function RebookLink() {
  return (
    <p className="mt-8">
      <Link href={routes.booking.path} className="font-bold text-brand-900 underline underline-offset-4">
        あらためて無料体験を予約する
      </Link>
    </p>
  );
}

/** A link that opens no booking: why, and the way to book again. */
export function LinkProblem({ state }: { state: Exclude<BookingLinkState['state'], 'valid'> }) {
  const problem = PROBLEMS[state];
  return (
    <section aria-labelledby="booking-link-problem">
      <h2 id="booking-link-problem" className="border-l-4 border-accent-500 pl-3 text-xl font-bold leading-snug sm:text-2xl">
        {problem.title}
      </h2>
      <p className="mt-4 leading-relaxed">{problem.text}</p>
      <RebookLink />
    </section>
  );
}

/** The booking a link opens, and below it the page's own step. */
export function BookingCard({ booking, children }: { booking: BookingSummary; children: ReactNode }) {
  return (
    <>
      <dl aria-label="ご予約の内容" className="divide-y divide-brand-100 rounded-lg bg-white px-4 shadow-sm ring-1 ring-brand-100 sm:px-6">
        <div className="grid gap-1 py-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="font-bold">店舗</dt>
          <dd>{booking.storeName}</dd>
        </div>
        <div className="grid gap-1 py-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="font-bold">日時</dt>
          <dd>{booking.when}</dd>
        </div>
      </dl>
      <div className="mt-10">{children}</div>
    </>
  );
}

export function LinkSkeleton() {
  return <p role="status" className="py-12 text-center">ご予約を確認しています…</p>;
}
