import { type DayChoice, dayText } from '@/lib/core/booking/shared';

const weekdayColour = (day: DayChoice) => (day.holiday || day.weekend === 'sun' ? 'text-red-700' : day.weekend === 'sat' ? 'text-blue-700' : '');

function DayName({ day }: { day: DayChoice }) {
  return (
    <>
      <span className="block font-bold">
        {day.label}
        <span className={weekdayColour(day)}>（{day.weekday}）</span>
      </span>
      {day.holiday ? <span className="block text-xs text-red-700">{day.holiday}</span> : null}
    </>
  );
}

/**
 * The days of the booking window: a button for each day with a free time, and for the others
 * (休業, 年末年始休業, 満席, 受付終了) the reason as plain text, never a control.
 */
export function DayList({ days, labelledBy, onChoose }: { days: DayChoice[]; labelledBy: string; onChoose: (day: DayChoice) => void }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
      {days.map((day) => {
        const few = day.times.some((time) => time.seatsLeft !== null) && !day.times.some((time) => time.open && time.seatsLeft === null);
        return (
          <li key={day.date}>
            {day.status === 'open' ? (
              <button
                type="button"
                onClick={() => onChoose(day)}
                aria-label={`${dayText(day)}${day.holiday ? ` ${day.holiday}` : ''} ${few ? '残りわずか' : '空きあり'}`}
                className="flex min-h-20 w-full flex-col items-center justify-center rounded-lg border-2 border-brand-700/30 bg-white px-2 py-2 text-center transition-colors hover:border-brand-700 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 motion-reduce:transition-none"
              >
                <DayName day={day} />
                <span className="mt-1 block text-sm font-bold text-accent-800">{few ? '残りわずか' : '空きあり'}</span>
              </button>
            ) : (
              <div className="flex min-h-20 flex-col items-center justify-center rounded-lg bg-brand-100/60 px-2 py-2 text-center text-brand-700">
                <DayName day={day} />
                <span className="mt-1 block text-sm">{day.note}</span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
