import { expect, type Locator, type Page } from '@playwright/test';
import { storeBookingPath } from '@/lib/core/routes';
import { field } from './helpers';

/* A visitor's steps on a store's booking page (components/booking), shared by the booking specs and the cluster's. */

export const dayButtons = (page: Page) => page.getByRole('list', { name: 'ご希望の日付を選んでください' }).getByRole('button');
export const timeRadio = (page: Page, label: string) => page.getByRole('radio', { name: new RegExp(`^${label}`) });

/** The furthest day with a free time (the least likely to be near the lead time), and its accessible name. */
export async function chooseLastDay(page: Page): Promise<string> {
  const day = dayButtons(page).last();
  const name = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  await expect(page.getByRole('heading', { name: 'ご希望の時間を選んでください' })).toBeFocused();
  return name;
}

/**
 * A phone number of the visitor with this e-mail (090-XXXX-XXXX): a contact may hold two bookings
 * at a time (lib/core/booking/limits.ts), so the tests' visitors must not share one.
 */
export function phoneFor(email: string): string {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const digits = String(hash % 100_000_000).padStart(8, '0');
  return `090-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** The same, as a Japanese keyboard types it: full-width digits and dash (the page normalises it). */
const fullWidth = (text: string) => text.replace(/[0-9-]/g, (char) => (char === '-' ? '－' : String.fromCharCode(char.charCodeAt(0) + 0xfee0)));

export async function fillDetails(page: Page, email: string, { name = '山田 花子', furigana = 'やまだ はなこ' } = {}) {
  await field(page, 'お名前').fill(name);
  await field(page, 'フリガナ').fill(furigana);
  await field(page, '電話番号').fill(fullWidth(phoneFor(email)));
  await field(page, 'メールアドレス').fill(email);
  await field(page, 'メールアドレス（確認用）').fill(email);
}

/** Books the day named `dayName` at `time` (11:00〜12:30) at a store, as a visitor does. */
export async function book(page: Page, link: string, dayName: string, time: string, email: string) {
  await page.goto(storeBookingPath(link));
  await page.getByRole('button', { name: dayName, exact: true }).click();
  await confirmBooking(page, time, email);
}

/** From the day's times: checks `time`, enters the details, confirms, and waits for the done step. */
async function confirmBooking(page: Page, time: string, email: string) {
  await timeRadio(page, time).check();
  await page.getByRole('button', { name: 'お客様情報の入力へ' }).click();
  await fillDetails(page, email);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: '予約を確定する' }).click();
  await expect(page.getByRole('heading', { name: 'ご予約が確定しました' })).toBeVisible();
}

export async function timeLabelOf(radio: Locator): Promise<string> {
  const text = (await radio.locator('xpath=..').innerText()).trim();
  return /\d{2}:\d{2}〜\d{2}:\d{2}/.exec(text)?.[0] ?? '';
}

/** Books the first free time of the furthest day at a store, as a visitor does; answers the day's name and the time (11:00〜12:30). */
export async function bookFurthestDay(page: Page, link: string, email: string): Promise<{ dayName: string; time: string }> {
  await page.goto(storeBookingPath(link));
  const dayName = await chooseLastDay(page);
  const time = await timeLabelOf(page.getByRole('radio', { disabled: false }).first());
  await confirmBooking(page, time, email);
  return { dayName, time };
}
