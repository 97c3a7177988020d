import 'server-only';
import type { BookingTable } from '@/lib/core/db/schema';
import { trial } from '@/lib/core/facts';
import type { QueuedMail } from '@/lib/core/mail/outbox';
import type { MailAttachment } from '@/lib/core/mail/transport';
import { site } from '@/lib/core/site';
import { calendarFile } from './ics';
import { japanDateTime } from './slots';
import { formatJapanDayLong } from '@/lib/core/time/japan';

/*
 * A booking's mails: to the visitor and to the store at once when it is booked, moved or
 * cancelled, each with the calendar file (ics.ts), and the reminder the day before to the
 * visitor. The cancel and move links go to the visitor only.
 */

export type BookingMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

export type BookingForMail = Pick<BookingTable, 'id' | 'startsAt' | 'endsAt' | 'name' | 'furigana' | 'phone' | 'email' | 'sequence'>;

export interface StoreForMail {
  name: string;
  postCode: string | null;
  address: string | null;
  addressOther: string | null;
  phone: string | null;
}

export interface BookingLinks {
  cancelUrl: string;
  moveUrl: string;
}

/** 2026年12月1日（火）11:00〜12:30, in Japan time. */
export function bookingWhen(startsAt: string, endsAt: string): string {
  const start = japanDateTime(startsAt);
  return `${formatJapanDayLong(start.date)}${start.time}〜${japanDateTime(endsAt).time}`;
}

export function storeLocation(store: StoreForMail): string {
  return [store.name, [store.address, store.addressOther].filter(Boolean).join(' ')].filter(Boolean).join(' ');
}

const RULE = '────────────────────';

const SUBJECTS: Record<BookingMailKind, { visitor: string; store: string }> = {
  booked: { visitor: `【${site.name}】無料体験のご予約を承りました`, store: '【体験予約】新しいご予約' },
  moved: { visitor: `【${site.name}】無料体験のご予約日時を変更しました`, store: '【体験予約】日時の変更' },
  cancelled: { visitor: `【${site.name}】無料体験のご予約をキャンセルしました`, store: '【体験予約】キャンセル' },
  reminder: { visitor: `【${site.name}】明日は無料体験のご予約日です`, store: '' },
};

const OPENINGS: Record<BookingMailKind, string> = {
  booked: 'このたびは無料体験トレーニングをご予約いただき、誠にありがとうございます。以下の内容でご予約を承りました。',
  moved: 'ご予約の日時を、以下のとおり変更いたしました。',
  cancelled: '以下のご予約をキャンセルいたしました。またのご利用を心よりお待ちしております。',
  reminder: '明日は無料体験トレーニングのご予約日です。ご来店をスタッフ一同お待ちしております。',
};

const STORE_OPENINGS: Record<Exclude<BookingMailKind, 'reminder'>, string> = {
  booked: 'ホームページから無料体験のご予約が入りました。',
  moved: 'ホームページから無料体験のご予約日時が変更されました。',
  cancelled: '無料体験のご予約がキャンセルされました。',
};

function details(booking: BookingForMail, store: StoreForMail): string {
  return [
    `【日時】\n${bookingWhen(booking.startsAt, booking.endsAt)}`,
    `【店舗】\n${store.name}`,
    `【住所】\n${[store.postCode ? `〒${store.postCode}` : '', store.address ?? '', store.addressOther ?? ''].filter(Boolean).join(' ') || '—'}`,
    ...(store.phone ? [`【店舗の電話番号】\n${store.phone}`] : []),
    `【お名前】\n${booking.name}（${booking.furigana}）`,
  ].join('\n\n');
}

const VISIT_NOTES = [
  '■ご来店にあたって',
  `・開始時刻の${trial.arriveEarlyMinutes}分前までにお越しください。`,
  `・開始時刻から${trial.lateCancelMinutes}分を過ぎてもお越しにならない場合は、キャンセルとさせていただきます。`,
  `・体験は${trial.minMinutes}〜${trial.maxMinutes}分ほどです。動きやすい服装でお越しください。`,
].join('\n');

const AUTOMATIC_NOTICE = [
  '※このメールは送信専用アドレスから自動でお送りしています。ご返信いただいてもお答えできませんので、ご了承ください。',
  '※お心当たりのない方は、お手数ですがこのメールを破棄してください。',
].join('\n');

function linksText(links: BookingLinks): string {
  return [
    '■ご予約の変更・キャンセル',
    'ご予約の開始時刻まで、以下のリンクから手続きいただけます（このメール専用のリンクです。他の方に転送しないでください）。',
    `日時の変更：${links.moveUrl}`,
    `キャンセル：${links.cancelUrl}`,
  ].join('\n');
}

function visitorText(kind: BookingMailKind, booking: BookingForMail, store: StoreForMail, links: BookingLinks | null): string {
  return [
    `${booking.name} 様`,
    '',
    `${site.fullName}です。`,
    OPENINGS[kind],
    '',
    RULE,
    details(booking, store),
    RULE,
    ...(kind === 'cancelled' ? [] : ['', VISIT_NOTES]),
    ...(links && kind !== 'cancelled' ? ['', linksText(links)] : []),
    '',
    AUTOMATIC_NOTICE,
  ].join('\n');
}

function storeText(kind: Exclude<BookingMailKind, 'reminder'>, booking: BookingForMail, store: StoreForMail): string {
  return [
    STORE_OPENINGS[kind],
    '',
    RULE,
    details(booking, store),
    `\n【電話番号】\n${booking.phone}`,
    `\n【メールアドレス】\n${booking.email}`,
    RULE,
    '',
    `※このメールは${site.fullName} ホームページの体験予約から自動で送信されています。`,
  ].join('\n');
}

/** The booking's calendar file: PUBLISH with its SEQUENCE, or CANCEL once cancelled. */
export function bookingCalendar(booking: BookingForMail, store: StoreForMail, cancelled: boolean, stamp: Date): MailAttachment {
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  return {
    filename: 'oz-trial.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarFile(
      {
        uid: `booking-${booking.id}@oz-gym`,
        sequence: booking.sequence,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        summary: `${site.name} 無料体験トレーニング（${store.name}）`,
        location: storeLocation(store),
        description: `開始${trial.arriveEarlyMinutes}分前までにお越しください。${trial.lateCancelMinutes}分を過ぎるとキャンセルとなります。${store.phone ? `店舗：${store.phone}` : ''}`,
        stamp: stamp.toISOString(),
        method,
      },
      `-//${site.name}//Trial booking//JA`,
    ),
  };
}

/** The mails of one event of a booking: the visitor's (with links unless cancelled) and, but for the reminder, the store's. */
export function bookingMails(
  kind: BookingMailKind,
  booking: BookingForMail,
  store: StoreForMail,
  { storeEmail, links, now }: { storeEmail: string; links: BookingLinks | null; now: Date },
): QueuedMail[] {
  const calendar = bookingCalendar(booking, store, kind === 'cancelled', now);
  const visitor: QueuedMail = { recipient: 'visitor', to: booking.email, subject: SUBJECTS[kind].visitor, text: visitorText(kind, booking, store, links), attachments: [calendar] };
  if (kind === 'reminder') return [visitor];
  return [visitor, { recipient: 'company', to: storeEmail, subject: SUBJECTS[kind].store, text: storeText(kind, booking, store), attachments: [calendar] }];
}
