import { FIELD_LABELS, limits } from '@/lib/core/enquiry/fields';
import { formatNumber } from '@/lib/core/facts';
import { type VisitorField, VISITOR_LABELS, VISITOR_LIMITS } from '@/lib/core/visitor/fields';
import { controlClass, Row } from './fields';
import type { FieldProps } from './use-field-props';

/* The rows both enquiry forms have: who the visitor is, how to reach them, what they want and their message. */

export type SharedField = 'name' | 'furigana' | 'phone' | 'email' | 'emailConfirm' | 'contact' | 'message';

/** The rows that name and reach a person, also the trial booking's (components/booking). */
interface PersonRowProps {
  field: FieldProps<VisitorField>;
  /** An example of what to type, shown in the empty field. */
  placeholder: string;
}

export function NameRow({ field, placeholder }: PersonRowProps) {
  return (
    <Row id={field.id('name')} label={VISITOR_LABELS.name} required error={field.error('name')}>
      <input {...field.register('name')} {...field.aria('name')} type="text" autoComplete="name" maxLength={VISITOR_LIMITS.name} placeholder={placeholder} className={controlClass} />
    </Row>
  );
}

export function FuriganaRow({ field, placeholder }: PersonRowProps) {
  return (
    <Row id={field.id('furigana')} label={VISITOR_LABELS.furigana} required error={field.error('furigana')}>
      <input {...field.register('furigana')} {...field.aria('furigana')} type="text" maxLength={VISITOR_LIMITS.furigana} placeholder={placeholder} className={controlClass} />
    </Row>
  );
}

export function PhoneRow({ field, placeholder }: PersonRowProps) {
  return (
    <Row id={field.id('phone')} label={VISITOR_LABELS.phone} required error={field.error('phone')}>
      <input
        {...field.register('phone')}
        {...field.aria('phone')}
        type="tel"
        autoComplete="tel"
        maxLength={VISITOR_LIMITS.phone}
        placeholder={placeholder}
        className={`${controlClass} sm:max-w-80`}
      />
    </Row>
  );
}

/** The e-mail address and, below it, the same address again to catch a typing mistake. */
export function EmailRows({ field, placeholder }: PersonRowProps) {
  return (
    <>
      <Row id={field.id('email')} label={VISITOR_LABELS.email} required error={field.error('email')}>
        <input {...field.register('email')} {...field.aria('email')} type="email" autoComplete="email" maxLength={VISITOR_LIMITS.email} placeholder={placeholder} className={controlClass} />
      </Row>
      <Row id={field.id('emailConfirm')} label={VISITOR_LABELS.emailConfirm} required hint="確認のため、もう一度ご入力ください。" error={field.error('emailConfirm')}>
        <input {...field.register('emailConfirm')} {...field.aria('emailConfirm', true)} type="email" autoComplete="email" maxLength={VISITOR_LIMITS.email} className={controlClass} />
      </Row>
    </>
  );
}

/** ご用件: one of the form's purposes. */
export function PurposeRow({ field, purposes }: { field: FieldProps<SharedField>; purposes: readonly string[] }) {
  return (
    <Row id={field.id('contact')} label={FIELD_LABELS.contact} required error={field.error('contact')} group>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6 sm:pt-2">
        {purposes.map((purpose, index) => (
          <label key={purpose} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
            <input {...field.register('contact')} id={index === 0 ? field.id('contact') : undefined} type="radio" value={purpose} className="size-5 accent-brand-700" />
            {purpose}
          </label>
        ))}
      </div>
    </Row>
  );
}

export function MessageRow({ field, required }: { field: FieldProps<SharedField>; required: boolean }) {
  return (
    <Row
      id={field.id('message')}
      label={FIELD_LABELS.message}
      required={required}
      hint={`${formatNumber(limits.message)}文字以内でご入力ください。`}
      error={field.error('message')}
    >
      <textarea {...field.register('message')} {...field.aria('message', true)} rows={7} className={`${controlClass} leading-relaxed`} />
    </Row>
  );
}
