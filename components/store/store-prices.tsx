'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import type { ReactNode } from 'react';
import type { PriceGroup } from '@/lib/site/store/prices';
import type { RentalRow } from '@/lib/site/store/rentals';

function PriceTable({ caption, rows }: { caption: string; rows: readonly { label: string; price: string; note?: string }[] }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="bg-brand-900 px-4 py-2.5 text-left font-bold text-white">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-brand-100 last:border-b-0">
            <th scope="row" className="px-4 py-3 align-top font-medium">
              {row.label}
              {row.note && <span className="mt-0.5 block text-xs font-normal text-brand-700">{row.note}</span>}
            </th>
            <td className="px-4 py-3 text-right align-top font-bold whitespace-nowrap text-brand-900">{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const card = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100';

interface StorePricesProps {
  groups: readonly PriceGroup[];
  rentals: readonly RentalRow[];
  /** Shown under the first group (the Premium course): its card-payment form. */
  premiumFooter?: ReactNode;
}

/** The price list: the Premium course, tickets, then the rental items the store offers. */
export function StorePrices({ groups, rentals, premiumFooter }: StorePricesProps) {
  const [premium, tickets, ...others] = groups;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {premium && (
        <div className={`${card} md:col-span-2`}>
          <PriceTable caption={premium.title} rows={premium.rows} />
          {premiumFooter}
        </div>
      )}
      {tickets && (
        <div className={card}>
          <PriceTable caption={tickets.title} rows={tickets.rows} />
        </div>
      )}
      <div className="grid content-start gap-5">
        {others.map((group) => (
          <div key={group.title} className={card}>
            <PriceTable caption={group.title} rows={group.rows} />
          </div>
        ))}
      </div>
      {rentals.length > 0 && (
        <>
          <div className={`${card} md:col-span-2`}>
            <PriceTable caption="レンタル" rows={rentals} />
          </div>
          <p className="text-sm text-brand-700 md:col-span-2">レンタル表に記載のない品目は、この店舗では取り扱いがありません。</p>
        </>
      )}
    </div>
  );
}
