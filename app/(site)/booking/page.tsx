import Link from 'next/link';
import { getAreasWithStores } from '@/lib/core/content/stores';
import { trial } from '@/lib/core/facts';
import { CONTACT_FORM_PATH, storeBookingPath } from '@/lib/core/routes';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { fullAddress } from '@/lib/site/store/details';
import { Lead, RoutePage, Section } from '../_components/route-page';

export const generateMetadata = () => fixedPageMetadata('booking');

/** Where a booking starts without a store: the published stores by area, each to its booking page. */
export default async function BookingPage() {
  const groups = await getAreasWithStores();
  return (
    <RoutePage name="booking">
      <Lead>
        <p>
          体験をご希望の店舗を選んでください。空いている日時を選び、お名前とご連絡先を入力するだけで、その場でご予約が確定します。初回の体験は無料、
          {trial.minMinutes}〜{trial.maxMinutes}分ほどです。
        </p>
      </Lead>
      {groups
        .filter((group) => group.stores.length > 0)
        .map((group) => (
          <Section key={group.area.id} title={group.area.jp}>
            <ul className="grid gap-3 sm:grid-cols-2">
              {group.stores.map((store) => (
                <li key={store.id}>
                  <Link
                    href={storeBookingPath(store.link)}
                    className="flex min-h-16 flex-col justify-center rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-brand-100 transition-shadow hover:shadow-md hover:ring-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 motion-reduce:transition-none"
                  >
                    <span className="font-bold text-brand-900">{store.name}</span>
                    {fullAddress(store) ? <span className="text-sm text-brand-700">{fullAddress(store)}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ))}
      <p className="mt-12 text-sm leading-relaxed">
        店舗見学や、日時のご相談は
        <Link href={CONTACT_FORM_PATH} className="font-bold text-brand-900 underline underline-offset-4">
          お問い合わせフォーム
        </Link>
        からどうぞ。
      </p>
    </RoutePage>
  );
}
