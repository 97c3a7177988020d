'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { CURRENT_STORE_KEY } from '@/components/top/store-list-tracker';
import { submitContact } from '@/lib/core/enquiry/actions';
import { AGES, CONTACT_PURPOSES, GENDERS, NO_STORE, scheduleYears, WISH_COUNT } from '@/lib/core/enquiry/choices';
import { CONTACT_FIELDS, fieldTexts, inputOrder } from '@/lib/core/enquiry/field-texts';
import { FIELD_LABELS, limits } from '@/lib/core/enquiry/fields';
import { messages } from '@/lib/core/enquiry/messages';
import { isPostCode, normalizePostCode } from '@/lib/core/enquiry/postal';
import { emptyContact } from '@/lib/core/enquiry/form-values';
import type { ContactInput } from '@/lib/core/enquiry/schemas';
import { japanToday } from '@/lib/core/time/japan';
import { EnquiryFormFrame } from './enquiry-form-frame';
import { controlClass, Row, SelectBox, selectClass } from './fields';
import { lazyResolver } from './lazy-resolver';
import { EmailRows, FuriganaRow, MessageRow, NameRow, PhoneRow, PurposeRow } from './shared-rows';
import { TownChoice } from './town-choice';
import { useEnquiryFlow } from './use-enquiry-flow';
import { useFieldProps } from './use-field-props';
import { usePostalLookup } from './use-postal-lookup';
import { WishFields } from './wish-fields';

export interface StoreChoice {
  id: string;
  name: string;
  link: string;
}

export interface AreaChoice {
  area: string;
  stores: StoreChoice[];
}

interface ContactFormProps {
  areas: AreaChoice[];
  /** The years offered when the page was rendered; replaced by the visitor's clock once loaded. */
  years: string[];
  postalEndpoint: string;
}

const FIELD_ORDER = inputOrder(CONTACT_FIELDS);
const validation = lazyResolver<ContactInput>(() => import('./enquiry-resolvers').then((module) => module.contactResolver));

/** The store a visitor came from: ?store=<link>, else the store last opened on this site. */
function initialStoreName(areas: AreaChoice[]): string | undefined {
  const stores = areas.flatMap((group) => group.stores);
  const link = new URLSearchParams(window.location.search).get('store');
  const byLink = link ? stores.find((store) => store.link === link) : undefined;
  if (byLink) return byLink.name;
  let id: string | null = null;
  try {
    id = window.sessionStorage.getItem(CURRENT_STORE_KEY);
  } catch {
    // Storage can be unavailable (private modes); pre-selection is only a convenience.
  }
  return id ? stores.find((store) => store.id === id)?.name : undefined;
}

const subscribeToNothing = () => () => undefined;

/** Today in Japan (YYYY-MM-DD) by the visitor's clock; null on the server and while hydrating, as the page may be days old. */
function useVisitorToday(): string | null {
  return useSyncExternalStore(subscribeToNothing, () => japanToday(), () => null);
}

/** What follows the town in the address (the house number the visitor typed), when it starts with one of `towns`. */
function afterTown(address: string, towns: readonly string[]): string {
  const town = towns.filter((candidate) => address.startsWith(candidate)).sort((a, b) => b.length - a.length)[0];
  return town ? address.slice(town.length) : '';
}

export function ContactForm({ areas, years: renderedYears, postalEndpoint }: ContactFormProps) {
  const today = useVisitorToday();
  const years = today ? scheduleYears() : renderedYears;
  const [towns, setTowns] = useState<string[]>([]);
  const form = useForm<ContactInput>({
    resolver: validation.resolver,
    defaultValues: emptyContact(),
    shouldFocusError: false,
  });
  const {
    register,
    formState: { errors },
    getValues,
    setValue,
    setError,
    clearErrors,
  } = form;
  const flow = useEnquiryFlow(form, FIELD_ORDER, submitContact);
  const { setStatus } = flow;
  const field = useFieldProps(form);
  const { id, error, aria } = field;
  const postal = usePostalLookup(postalEndpoint);

  useEffect(() => {
    const name = initialStoreName(areas);
    if (name && getValues('destination') === '') setValue('destination', name);
  }, [areas, getValues, setValue]);

  const fillAddress = (address: string) => {
    setValue('address', address, { shouldDirty: true });
    clearErrors('address');
  };

  const runLookup = async (raw: string) => {
    const outcome = await postal.lookup(raw);
    if (!outcome) return;
    if (!outcome.found) {
      setTowns([]);
      if (outcome.message) {
        setError('postCode', { type: 'lookup', message: outcome.message });
        setStatus(outcome.message);
      }
      return;
    }
    const { addresses, area } = outcome.match;
    const [only] = addresses;
    if (addresses.length === 1 && only) {
      setTowns([]);
      fillAddress(only);
      setStatus(`住所を入力しました：${only}`);
      return;
    }
    // Several towns: the visitor picks one below the postal code; the prefecture and city are filled meanwhile.
    setTowns(addresses);
    if (area) fillAddress(area);
    setStatus(`この郵便番号には${addresses.length}件の町域があります。郵便番号の下の一覧から町域を選択してください。`);
  };

  const chooseTown = (town: string) => {
    fillAddress(town + afterTown(getValues('address'), towns));
    setStatus(`住所を入力しました：${town}`);
  };

  const postCodeField = register('postCode', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      if (isPostCode(normalizePostCode(value)) && !postal.isLast(value)) void runLookup(value);
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      const raw = event.target.value;
      if (raw.trim() === '') return;
      const normalized = normalizePostCode(raw);
      if (normalized !== raw) setValue('postCode', normalized);
      if (!isPostCode(normalized)) setError('postCode', { type: 'format', message: messages.postCodeFormat });
      else if (!postal.isLast(normalized)) void runLookup(normalized);
    },
  });

  const wishError = (index: number) => {
    const wish = errors.schedule?.[index];
    return wish?.year?.message ?? wish?.month?.message ?? wish?.day?.message ?? wish?.time?.message;
  };

  return (
    <EnquiryFormFrame label="お問い合わせフォーム" flow={flow} onIntent={validation.preload} confirmItems={fieldTexts(CONTACT_FIELDS, getValues())}>
      <NameRow field={field} placeholder="例）山田 花子" />
      <FuriganaRow field={field} placeholder="例）ヤマダ ハナコ" />
      <Row id={id('gender')} label={FIELD_LABELS.gender} required={false} error={error('gender')} group>
        <div className="flex flex-wrap gap-x-6 gap-y-2 sm:pt-2">
          {GENDERS.map((gender, index) => (
            <label key={gender} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
              <input {...register('gender')} id={index === 0 ? id('gender') : undefined} type="radio" value={gender} className="size-5 accent-brand-700" />
              {gender}
            </label>
          ))}
        </div>
      </Row>
      <Row id={id('age')} label={FIELD_LABELS.age} required error={error('age')}>
        <SelectBox className="sm:max-w-60">
          <select {...register('age')} {...aria('age')} className={selectClass}>
            <option value="">選択してください</option>
            {AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
        </SelectBox>
      </Row>
      <PhoneRow field={field} placeholder="例）090-1234-5678" />
      <EmailRows field={field} placeholder="例）hanako@example.jp" />
      <Row id={id('postCode')} label={FIELD_LABELS.postCode} required hint="7桁の数字で入力すると、住所が自動で入ります。" error={error('postCode')}>
        <input
          {...postCodeField}
          {...aria('postCode', true)}
          onFocus={() => clearErrors('postCode')}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={limits.postCode}
          placeholder="例）1040061"
          className={`${controlClass} sm:max-w-48`}
        />
        {towns.length > 1 ? <TownChoice key={towns.join()} id={id('town')} towns={towns} onChoose={chooseTown} /> : null}
      </Row>
      <Row id={id('address')} label={FIELD_LABELS.address} required hint="郵便番号から自動で入ります。続けて番地までご入力ください。" error={error('address')}>
        <div className="relative" aria-busy={postal.busy}>
          {/* Prefecture, city and town in one field: no autofill token fits, and the postal code fills it. */}
          <input
            {...register('address')}
            {...aria('address', true)}
            type="text"
            autoComplete="off"
            maxLength={limits.address}
            readOnly={postal.busy}
            className={controlClass}
          />
          {postal.busy ? (
            <div aria-hidden="true" data-testid="address-skeleton" className="absolute inset-0 flex items-center rounded-md border border-brand-700/20 bg-white px-3">
              <span className="h-4 w-2/3 animate-pulse rounded bg-brand-100 motion-reduce:animate-none" />
            </div>
          ) : null}
        </div>
        {postal.busy ? <p className="mt-2 text-sm text-brand-700">住所を検索しています…</p> : null}
      </Row>
      <Row id={id('addressOther')} label={FIELD_LABELS.addressOther} required={false} error={error('addressOther')}>
        <input {...register('addressOther')} {...aria('addressOther')} type="text" autoComplete="address-line2" maxLength={limits.addressOther} placeholder="例）銀座ビル5階" className={controlClass} />
      </Row>
      <PurposeRow field={field} purposes={CONTACT_PURPOSES} />
      <Row id={id('destination')} label={FIELD_LABELS.destination} required hint="体験・見学をご希望の店舗をお選びください。" error={error('destination')}>
        <SelectBox className="sm:max-w-96">
          <select {...register('destination')} {...aria('destination', true)} className={selectClass}>
            <option value="">選択してください</option>
            <option value={NO_STORE}>{NO_STORE}</option>
            {areas.map((group) => (
              <optgroup key={group.area} label={group.area}>
                {group.stores.map((store) => (
                  <option key={store.id} value={store.name}>
                    {store.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </SelectBox>
      </Row>
      <Row id={id('schedule')} label={FIELD_LABELS.schedule} required={false} hint="体験・見学をご希望の方は、第3希望までお選びください。" group>
        <div className="space-y-4">
          {Array.from({ length: WISH_COUNT }, (_, index) => (
            <WishFields key={index} index={index} years={years} today={today} form={form} id={id} error={wishError(index)} />
          ))}
        </div>
      </Row>
      <MessageRow field={field} required />
    </EnquiryFormFrame>
  );
}
