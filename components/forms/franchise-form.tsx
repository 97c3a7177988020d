'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { submitFranchise } from '@/lib/enquiry/actions';
import { FRANCHISE_PURPOSES } from '@/lib/enquiry/choices';
import { FIELD_LABELS, FRANCHISE_FIELDS, fieldTexts } from '@/lib/enquiry/fields';
import { emptyFranchise, type FranchiseInput, franchiseSchema, limits } from '@/lib/enquiry/schemas';
import { EnquiryFormFrame } from './enquiry-form-frame';
import { controlClass, Row } from './fields';
import { EmailRows, FuriganaRow, NameRow, PhoneRow } from './person-rows';
import { useEnquiryFlow } from './use-enquiry-flow';
import { useFieldProps } from './use-field-props';

const FIELD_ORDER = ['name', 'furigana', 'phone', 'email', 'emailConfirm', 'company', 'contact', 'message'] as const;

/** The franchise document request: input → confirm → sending → thanks. */
export function FranchiseForm() {
  const form = useForm<FranchiseInput>({
    resolver: zodResolver(franchiseSchema),
    defaultValues: emptyFranchise(),
    shouldFocusError: false,
  });
  const flow = useEnquiryFlow(form, FIELD_ORDER, submitFranchise);
  const field = useFieldProps(form);
  const { id, error, aria, register } = field;

  return (
    <EnquiryFormFrame label="資料請求・お問い合わせフォーム" flow={flow} confirmItems={fieldTexts(FRANCHISE_FIELDS, form.getValues())}>
      <NameRow field={field} placeholder="例）山田 太郎" />
      <FuriganaRow field={field} placeholder="例）ヤマダ タロウ" />
      <PhoneRow field={field} placeholder="例）03-1234-5678" />
      <EmailRows field={field} placeholder="例）taro@example.co.jp" />
      <Row id={id('company')} label={FIELD_LABELS.company} required={false} hint="法人でご検討の方はご入力ください。" error={error('company')}>
        <input {...register('company')} {...aria('company', true)} type="text" autoComplete="organization" maxLength={limits.company} className={controlClass} />
      </Row>
      <Row id={id('contact')} label={FIELD_LABELS.contact} required error={error('contact')} group>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6 sm:pt-2">
          {FRANCHISE_PURPOSES.map((purpose, index) => (
            <label key={purpose} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
              <input {...register('contact')} id={index === 0 ? id('contact') : undefined} type="radio" value={purpose} className="size-5 accent-brand-700" />
              {purpose}
            </label>
          ))}
        </div>
      </Row>
      <Row
        id={id('message')}
        label={FIELD_LABELS.message}
        required={false}
        hint={`${limits.message.toLocaleString('ja-JP')}文字以内でご入力ください。`}
        error={error('message')}
      >
        <textarea {...register('message')} {...aria('message', true)} rows={7} className={`${controlClass} leading-relaxed`} />
      </Row>
    </EnquiryFormFrame>
  );
}
