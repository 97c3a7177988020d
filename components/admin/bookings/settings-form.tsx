'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { type BookingSettings, SET_BOOKING_SETTINGS } from '@/graphql/booking-documents';
import { BOOKING_RULES } from '@/lib/core/booking/shared';
import { toSaveError } from '../live';
import { FieldShell } from '../ui/fields';
import { button, card, control, errorBox } from '../ui/styles';
import { useToast } from '../ui/toast';

/** A store's booking settings: trials at once, whether it takes bookings, where its copies go. */
export function SettingsForm({ settings, refresh }: { settings: BookingSettings; refresh: () => unknown }) {
  const ids = { heading: useId(), capacity: useId(), enabled: useId(), email: useId() };
  const toast = useToast();
  const [save, saving] = useMutation(SET_BOOKING_SETTINGS);
  const [capacity, setCapacity] = useState(String(settings.capacity));
  const [enabled, setEnabled] = useState(settings.enabled);
  const [email, setEmail] = useState(settings.email ?? '');
  const [errors, setErrors] = useState<{ form?: string; capacity?: string; email?: string }>({});

  const submit = async () => {
    setErrors({});
    try {
      await save({ variables: { storeId: settings.storeId, capacity: Number(capacity), enabled, email: email.trim() || null } });
      toast('予約の設定を保存しました。');
      await refresh();
    } catch (failure) {
      const error = toSaveError(failure);
      setErrors({ form: error.message, capacity: error.fieldErrors.capacity, email: error.fieldErrors.email });
    }
  };

  return (
    <section aria-labelledby={ids.heading} className={`${card} mt-8`}>
      <h2 id={ids.heading} className="text-lg font-bold">
        予約の設定
      </h2>
      <form
        className="mt-3 grid gap-4 md:grid-cols-[12rem_1fr]"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FieldShell id={ids.capacity} label="1枠の定員（同時に受ける体験の数）" error={errors.capacity}>
          {(describedBy) => (
            <input
              id={ids.capacity}
              type="number"
              inputMode="numeric"
              min={1}
              max={BOOKING_RULES.maxCapacity}
              required
              value={capacity}
              onChange={(event) => setCapacity(event.target.value)}
              className={control}
              aria-invalid={Boolean(errors.capacity)}
              aria-describedby={describedBy}
            />
          )}
        </FieldShell>
        <FieldShell id={ids.email} label="予約通知の送信先メールアドレス（空欄なら会社の代表アドレス）" error={errors.email}>
          {(describedBy) => (
            <input
              id={ids.email}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={control}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={describedBy}
            />
          )}
        </FieldShell>
        <div className="flex items-center gap-2 md:col-span-2">
          <input id={ids.enabled} type="checkbox" className="size-5" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          <label htmlFor={ids.enabled} className="text-sm font-bold text-slate-900">
            この店舗でネットの体験予約を受け付ける
          </label>
        </div>
        <p className="text-sm text-slate-700 md:col-span-2">定員を減らしても、すでに入っている予約はそのまま残ります。</p>
        {errors.form ? (
          <p role="alert" className={`${errorBox} md:col-span-2`}>
            {errors.form}
          </p>
        ) : null}
        <div className="md:col-span-2">
          <button type="submit" className={button.primary} disabled={saving.loading}>
            {saving.loading ? '保存しています…' : '設定を保存'}
          </button>
        </div>
      </form>
    </section>
  );
}
