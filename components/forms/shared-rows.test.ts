import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailRows, FuriganaRow, MessageRow, NameRow, PhoneRow, PurposeRow } from './shared-rows';
import type { FieldProps } from './use-field-props';
import type { SharedField } from './shared-rows';


function field(errors: Partial<Record<SharedField, string>> = {}): FieldProps<SharedField> {
  return {
    id: (name) => `f-${name}`,
    error: (name) => errors[name],
    aria: (name) => ({ id: `f-${name}`, 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `f-${name}-error` : undefined }),
    register: (name) => ({ name, onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined }),
  };
}

const render = (element: ReactElement) => renderToStaticMarkup(element);

describe('the rows both enquiry forms share', () => {
  test('each control is labelled by its field label, required, with its own example', () => {
    const html = render(createElement(NameRow, { field: field(), placeholder: '例）山田 花子' }));
    expect(html).toContain('<label for="f-name"');
    expect(html).toContain('お名前');
    expect(html).toContain('必須');
    expect(html).toMatch(/<input id="f-name"[^>]*placeholder="例）山田 花子"[^>]*name="name"/);
    expect(render(createElement(FuriganaRow, { field: field(), placeholder: '例）ヤマダ タロウ' }))).toContain('フリガナ');
    expect(render(createElement(PhoneRow, { field: field(), placeholder: '例）03-1234-5678' }))).toMatch(/type="tel"/);
  });

  test('the e-mail is asked twice, the second time with a hint, and an error is tied to its control', () => {
    const html = render(createElement(EmailRows, { field: field({ emailConfirm: 'メールアドレスが一致しません。' }), placeholder: '例）taro@example.co.jp' }));
    expect(html).toContain('メールアドレス（確認用）');
    expect(html).toContain('確認のため、もう一度ご入力ください。');
    expect(html).toContain('id="f-emailConfirm-error"');
    expect(html).toMatch(/id="f-emailConfirm" aria-invalid="true"/);
  });

  test('ご用件 is a group of radios named by its caption; the message is required or optional as the form says', () => {
    const purposes = render(createElement(PurposeRow, { field: field(), purposes: ['資料請求', 'お問い合わせ'] }));
    expect(purposes).toContain('role="group" aria-labelledby="f-contact-caption"');
    expect(purposes.match(/type="radio"/g)).toHaveLength(2);
    expect(purposes).toContain('ご用件');
    expect(render(createElement(MessageRow, { field: field(), required: true }))).toContain('必須');
    const optional = render(createElement(MessageRow, { field: field(), required: false }));
    expect(optional).toContain('任意');
    expect(optional).toContain('2,000文字以内でご入力ください。');
  });
});
