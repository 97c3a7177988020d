'use client';

import { useQuery, useSubscription } from '@apollo/client/react';
import Link from 'next/link';
import { ON_ENQUIRY_CHANGE, UNDELIVERABLE_ENQUIRY_COUNT } from '@/graphql/admin-documents';
import { NavCountBadge } from '../ui/nav-badge';
import { UNDELIVERABLE_HREF } from './links';

/*
 * Enquiries with a mail that was given up (a wrong address, or refused for days): the admin's home
 * and navigation show how many, so nobody has to open the inbox to notice.
 */

const NAME = 'メールを送信できなかったお問い合わせ';

/** The count, read again whenever an enquiry changes (created, delivered, given up, retried). */
export function useUndeliverableCount(): number {
  const { data, refetch } = useQuery(UNDELIVERABLE_ENQUIRY_COUNT, {
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(ON_ENQUIRY_CHANGE, { onData: () => void refetch() });
  return data?.undeliverableEnquiryCount ?? 0;
}

/** The dashboard's notice, linking to those enquiries; nothing while there are none. */
export function UndeliverableNotice() {
  const count = useUndeliverableCount();
  if (!count) return null;
  return (
    <div className="mb-6 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800">
      <Link href={UNDELIVERABLE_HREF} className="font-bold underline underline-offset-2 hover:text-red-900">
        {NAME}が{count.toLocaleString('ja-JP')}件あります
      </Link>
      <p className="mt-1">宛先の誤りなどで送れず、自動での再送も止まっています。お問い合わせを開いて確かめてください。</p>
    </div>
  );
}

/** The count beside the navigation's お問い合わせ, linking to those enquiries; nothing while there are none. */
export function UndeliverableNavBadge({ onNavigate }: { onNavigate?: () => void }) {
  const count = useUndeliverableCount();
  return <NavCountBadge href={UNDELIVERABLE_HREF} name={NAME} count={count} tone="alert" onNavigate={onNavigate} />;
}
