import { isIsoDate } from '@/lib/core/iso-date';
import { japanToday } from '@/lib/core/time/japan';

export const INVALID_DATE_MESSAGE = "Invalid date format. Please use 'YYYY-MM-DD'.";

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export interface CampaignDate {
  year: string;
  /** Month and day without leading zeros, as the banners print them: "4.1". */
  monthDay: string;
  weekday: (typeof WEEKDAYS)[number];
}

/** How a campaign's date is shown: year, month.day and the weekday abbreviation. */
export function formatCampaignDate(value: string): CampaignDate {
  if (!isIsoDate(value)) throw new Error(INVALID_DATE_MESSAGE);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] as CampaignDate['weekday'];
  return { year: String(year), monthDay: `${month}.${day}`, weekday };
}

interface CampaignDates {
  date: string;
  campaignOverDate?: string | null;
}

/** A campaign shows until the end of its last day (Japan time); one without an end date always shows. */
export function isCampaignRunning(campaign: CampaignDates, now: Date = new Date()): boolean {
  return !campaign.campaignOverDate || campaign.campaignOverDate >= japanToday(now);
}

/** The running campaigns the top page shows: newest first, at most `limit`. */
export function runningCampaigns<T extends CampaignDates>(campaigns: readonly T[], limit = 3, now: Date = new Date()): T[] {
  return campaigns
    .filter((campaign) => isCampaignRunning(campaign, now))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, limit);
}
