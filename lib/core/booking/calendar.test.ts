import { openingDay } from '@/lib/core/time/opening-hours';
import type { DayAvailability, SlotAvailability } from './availability';
import { dayChoices, dayText } from './calendar';
import type { SlotUnavailableReason } from './rules';
import { bookingEnd, japanInstant, slotTimes } from './slots';

/** A day of availability as storeAvailability makes it, every slot with `free` seats unless `reasons` says otherwise. */
function day(date: string, free = 2, reasons: Record<string, SlotUnavailableReason> = {}, closed = false): DayAvailability {
  const opening = openingDay(date, new Set(closed ? [date] : []));
  const slots = slotTimes(opening).map((time): SlotAvailability => {
    const startsAt = japanInstant(date, time);
    const reason = reasons[time] ?? (free === 0 ? 'full' : null);
    return { time, startsAt, endsAt: bookingEnd(startsAt), free: reason === 'full' ? 0 : free, available: reason === null, reason };
  });
  return { date, kind: opening.kind, holiday: opening.holiday ?? null, open: opening.open, close: opening.close, slots };
}

describe('the days and times the booking pages offer', () => {
  it('writes each day and time in Japan time, with the weekday and the end of the 90-minute trial', () => {
    const [choice] = dayChoices({ capacity: 2, days: [day('2026-12-01')] });
    expect(choice).toMatchObject({ date: '2026-12-01', label: '12月1日', weekday: '火', weekend: null, holiday: null, status: 'open', note: '' });
    expect(dayText(choice!)).toBe('12月1日（火）');
    // Weekdays 11:00–20:00: the last 90-minute trial starts at 18:00.
    expect(choice!.times.map((time) => time.label)).toEqual(['11:00〜12:30', '12:00〜13:30', '13:00〜14:30', '14:00〜15:30', '15:00〜16:30', '16:00〜17:30', '17:00〜18:30', '18:00〜19:30']);
    expect(choice!.times[0]!.startsAt).toBe('2026-12-01T02:00:00.000Z');
  });

  it('never offers the year-end closure or a day the store closed, and names public holidays', () => {
    const choices = dayChoices({ capacity: 2, days: [day('2026-12-31'), day('2027-01-03'), day('2026-12-10', 2, {}, true), day('2027-01-11'), day('2027-01-09')] });
    expect(choices.map(({ status, note, times }) => ({ status, note, offered: times.filter((time) => time.open).length }))).toEqual([
      { status: 'closed', note: '年末年始休業', offered: 0 },
      { status: 'closed', note: '年末年始休業', offered: 0 },
      { status: 'closed', note: '休業', offered: 0 },
      { status: 'open', note: '', offered: 8 },
      { status: 'open', note: '', offered: 8 },
    ]);
    expect(choices[3]).toMatchObject({ holiday: '成人の日', weekday: '月' });
    expect(choices[4]).toMatchObject({ weekend: 'sat', holiday: null });
  });

  it('shows a full time as 満席 and never open, a full day as 満席, and seats left only when few', () => {
    const [someFull, allFull, many] = dayChoices({ capacity: 5, days: [day('2026-12-02', 1, { '11:00': 'full' }), day('2026-12-03', 0), day('2026-12-04', 5)] });
    expect(someFull!.status).toBe('open');
    expect(someFull!.times[0]).toMatchObject({ label: '11:00〜12:30', open: false, seatsLeft: null });
    expect(someFull!.times[1]).toMatchObject({ open: true, seatsLeft: 1 });
    expect(allFull).toMatchObject({ status: 'full', note: '満席' });
    expect(allFull!.times.every((time) => !time.open)).toBe(true);
    expect(many!.times.every((time) => time.open && time.seatsLeft === null)).toBe(true);
  });

  it('leaves out the times past the lead time or blocked, and says 受付終了 when today has none left', () => {
    const late = Object.fromEntries(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00'].map((time) => [time, 'too-soon' as const]));
    const [today, blocked] = dayChoices({ capacity: 2, days: [day('2026-12-01', 2, late), day('2026-12-02', 2, { ...late, '11:00': 'blocked', '18:00': 'blocked' })] });
    expect(today).toMatchObject({ status: 'over', note: '受付終了', times: [] });
    expect(blocked!.times).toEqual([]);
    const [partly] = dayChoices({ capacity: 2, days: [day('2026-12-01', 2, { '11:00': 'too-soon', '14:00': 'blocked' })] });
    expect(partly!.times.map((time) => time.label.slice(0, 5))).toEqual(['12:00', '13:00', '15:00', '16:00', '17:00', '18:00']);
  });
});
