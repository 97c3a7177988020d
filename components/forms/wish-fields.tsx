'use client';

import { type UseFormReturn, useWatch } from 'react-hook-form';
import { DAYS, MONTHS, TIMES } from '@/lib/core/enquiry/choices';
import type { ContactInput } from '@/lib/core/enquiry/schemas';
import { isDayOffered, isMonthOffered, wishWeekday } from '@/lib/core/enquiry/wish-date';
import { SelectBox, selectClass } from './fields';

interface WishFieldsProps {
  index: number;
  years: readonly string[];
  /** Today in Japan (YYYY-MM-DD) by the visitor's clock; null until the form runs in the browser. */
  today: string | null;
  form: UseFormReturn<ContactInput>;
  id: (name: string) => string;
  error: string | undefined;
}

type Part = 'year' | 'month' | 'day' | 'time';

interface Choice {
  value: string;
  disabled?: boolean;
}

/**
 * One wish: year, month, day and time. Days the month does not have and days gone by are
 * offered disabled; a complete date shows its weekday.
 */
export function WishFields({ index, years, today, form, id, error }: WishFieldsProps) {
  const label = `第${index + 1}希望`;
  const errorId = `${id(`schedule.${index}`)}-error`;
  const dateId = `${id(`schedule.${index}`)}-date`;
  const wish = useWatch({ control: form.control, name: `schedule.${index}` });
  const weekday = error ? null : wishWeekday(wish);
  // The selects are described by the date they make (read out with each of them) or by the error.
  const description = error ? errorId : weekday ? dateId : undefined;

  // A day chosen before the month or year changed may no longer exist: say so at once.
  const recheckDay = () => void form.trigger(`schedule.${index}.day`);

  const select = (part: Part, choices: Choice[], suffix: string, widthClass: string) => (
    <label className="inline-flex items-center gap-1.5">
      <SelectBox className={widthClass}>
        <select
          {...form.register(`schedule.${index}.${part}`, part === 'time' ? undefined : { onChange: recheckDay })}
          id={id(`schedule.${index}.${part}`)}
          aria-label={`${label}の${suffix || '時間'}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={description}
          className={selectClass}
        >
          <option value="">{suffix ? '--' : '時間'}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.value}
            </option>
          ))}
        </select>
      </SelectBox>
      {suffix ? <span aria-hidden="true">{suffix}</span> : null}
    </label>
  );

  return (
    <div role="group" aria-label={label} className="rounded-md bg-brand-100/50 p-3">
      <p aria-hidden="true" className="mb-2 text-sm font-bold">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {select('year', years.map((value) => ({ value })), '年', 'w-28')}
        {select('month', MONTHS.map((value) => ({ value, disabled: !isMonthOffered(wish.year, value, today) })), '月', 'w-20')}
        {select('day', DAYS.map((value) => ({ value, disabled: !isDayOffered({ ...wish, day: value }, today) })), '日', 'w-20')}
        {select('time', TIMES.map((value) => ({ value })), '', 'w-32')}
      </div>
      {weekday ? (
        <p id={dateId} className="mt-2 font-bold text-brand-900">
          {wish.month}月{wish.day}日（{weekday}）
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
