'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import type { ReactNode } from 'react';
import { businessHoursLines, type StoreDetailFields, instagramUrl, isHttpsUrl, splitHoursLine, telHref } from '@/lib/site/store/details';
import { Icon } from '@/components/ui/icon';

const linkClass = 'font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900';

function ExternalMark() {
  return (
    <Icon name="external-link" className="ml-1 inline size-3.5 align-[-0.1em]" />
  );
}

/** The details table: address, access, contact, business hours and holidays, each row only when filled. */
export function StoreDetails({ store }: { store: StoreDetailFields }) {
  const hours = businessHoursLines(store.businessHours);
  const lineUrl = isHttpsUrl(store.line) ? store.line : null;
  const rows: { label: string; value: ReactNode }[] = [];

  if (store.address || store.addressOther) {
    rows.push({
      label: '住所',
      value: (
        <>
          {store.postCode && <span className="block">〒{store.postCode}</span>}
          {store.address && <span className="block">{store.address}</span>}
          {store.addressOther && <span className="block">{store.addressOther}</span>}
        </>
      ),
    });
  }
  if (store.access) rows.push({ label: 'アクセス', value: store.access });
  if (store.phone || lineUrl || store.instagram) {
    rows.push({
      label: 'お問い合わせ',
      value: (
        <ul className="space-y-1.5">
          {store.phone && (
            <li>
              <span className="mr-2 text-sm text-brand-700">電話</span>
              <a href={telHref(store.phone)} className={`${linkClass} text-lg tracking-wide`}>
                {store.phone}
              </a>
            </li>
          )}
          {(lineUrl || store.instagram) && (
            <li className="flex flex-wrap gap-x-5 gap-y-1">
              {lineUrl && (
                <a href={lineUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  LINE で相談する
                  <ExternalMark />
                  <span className="sr-only">（新しいタブで開きます）</span>
                </a>
              )}
              {store.instagram && (
                <a href={instagramUrl(store.instagram)} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  Instagram（@{store.instagram.replace(/^@/, '')}）
                  <ExternalMark />
                  <span className="sr-only">（新しいタブで開きます）</span>
                </a>
              )}
            </li>
          )}
        </ul>
      ),
    });
  }
  if (hours.length > 0) {
    rows.push({
      label: '営業時間',
      value: (
        <ul>
          {hours.map((line) => {
            const { days, time } = splitHoursLine(line);
            return (
              <li key={line} className="flex gap-3">
                {days && <span className="min-w-[4em] font-medium">{days}</span>}
                <span>{time}</span>
              </li>
            );
          })}
        </ul>
      ),
    });
  }
  if (store.holidays) rows.push({ label: '休業日', value: store.holidays });

  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="store-details-heading">
      <h2 id="store-details-heading" className="border-l-4 border-accent-500 pl-3 text-xl font-bold sm:text-2xl">
        店舗情報
      </h2>
      <dl className="mt-5 divide-y divide-brand-100 border-y border-brand-100">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 py-4 sm:grid-cols-[8rem_1fr] sm:gap-4">
            <dt className="font-bold text-brand-900">{row.label}</dt>
            <dd className="leading-relaxed">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
