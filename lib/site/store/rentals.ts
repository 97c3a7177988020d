import type { StoreItem } from '@/lib/core/content/stores';
import { yen } from '@/lib/core/facts';

type RentalField = 'rentalAllSet' | 'rentalTopBottomSet' | 'rentalTopOrBottom' | 'rentalShoes' | 'rentalSocks' | 'rentalShaker';

/** The rental items in the order the price list shows them. */
export const RENTAL_ITEMS: readonly { field: RentalField; label: string }[] = [
  { field: 'rentalAllSet', label: 'ウェア上下＋シューズ セット' },
  { field: 'rentalTopBottomSet', label: 'ウェア上下セット' },
  { field: 'rentalTopOrBottom', label: 'ウェア（上または下）' },
  { field: 'rentalShoes', label: 'シューズ' },
  { field: 'rentalSocks', label: '靴下' },
  { field: 'rentalShaker', label: 'プロテインシェイカー' },
];

export const FREE_LABEL = '無料';

/**
 * How a rental price reads: "0" is free, a number is yen ("500" → 500円, also "1,000" or
 * "500円" as an admin may type it), anything else is shown as written; empty means the store
 * does not offer the item (null).
 */
export function rentalPriceText(value: string | null | undefined): string | null {
  const text = (value ?? '').normalize('NFKC').trim();
  if (text === '') return null;
  const digits = text.replace(/,/g, '').replace(/円$/, '');
  if (/^\d+$/.test(digits)) return Number(digits) === 0 ? FREE_LABEL : yen(Number(digits));
  return text;
}

export interface RentalRow {
  label: string;
  price: string;
}

/** The items the store rents out, with their price texts; items it does not offer are left out. */
export function rentalRows(store: Pick<StoreItem, RentalField>): RentalRow[] {
  return RENTAL_ITEMS.flatMap(({ field, label }) => {
    const price = rentalPriceText(store[field]);
    return price === null ? [] : [{ label, price }];
  });
}
