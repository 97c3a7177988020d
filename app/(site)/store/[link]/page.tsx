import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PageHeader } from '@/components/site/page-header';
import type { StoreItem } from '@/graphql/operations';
import { getPublishedStores, getStoreByLink } from '@/lib/content/store-page';
import { getConfig } from '@/lib/config';
import { CONTACT_FORM_PATH, storePath } from '@/lib/routes';
import { JsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { exerciseGymJsonLd } from '@/lib/seo/structured-data';
import { site } from '@/lib/site';

type Props = { params: Promise<{ link: string }> };

/** Stores created after the build render on their first visit. */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<{ link: string }[]> {
  const stores = await getPublishedStores();
  return stores.map((store) => ({ link: store.link }));
}

async function findStore(params: Props['params']): Promise<StoreItem> {
  const store = await getStoreByLink((await params).link);
  if (!store) notFound();
  return store;
}

const fullAddress = (store: StoreItem) => [store.address, store.addressOther].filter(Boolean).join(' ');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await findStore(params);
  const address = fullAddress(store);
  return buildMetadata({
    title: store.name,
    description: `${site.fullName} ${store.name}の店舗情報です。${address ? `所在地は${address}。` : ''}アクセス、営業時間、無料体験のご予約はこちらから。`,
    keywords: [store.name, `加圧トレーニング ${store.name.replace(/店$/, '')}`, `パーソナルジム ${store.name.replace(/店$/, '')}`, site.name],
    path: storePath(store.link),
  });
}

/** A phone number as a tel: address: digits (and a leading +) only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export default async function StorePage({ params }: Props) {
  const store = await findStore(params);
  const address = fullAddress(store);
  const businessHours = (store.businessHours ?? []).filter((line): line is string => Boolean(line));
  const details: { label: string; value: ReactNode }[] = [];
  if (address) {
    details.push({
      label: '住所',
      value: (
        <>
          {store.postCode && <span className="block">〒{store.postCode}</span>}
          {store.address}
          {store.addressOther && <span className="block">{store.addressOther}</span>}
        </>
      ),
    });
  }
  if (store.access) details.push({ label: 'アクセス', value: store.access });
  if (store.phone) {
    details.push({
      label: '電話番号',
      value: (
        <a href={telHref(store.phone)} className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {store.phone}
        </a>
      ),
    });
  }
  if (businessHours.length > 0) {
    details.push({
      label: '営業時間',
      value: (
        <ul>
          {businessHours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    });
  }
  if (store.holidays) details.push({ label: '休業日', value: store.holidays });

  return (
    <>
      <PageHeader en="STORE" ja={store.name} />
      <Breadcrumbs items={[{ label: store.name }]} />
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:pt-10">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
          {store.thumbImage && (
            <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-brand-100">
              <Image
                src={store.thumbImage}
                alt={`${store.name}のトレーニングスタジオ`}
                fill
                priority
                sizes="(min-width: 1152px) 544px, (min-width: 1024px) 47vw, 100vw"
                className="object-cover"
              />
            </div>
          )}
          <section aria-labelledby="store-details-heading">
            <h2 id="store-details-heading" className="border-l-4 border-accent-500 pl-3 text-xl font-bold sm:text-2xl">
              店舗情報
            </h2>
            <dl className="mt-5 divide-y divide-brand-100 border-y border-brand-100">
              {details.map((row) => (
                <div key={row.label} className="grid gap-1 py-4 sm:grid-cols-[7rem_1fr] sm:gap-4">
                  <dt className="font-bold text-brand-900">{row.label}</dt>
                  <dd className="leading-relaxed">{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <p className="mt-12 text-center">
          <Link
            href={CONTACT_FORM_PATH}
            className="inline-flex min-h-12 items-center justify-center rounded-full bg-accent-500 px-8 py-3 text-center font-bold text-brand-950 shadow-sm transition-colors hover:bg-accent-500/80"
          >
            {store.name}で無料体験を予約する
          </Link>
        </p>
      </div>
      <JsonLd data={exerciseGymJsonLd(store, getConfig().siteUrl)} />
    </>
  );
}
