'use client';

import { useForm } from 'react-hook-form';
import { submitFranchise } from '@/lib/core/enquiry/actions';
import { FRANCHISE_PURPOSES } from '@/lib/core/enquiry/choices';
import { FRANCHISE_FIELDS, fieldTexts, inputOrder } from '@/lib/core/enquiry/field-texts';
import { FIELD_LABELS, limits } from '@/lib/core/enquiry/fields';
import { emptyFranchise } from '@/lib/core/enquiry/form-values';
import type { FranchiseInput } from '@/lib/core/enquiry/schemas';
import { EnquiryFormFrame } from './enquiry-form-frame';
import { controlClass, Row } from './fields';
import { lazyResolver } from './lazy-resolver';
import { EmailRows, FuriganaRow, MessageRow, NameRow, PhoneRow, PurposeRow } from './shared-rows';
import { useEnquiryFlow } from './use-enquiry-flow';
import { useFieldProps } from './use-field-props';

const FIELD_ORDER = inputOrder(FRANCHISE_FIELDS);
const validation = lazyResolver<FranchiseInput>(() => import('./enquiry-resolvers').then((module) => module.franchiseResolver));

/** The franchise document request: input → confirm → sending → thanks. */
export function FranchiseForm() {
  const form = useForm<FranchiseInput>({
    resolver: validation.resolver,
    defaultValues: emptyFranchise(),
    shouldFocusError: false,
  });
  const flow = useEnquiryFlow(form, FIELD_ORDER, submitFranchise);
  const field = useFieldProps(form);
  const { id, error, aria, register } = field;

  return (
    <EnquiryFormFrame label="資料請求・お問い合わせフォーム" flow={flow} onIntent={validation.preload} confirmItems={fieldTexts(FRANCHISE_FIELDS, form.getValues())}>
      <NameRow field={field} placeholder="例）山田 太郎" />
      <FuriganaRow field={field} placeholder="例）ヤマダ タロウ" />
      <PhoneRow field={field} placeholder="例）03-1234-5678" />
      <EmailRows field={field} placeholder="例）taro@example.co.jp" />
      <Row id={id('company')} label={FIELD_LABELS.company} required={false} hint="法人でご検討の方はご入力ください。" error={error('company')}>
        <input {...register('company')} {...aria('company', true)} type="text" autoComplete="organization" maxLength={limits.company} className={controlClass} />
      </Row>
      <PurposeRow field={field} purposes={FRANCHISE_PURPOSES} />
      <MessageRow field={field} required={false} />
    </EnquiryFormFrame>
  );
}
