import { AGES, DAYS, MONTHS, scheduleYears, TIMES } from './choices';
import { formatWish } from './wish-date';
import { messages } from './messages';
import { fieldErrorsOf, stripControlCharacters } from '@/lib/core/visitor/schema';
import { limits } from './fields';
import { emptyContact, emptyFranchise } from './form-values';
import { type ContactInput, contactSchema, contactSchemaFrom, franchiseSchema } from './schemas';
import { MAX_PAYLOAD_CHARS } from './submit';

test('the choice lists are the spec\'s', () => {
  expect(AGES).toEqual(['10代', '20代', '30代', '40代', '50代', '60代', '70代', '80代', '90代']);
  expect(MONTHS).toHaveLength(12);
  expect(DAYS[0]).toBe('1');
  expect(DAYS.at(-1)).toBe('31');
  expect(TIMES).toEqual(['指定なし', ...Array.from({ length: 11 }, (_, i) => `${10 + i}:00〜`)]);
  expect(scheduleYears(new Date('2026-12-31T16:00:00Z'))).toEqual(['2027', '2028']);
  expect(scheduleYears(new Date('2026-06-01T00:00:00Z'))).toEqual(['2026', '2027']);
});

test('an empty franchise form names exactly its required fields', () => {
  const result = franchiseSchema.safeParse(emptyFranchise());
  expect(result.success).toBe(false);
  if (!result.success) {
    expect(fieldErrorsOf(result.error)).toEqual({
      name: messages.name,
      furigana: messages.furigana,
      phone: messages.phone,
      email: messages.email,
      emailConfirm: messages.emailConfirm,
      contact: messages.contact,
    });
  }
});

test('the e-mail mismatch shows together with the other missing fields', () => {
  const result = contactSchema.safeParse({ ...emptyContact(), email: 'a@example.jp', emailConfirm: 'b@example.jp' });
  expect(result.success).toBe(false);
  if (!result.success) {
    const errors = fieldErrorsOf(result.error);
    expect(errors.emailConfirm).toBe(messages.emailMismatch);
    expect(errors.name).toBe(messages.name);
    expect(errors.gender).toBeUndefined();
  }
});

test('a wish is written out with its weekday only when year, month, day and time are all chosen', () => {
  expect(formatWish({ year: '2026', month: '12', day: '1', time: '14:00〜' }, 0)).toBe('第1希望: 2026年12月1日（火） 14:00〜');
  expect(formatWish({ year: '2027', month: '1', day: '5', time: '指定なし' }, 2)).toBe('第3希望: 2027年1月5日（火） 時間指定なし');
  // An enquiry stored before dates were checked keeps its date, without a weekday it never had.
  expect(formatWish({ year: '2026', month: '2', day: '31', time: '10:00〜' }, 0)).toBe('第1希望: 2026年2月31日 10:00〜');
  expect(formatWish({ year: '2026', month: '12', day: '1', time: '' }, 1)).toBe('第2希望: 未指定');
  expect(formatWish({ year: '', month: '', day: '', time: '' }, 2)).toBe('第3希望: 未指定');
});

function fullContact(): ContactInput {
  return {
    ...emptyContact(),
    name: '山田 花子',
    furigana: 'ヤマダ ハナコ',
    age: '40代',
    phone: '090-1234-5678',
    email: 'hanako@example.jp',
    emailConfirm: 'hanako@example.jp',
    postCode: '104-0061',
    address: '東京都中央区銀座',
    contact: '体験トレーニング',
    destination: '銀座店',
    message: 'よろしくお願いします。',
  };
}

describe('control characters', () => {
  test('are dropped from one-line fields, line breaks and tabs included', () => {
    expect(stripControlCharacters('山田\u0000太郎\u0007')).toBe('山田太郎');
    expect(stripControlCharacters('a\tb\r\nc\u001b\u007f\u0080\u0085\u009fd')).toBe('abcd');
    expect(stripControlCharacters('全角スペース　と ¥ は残る')).toBe('全角スペース　と ¥ は残る');
  });

  test('bidirectional controls and line separators are dropped too: a name cannot read backwards in the admin, a mail or a CSV', () => {
    expect(stripControlCharacters('山田\u202e花子gpj.exe')).toBe('山田花子gpj.exe');
    expect(stripControlCharacters('\u200e\u200f\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069\u061c佐藤')).toBe('佐藤');
    expect(stripControlCharacters('一\u2028二\u2029三')).toBe('一二三');
    expect(stripControlCharacters('一\u2028二\u2029三\u202e', true)).toBe('一\n二\n三');
    // What a name may still hold: Japanese, a long vowel mark, an emoji joined with U+200D.
    expect(stripControlCharacters('ヤマダ・ハナコー 👩\u200d💻')).toBe('ヤマダ・ハナコー 👩\u200d💻');
  });

  test('keep tabs and line breaks in a multi-line field, every break as \\n', () => {
    expect(stripControlCharacters('一\r\n二\r三\n四\t五\u0000\u000b\u000c\u0085', true)).toBe('一\n二\n三\n四\t五');
  });

  test('are dropped by both schemas before the required and length checks', () => {
    const contact = contactSchema.safeParse({ ...fullContact(), name: '山田\u0000太郎\u0007', message: `${'あ'.repeat(2000)}\u0000\u0000` });
    expect(contact.success && contact.data).toMatchObject({ name: '山田太郎', message: 'あ'.repeat(2000) });
    const franchise = franchiseSchema.safeParse({ ...emptyFranchise(), name: '\u0000', company: '株式会社\u0007オズ', message: '一\r\n二' });
    expect(franchise.success).toBe(false);
    if (!franchise.success) expect(fieldErrorsOf(franchise.error).name).toBe(messages.name);
    const cleaned = franchiseSchema.safeParse({
      ...emptyFranchise(),
      name: '佐藤\u0000',
      furigana: 'サトウ',
      phone: '03\u0007-1234-5678',
      email: 'ichiro@example.jp\u0000',
      emailConfirm: 'ichiro@example.jp',
      company: '株式会社\u0007オズ',
      contact: 'お問い合わせ\u0000',
      message: '一\r\n二',
    });
    expect(cleaned.success && cleaned.data).toEqual({
      name: '佐藤',
      furigana: 'サトウ',
      phone: '03-1234-5678',
      email: 'ichiro@example.jp',
      emailConfirm: 'ichiro@example.jp',
      company: '株式会社オズ',
      contact: 'お問い合わせ',
      message: '一\n二',
    });
  });
});

describe('lengths', () => {
  test('the longest valid enquiry is a few thousand characters, far from any body limit', () => {
    const longest: ContactInput = {
      ...fullContact(),
      name: 'あ'.repeat(limits.name),
      furigana: 'ア'.repeat(limits.furigana),
      phone: '0'.repeat(limits.phone),
      email: `${'a'.repeat(limits.email - 'a@example.jp'.length + 1)}@example.jp`,
      address: 'あ'.repeat(limits.address),
      addressOther: 'あ'.repeat(limits.addressOther),
      destination: 'あ'.repeat(limits.destination),
      schedule: Array.from({ length: 3 }, () => ({ year: '2026', month: '12', day: '31', time: '20:00〜' })),
      message: 'あ'.repeat(limits.message),
    };
    longest.emailConfirm = longest.email;
    expect(contactSchemaFrom(() => '2026-12-01').safeParse(longest).success).toBe(true);
    const json = JSON.stringify(longest);
    expect(json.length).toBeLessThan(MAX_PAYLOAD_CHARS / 4);
    expect(Buffer.byteLength(json)).toBeLessThan(16 * 1024);
  });

  test('a field of 1.5 MB is refused with its own message, not thrown at', () => {
    const huge = 'あ'.repeat(500_000);
    const contact = contactSchema.safeParse({ ...fullContact(), message: huge, name: huge });
    expect(contact.success).toBe(false);
    if (!contact.success) {
      expect(fieldErrorsOf(contact.error)).toEqual({ name: 'お名前は50文字以内で入力してください。', message: 'お問い合わせ内容は2,000文字以内で入力してください。' });
    }
  });
});

describe('what a Japanese keyboard types', () => {
  test('フリガナ, phone, e-mail and postal code are normalised by both schemas before they are checked', () => {
    const contact = contactSchema.safeParse({
      ...fullContact(),
      furigana: 'やまだ　はなこ',
      phone: '０９０－１２３４－５６７８',
      email: 'hanako＠example．jp',
      emailConfirm: 'ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ',
      postCode: '１０４ー００６１',
    });
    expect(contact.success && contact.data).toMatchObject({
      furigana: 'ヤマダ ハナコ',
      phone: '090-1234-5678',
      email: 'hanako@example.jp',
      emailConfirm: 'hanako@example.jp',
      postCode: '1040061',
    });
    const franchise = franchiseSchema.safeParse({
      ...emptyFranchise(),
      name: '佐藤 一郎',
      furigana: 'ｻﾄｳ ｲﾁﾛｳ',
      phone: '03ー1234ー5678',
      email: 'ichiro@example。co。jp',
      emailConfirm: 'ichiro@example.co.jp',
      contact: 'お問い合わせ',
    });
    expect(franchise.success && franchise.data).toMatchObject({ furigana: 'サトウ イチロウ', phone: '03-1234-5678', email: 'ichiro@example.co.jp' });
  });

  test('required fields are still checked for content only, the e-mail for its form', () => {
    const loose = contactSchema.safeParse({ ...fullContact(), phone: '夕方以降にお願いします', furigana: 'Yamada Hanako' });
    expect(loose.success).toBe(true);
    const blank = contactSchema.safeParse({ ...fullContact(), furigana: '　', phone: '　', email: '＠', emailConfirm: '＠' });
    expect(blank.success).toBe(false);
    if (!blank.success) {
      expect(fieldErrorsOf(blank.error)).toEqual({ furigana: messages.furigana, phone: messages.phone, email: messages.emailFormat });
    }
  });
});

describe('wish dates', () => {
  const schema = contactSchemaFrom(() => '2026-11-24');
  const withWish = (year: string, month: string, day: string): ContactInput => ({
    ...fullContact(),
    schedule: [{ year, month, day, time: '14:00〜' }, ...fullContact().schedule.slice(1)],
  });
  const errorsOf = (input: ContactInput) => {
    const result = schema.safeParse(input);
    return result.success ? {} : fieldErrorsOf(result.error);
  };

  test('a day the month does not have is refused at the day, with its own message', () => {
    expect(errorsOf(withWish('2027', '2', '31'))).toEqual({ 'schedule.0.day': messages.dayImpossible });
    expect(errorsOf(withWish('2027', '2', '29'))).toEqual({ 'schedule.0.day': messages.dayImpossible });
    expect(errorsOf(withWish('2028', '2', '29'))).toEqual({});
    expect(messages.dayImpossible).toBe('存在しない日付です。');
  });

  test('a day before the earliest one is refused; that day and an incomplete date are not', () => {
    expect(errorsOf(withWish('2026', '11', '23'))).toEqual({ 'schedule.0.day': messages.dayPast });
    expect(errorsOf(withWish('2026', '11', '24'))).toEqual({});
    expect(errorsOf(withWish('2026', '11', ''))).toEqual({});
    expect(messages.dayPast).toBe('過ぎた日付は選べません。');
  });

  test('each wish is checked on its own', () => {
    const input: ContactInput = {
      ...fullContact(),
      schedule: [
        { year: '2026', month: '12', day: '1', time: '' },
        { year: '2026', month: '4', day: '31', time: '' },
        { year: '2026', month: '1', day: '5', time: '10:00〜' },
      ],
    };
    expect(errorsOf(input)).toEqual({ 'schedule.1.day': messages.dayImpossible, 'schedule.2.day': messages.dayPast });
  });
});
