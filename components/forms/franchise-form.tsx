'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { submitFranchise } from '@/lib/enquiry/actions';
import { FRANCHISE_PURPOSES } from '@/lib/enquiry/choices';
import { emptyFranchise, type FranchiseInput, franchiseSchema, limits } from '@/lib/enquiry/schemas';
import { ConfirmSection } from './confirm-list';
import { StatusMessage, StepIndicator } from './form-actions';
import { controlClass, describedBy, Honeypot, primaryButton, Row } from './fields';
import { useEnquiryFlow } from './use-enquiry-flow';

const FIELD_ORDER = ['name', 'furigana', 'phone', 'email', 'emailConfirm', 'company', 'contact', 'message'] as const;

/** The franchise document request: input → confirm → sending → thanks. */
export function FranchiseForm() {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const form = useForm<FranchiseInput>({
    resolver: zodResolver(franchiseSchema),
    defaultValues: emptyFranchise(),
    shouldFocusError: false,
  });
  const {
    register,
    formState: { errors },
    getValues,
  } = form;
  const { step, status, failure, topRef, honeypotRef, toConfirm, back, submit } = useEnquiryFlow(form, FIELD_ORDER, submitFranchise);

  const err = (name: keyof FranchiseInput) => errors[name]?.message;
  const aria = (name: keyof FranchiseInput, hint = false) => ({
    id: id(name),
    'aria-invalid': err(name) ? true : undefined,
    'aria-describedby': describedBy(id(name), hint, err(name)),
  });

  const values = getValues();
  const confirmItems = [
    { label: 'お名前', value: values.name },
    { label: 'フリガナ', value: values.furigana },
    { label: '電話番号', value: values.phone },
    { label: 'メールアドレス', value: values.email },
    { label: '会社名', value: values.company },
    { label: 'ご用件', value: values.contact },
    { label: 'お問い合わせ内容', value: values.message },
  ];

  return (
    <div ref={topRef} tabIndex={-1} className="relative scroll-mt-28 outline-none">
      <StatusMessage text={status} />
      <StepIndicator step={step} />

      <form noValidate onSubmit={toConfirm} hidden={step !== 'input'} aria-label="資料請求・お問い合わせフォーム">
        <p className="text-sm leading-relaxed">
          <span className="font-bold text-accent-800">必須</span>の項目は必ずご入力ください。
        </p>
        <Honeypot inputRef={honeypotRef} />

        <Row id={id('name')} label="お名前" required error={err('name')}>
          <input {...register('name')} {...aria('name')} type="text" autoComplete="name" maxLength={limits.name} placeholder="例）山田 太郎" className={controlClass} />
        </Row>
        <Row id={id('furigana')} label="フリガナ" required error={err('furigana')}>
          <input {...register('furigana')} {...aria('furigana')} type="text" maxLength={limits.furigana} placeholder="例）ヤマダ タロウ" className={controlClass} />
        </Row>
        <Row id={id('phone')} label="電話番号" required error={err('phone')}>
          <input {...register('phone')} {...aria('phone')} type="tel" autoComplete="tel" maxLength={limits.phone} placeholder="例）03-1234-5678" className={`${controlClass} sm:max-w-80`} />
        </Row>
        <Row id={id('email')} label="メールアドレス" required error={err('email')}>
          <input {...register('email')} {...aria('email')} type="email" autoComplete="email" maxLength={limits.email} placeholder="例）taro@example.co.jp" className={controlClass} />
        </Row>
        <Row id={id('emailConfirm')} label="メールアドレス（確認用）" required hint="確認のため、もう一度ご入力ください。" error={err('emailConfirm')}>
          <input {...register('emailConfirm')} {...aria('emailConfirm', true)} type="email" autoComplete="email" maxLength={limits.email} className={controlClass} />
        </Row>
        <Row id={id('company')} label="会社名" required={false} hint="法人でご検討の方はご入力ください。" error={err('company')}>
          <input {...register('company')} {...aria('company', true)} type="text" autoComplete="organization" maxLength={limits.company} className={controlClass} />
        </Row>
        <Row id={id('contact')} label="ご用件" required error={err('contact')} group>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6 sm:pt-2">
            {FRANCHISE_PURPOSES.map((purpose, index) => (
              <label key={purpose} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  {...register('contact')}
                  id={index === 0 ? id('contact') : undefined}
                  type="radio"
                  value={purpose}
                  className="size-5 accent-brand-700"
                />
                {purpose}
              </label>
            ))}
          </div>
        </Row>
        <Row id={id('message')} label="お問い合わせ内容" required={false} hint={`${limits.message.toLocaleString('ja-JP')}文字以内でご入力ください。`} error={err('message')}>
          <textarea {...register('message')} {...aria('message', true)} rows={7} className={`${controlClass} leading-relaxed`} />
        </Row>

        <div className="mt-10 text-center">
          <button type="submit" className={primaryButton}>
            入力内容を確認する
          </button>
        </div>
      </form>

      {step !== 'input' ? (
        <ConfirmSection items={confirmItems} step={step} failure={failure} onBack={back} onSend={() => void submit()} />
      ) : null}
    </div>
  );
}
