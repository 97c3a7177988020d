'use client';

import { useId, useState } from 'react';
import { FieldError, errorId, primaryButton, secondaryButton } from '@/components/forms/fields';
import { type DayChoice, dayText } from '@/lib/core/booking/shared';

interface TimeListProps {
  day: DayChoice;
  /** The time chosen before (kept when the visitor comes back). */
  chosen: string | null;
  nextLabel: string;
  onChoose: (startsAt: string) => void;
  onBack: () => void;
}

/** The times of one day as a radio group: free ones with their seats when few, full ones as 満席 and disabled. */
export function TimeList({ day, chosen, nextLabel, onChoose, onBack }: TimeListProps) {
  const id = useId();
  const [value, setValue] = useState(chosen && day.times.some((time) => time.open && time.startsAt === chosen) ? chosen : '');
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value) onChoose(value);
        else setError('ご希望の時間を選択してください。');
      }}
    >
      <fieldset aria-describedby={error ? errorId(id) : undefined}>
        <legend className="mb-3 font-bold">{dayText(day)}の空き時間</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {day.times.map((time) => (
            <label
              key={time.startsAt}
              className={`flex min-h-14 items-center gap-3 rounded-lg border-2 px-4 py-2 ${
                time.open ? 'cursor-pointer border-brand-700/30 bg-white has-checked:border-brand-700 has-checked:bg-brand-100' : 'cursor-not-allowed border-transparent bg-brand-100/60 text-brand-700'
              }`}
            >
              <input
                type="radio"
                name={`${id}-time`}
                value={time.startsAt}
                checked={value === time.startsAt}
                disabled={!time.open}
                onChange={() => {
                  setValue(time.startsAt);
                  setError(undefined);
                }}
                className="size-5 accent-brand-700"
              />
              <span className="font-bold tabular-nums">{time.label}</span>
              {time.open ? (
                time.seatsLeft !== null ? <span className="ml-auto text-sm font-bold text-accent-800">残り{time.seatsLeft}席</span> : null
              ) : (
                <span className="ml-auto text-sm">満席</span>
              )}
            </label>
          ))}
        </div>
        <FieldError id={id} message={error} />
      </fieldset>
      <div className="mt-8 flex flex-col-reverse items-center justify-center gap-4 sm:flex-row">
        <button type="button" className={secondaryButton} onClick={onBack}>
          日付を選び直す
        </button>
        <button type="submit" className={primaryButton}>
          {nextLabel}
        </button>
      </div>
    </form>
  );
}
