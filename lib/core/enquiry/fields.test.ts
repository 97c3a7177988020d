import { tooLong } from '@/lib/core/visitor/messages';
import { CONTACT_FIELDS, FRANCHISE_FIELDS, fieldTexts, inputOrder, scheduleLines } from './field-texts';
import { FIELD_LABELS } from './fields';
import { emptyContact } from './form-values';
import { messages } from './messages';

describe('the enquiry field table', () => {
  test('each form lists what it sends in the order of its confirm step and mails', () => {
    expect(CONTACT_FIELDS.map((field) => FIELD_LABELS[field])).toEqual([
      'お名前',
      'フリガナ',
      '性別',
      '年代',
      '電話番号',
      'メールアドレス',
      '郵便番号',
      '住所',
      '建物名・部屋番号',
      'ご用件',
      'お問い合わせ先',
      'ご希望日時',
      'お問い合わせ内容',
    ]);
    expect(FRANCHISE_FIELDS.map((field) => FIELD_LABELS[field])).toEqual(['お名前', 'フリガナ', '電話番号', 'メールアドレス', '会社名', 'ご用件', 'お問い合わせ内容']);
  });

  test('the inputs in the order a visitor meets them: the e-mail twice, each wish by its four selects', () => {
    expect(inputOrder(FRANCHISE_FIELDS)).toEqual(['name', 'furigana', 'phone', 'email', 'emailConfirm', 'company', 'contact', 'message']);
    const contact = inputOrder(CONTACT_FIELDS);
    expect(contact.slice(0, 8)).toEqual(['name', 'furigana', 'gender', 'age', 'phone', 'email', 'emailConfirm', 'postCode']);
    expect(contact.slice(10, 16)).toEqual(['contact', 'destination', 'schedule.0.year', 'schedule.0.month', 'schedule.0.day', 'schedule.0.time']);
    expect(contact.at(-2)).toBe('schedule.2.time');
    expect(contact.at(-1)).toBe('message');
  });

  test('the postal code is written 〒104-0061 and the wishes one a line', () => {
    const values = {
      ...emptyContact(),
      name: '山田 花子',
      postCode: '１０４－００６１',
      schedule: [
        { year: '2026', month: '12', day: '1', time: '14:00〜' },
        { year: '', month: '', day: '', time: '' },
      ],
    };
    const texts = Object.fromEntries(fieldTexts(CONTACT_FIELDS, values).map((text) => [text.label, text.value]));
    expect(texts).toMatchObject({ お名前: '山田 花子', 郵便番号: '〒104-0061', ご希望日時: '第1希望: 2026年12月1日（火） 14:00〜\n第2希望: 未指定', 性別: '' });
  });

  test('stored wishes are read back as lines; text that is not a list of wishes stays as it is', () => {
    expect(scheduleLines(JSON.stringify([{ year: '2027', month: '1', day: '5', time: '指定なし' }]))).toEqual(['第1希望: 2027年1月5日（火） 時間指定なし']);
    expect(scheduleLines(null)).toEqual([]);
    expect(scheduleLines('not json')).toEqual(['not json']);
  });

  test("the schemas' messages name the fields by their labels, word for word as the spec writes them", () => {
    expect(messages).toMatchObject({
      name: 'お名前を入力してください。',
      furigana: 'フリガナを入力してください。',
      gender: '性別を選択してください。',
      age: '年代を選択してください。',
      phone: '電話番号を入力してください。',
      email: 'メールアドレスを入力してください。',
      emailConfirm: 'メールアドレスを入力してください。',
      emailMismatch: 'メールアドレスが一致しません。',
      emailFormat: 'メールアドレスの形式が正しくありません。',
      postCode: '郵便番号を入力してください。',
      postCodeFormat: '郵便番号が正しくありません。',
      address: '住所を入力してください。',
      contact: 'ご用件を選択してください。',
      destination: 'お問い合わせ先を選択してください。',
      message: 'お問い合わせ内容を入力してください。',
      schedule: 'ご希望日時を選択し直してください。',
    });
    expect(tooLong(FIELD_LABELS.message, 2000)).toBe('お問い合わせ内容は2,000文字以内で入力してください。');
  });
});
