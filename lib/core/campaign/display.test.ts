import { formatCampaignDate, INVALID_DATE_MESSAGE, isCampaignRunning, runningCampaigns } from './display';
import { japanToday } from '@/lib/core/time/japan';

describe('formatCampaignDate', () => {
  test.each([
    ['2026-11-22', { year: '2026', monthDay: '11.22', weekday: 'SUN' }],
    ['2026-04-01', { year: '2026', monthDay: '4.1', weekday: 'WED' }],
    ['2024-02-29', { year: '2024', monthDay: '2.29', weekday: 'THU' }],
    ['2027-01-02', { year: '2027', monthDay: '1.2', weekday: 'SAT' }],
  ])('%s is shown as year, month.day and weekday', (value, expected) => {
    expect(formatCampaignDate(value)).toEqual(expected);
  });

  test.each(['', '2026/11/22', '2026-13-01', '2025-02-29', '22-11-2026', 'next week'])('%p throws the spec message', (value) => {
    expect(() => formatCampaignDate(value)).toThrow(INVALID_DATE_MESSAGE);
  });
});

describe('running campaigns', () => {
  // 2026-11-22 00:30 in Japan is still 2026-11-21 in UTC.
  const now = new Date('2026-11-21T15:30:00Z');

  test('today is counted in Japan time', () => {
    expect(japanToday(now)).toBe('2026-11-22');
  });

  test('a campaign shows through its last day and not after; one without an end date always shows', () => {
    expect(isCampaignRunning({ date: '2026-11-01', campaignOverDate: '2026-11-22' }, now)).toBe(true);
    expect(isCampaignRunning({ date: '2026-11-01', campaignOverDate: '2026-11-21' }, now)).toBe(false);
    expect(isCampaignRunning({ date: '2026-11-01', campaignOverDate: null }, now)).toBe(true);
    expect(isCampaignRunning({ date: '2020-01-01' }, now)).toBe(true);
  });

  test('at most three running campaigns, newest first', () => {
    const campaigns = [
      { id: 'a', date: '2026-09-01', campaignOverDate: '2026-12-31' },
      { id: 'ended', date: '2026-11-20', campaignOverDate: '2026-11-21' },
      { id: 'b', date: '2026-11-01', campaignOverDate: null },
      { id: 'c', date: '2026-10-15', campaignOverDate: '2026-11-30' },
      { id: 'd', date: '2026-08-01', campaignOverDate: '2027-01-31' },
    ];
    expect(runningCampaigns(campaigns, 3, now).map((campaign) => campaign.id)).toEqual(['b', 'c', 'a']);
    expect(runningCampaigns(campaigns, 10, now).map((campaign) => campaign.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});
