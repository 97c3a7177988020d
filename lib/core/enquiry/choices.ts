import { japanToday } from '@/lib/core/time/japan';

/** The choice lists of the contact and franchise forms (spec sections 3 and 9). */

export const GENDERS = ['男性', '女性'] as const;

export const AGES = ['10代', '20代', '30代', '40代', '50代', '60代', '70代', '80代', '90代'] as const;

export const CONTACT_PURPOSES = ['体験トレーニング', '店舗見学', 'お問い合わせ'] as const;

export const FRANCHISE_PURPOSES = ['フランチャイズ加盟の資料請求', 'お問い合わせ'] as const;

/** The destination a visitor picks when no particular store is meant. */
export const NO_STORE = '店舗指定なし';

export const NO_TIME = '指定なし';

/** Hourly start times from 10:00〜 to 20:00〜, after 指定なし. */
export const TIMES: readonly string[] = [NO_TIME, ...Array.from({ length: 11 }, (_, i) => `${10 + i}:00〜`)];

export const MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) => String(i + 1));

export const DAYS: readonly string[] = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** The years a wish may name: this year and the next, in Japan's calendar. */
export function scheduleYears(now: Date = new Date()): string[] {
  const year = Number(japanToday(now).slice(0, 4));
  return [String(year), String(year + 1)];
}

export const WISH_COUNT = 3;

/** Shown for a wish that lacks its year, month, day or time. */
export const UNSPECIFIED = '未指定';
