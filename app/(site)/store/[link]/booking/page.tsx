import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { findStore, type StoreParams, storeStaticParams } from '@/app/(site)/_components/store-params';
import { BookingFlow } from '@/components/booking/booking-flow';
import { TrialRules } from '@/components/booking/trial-rules';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHeader } from '@/components/site/page-header';
import type { StoreItem } from '@/lib/core/content/stores';
import { STORE_ATTRIBUTE } from '@/lib/core/analytics/shared';
import { trial } from '@/lib/core/facts';
import { CONTACT_FORM_PATH, routes, storeBookingPath, storePath } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import { loadBookingDays } from '@/lib/core/booking';
import { buildMetadata } from '@/lib/site/seo/metadata';
import { fullAddress } from '@/lib/site/store/details';

type Props = { params: StoreParams };

/*
 * A store's trial booking. The page around the booking is prerendered like the store page and
 * refreshed by the same tags; the days and times are read for each request (connection(), in a
 * <Suspense> with a skeleton), so a visitor never picks from an old page. Not indexed: the store
 * page is the store's page for search engines, and its times change by the hour.
 */

export const generateStaticParams = storeStaticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await findStore(params);
  return buildMetadata({
    title: `${store.name}の無料体験予約`,
    description: `${site.fullName} ${store.name}の無料体験（${trial.minMinutes}〜${trial.maxMinutes}分）を、空いている日時からその場でご予約いただけます。`,
    path: storeBookingPath(store.link),
    noindex: true,
  });
}

export default async function StoreBookingPage({ params }: Props) {
  const store = await findStore(params);
  return (
    <>
      {/* The store this page belongs to, for the visit analytics' beacon (public/oz-beacon.js): empty,
          and not `hidden`, so the beacon can tell it from a page visited before and kept hidden. */}
      <div {...{ [STORE_ATTRIBUTE]: store.id }} />
      <PageHeader en="BOOKING" ja={`${store.name}の無料体験予約`} />
      <Breadcrumbs items={[{ label: store.name, href: storePath(store.link) }, { label: routes.booking.en }]} />
      <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:pt-10">
        <p className="leading-loose">
          日付と時間を選び、お名前とご連絡先を入力するだけで、その場でご予約が確定します。初回の体験は無料、{trial.minMinutes}〜{trial.maxMinutes}分ほどです。
        </p>
        <div className="mt-8 rounded-lg bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-8">
          <Suspense fallback={<AvailabilitySkeleton />}>
            <Availability store={store} />
          </Suspense>
        </div>
        <p className="mt-8 text-sm leading-relaxed">
          ご希望の日時が見つからない場合や、見学のみご希望の場合は、
          <Link href={CONTACT_FORM_PATH} className="font-bold text-brand-900 underline underline-offset-4">
            お問い合わせフォーム
          </Link>
          からご相談ください。
        </p>
      </div>
    </>
  );
}

async function Availability({ store }: { store: StoreItem }) {
  await connection();
  const days = await loadBookingDays(store.id);
  if (!days) {
    return (
      <p className="leading-relaxed">
        この店舗では、現在ホームページからのご予約を受け付けていません。
        <Link href={CONTACT_FORM_PATH} className="font-bold text-brand-900 underline underline-offset-4">
          お問い合わせフォーム
        </Link>
        からご相談ください。
      </p>
    );
  }
  return (
    <BookingFlow
      store={{ id: store.id, name: store.name, address: fullAddress(store), phone: store.phone ?? null, href: storePath(store.link) }}
      days={days}
      rules={<TrialRules />}
    />
  );
}

function AvailabilitySkeleton() {
  return (
    <div role="status" aria-label="空き状況を読み込んでいます">
      <div className="mb-8 h-14 animate-pulse rounded-md bg-brand-100 motion-reduce:animate-none" />
      <div className="h-7 w-2/3 animate-pulse rounded bg-brand-100 motion-reduce:animate-none" />
      <div className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {Array.from({ length: 14 }, (_, index) => (
          <div key={index} className="h-20 animate-pulse rounded-lg bg-brand-100/60 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}
