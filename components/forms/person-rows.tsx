import { FIELD_LABELS } from '@/lib/enquiry/fields';
import { limits } from '@/lib/enquiry/schemas';
import { controlClass, Row } from './fields';
import type { FieldProps } from './use-field-props';

/* The rows both enquiry forms ask first: who the visitor is and how to reach them. */

type PersonField = 'name' | 'furigana' | 'phone' | 'email' | 'emailConfirm';

interface PersonRowProps {
  field: FieldProps<PersonField>;
  /** An example of what to type, shown in the empty field. */
  placeholder: string;
}

export function NameRow({ field, placeholder }: PersonRowProps) {
  return (
    <Row id={field.id('name')} label={FIELD_LABELS.name} required error={field.error('name')}>
      <input {...field.register('name')} {...field.aria('name')} type="text" autoComplete="name" maxLength={limits.name} placeholder={placeholder} className={controlClass} />
    </Row>
  );
}

export function FuriganaRow({ field, placeholder }: PersonRowProps) {
  return (
    <Row id={field.id('furigana')} label={FIELD_LABELS.furigana} required error={field.error('furigana')}>
      <input {...field.register('furigana')} {...field.aria('furigana')} type="text" maxLength={limits.furigana} placeholder={placeholder} className={controlClass} />
    </Row>
  );
}

export function PhoneRow({ field, placeholder }: PersonRowProps) {
  return (
    <Row id={field.id('phone')} label={FIELD_LABELS.phone} required error={field.error('phone')}>
      <input
        {...field.register('phone')}
        {...field.aria('phone')}
        type="tel"
        autoComplete="tel"
        maxLength={limits.phone}
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
      <Row id={field.id('email')} label={FIELD_LABELS.email} required error={field.error('email')}>
        <input {...field.register('email')} {...field.aria('email')} type="email" autoComplete="email" maxLength={limits.email} placeholder={placeholder} className={controlClass} />
      </Row>
      <Row id={field.id('emailConfirm')} label={FIELD_LABELS.emailConfirm} required hint="確認のため、もう一度ご入力ください。" error={field.error('emailConfirm')}>
        <input {...field.register('emailConfirm')} {...field.aria('emailConfirm', true)} type="email" autoComplete="email" maxLength={limits.email} className={controlClass} />
      </Row>
    </>
  );
}
