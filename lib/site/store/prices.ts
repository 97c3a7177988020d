import { formatNumber, perTicket, prices, yen } from '@/lib/core/facts';

export interface PriceRow {
  label: string;
  price: string;
  /** A short note under the price (per-session price, what a session includes). */
  note?: string;
}

export interface PriceGroup {
  title: string;
  rows: PriceRow[];
}

const { premium, royalty, fullTraining, stretch } = prices;

/** The price list of a store page; the Premium fee is the store's own. */
export function storePriceGroups(premiumAmount: number): PriceGroup[] {
  return [
    {
      title: 'プレミアムコース（通い放題）',
      rows: [
        {
          label: '月会費',
          price: yen(premiumAmount),
          note: `1回${premium.sessionMinutes}分（パーソナルトレーニング${premium.personalMinutes}分＋有酸素運動${premium.aerobicMinutes}分）・回数無制限`,
        },
      ],
    },
    {
      title: 'ロイヤリティコース（回数券）',
      rows: royalty.map((ticket) => ({
        label: `${formatNumber(ticket.count)}回券`,
        price: yen(ticket.price),
        note: ticket.count > 1 ? `1回あたり${yen(perTicket(ticket))}` : undefined,
      })),
    },
    {
      title: 'フルトレーニング',
      rows: [
        { label: '1回', price: yen(fullTraining.single) },
        { label: `${formatNumber(fullTraining.book.count)}回券`, price: yen(fullTraining.book.price) },
      ],
    },
    {
      title: `パーソナルストレッチ（${stretch.minutes}分）`,
      rows: [
        { label: '1回', price: yen(stretch.single) },
        { label: `${formatNumber(stretch.book.count)}回券`, price: yen(stretch.book.price) },
      ],
    },
  ];
}
