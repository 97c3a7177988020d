import { isCampaignRunning, runningCampaigns } from '@/lib/core/campaign/display';
import { isPublic, type Publication } from '@/lib/core/model/publication';
import { japanToday } from '@/lib/core/time/japan';

export type CampaignState = 'running' | 'upcoming' | 'ended';

export const CAMPAIGN_STATES: readonly { value: CampaignState; label: string }[] = [
  { value: 'running', label: '開催中' },
  { value: 'upcoming', label: '開始前' },
  { value: 'ended', label: '終了' },
];

export function campaignStateLabel(state: CampaignState): string {
  return CAMPAIGN_STATES.find((candidate) => candidate.value === state)?.label ?? '';
}

interface CampaignDates {
  date: string;
  campaignOverDate?: string | null;
}

/** Ended after its last day (Japan time, the public site's rule); before its first day it has not started. */
export function campaignState(campaign: CampaignDates, now: Date = new Date()): CampaignState {
  if (!isCampaignRunning(campaign, now)) return 'ended';
  return campaign.date > japanToday(now) ? 'upcoming' : 'running';
}

/**
 * The campaigns the top page shows right now (PICK UP and the floating banner): the published
 * ones not yet ended, newest start date first, at most 3 — the rule of lib/core/campaign/display.ts.
 */
export function campaignsOnTopPage<T extends CampaignDates & Publication & { id: string }>(campaigns: readonly T[], now: Date = new Date()): Set<string> {
  const published = campaigns.filter((campaign) => isPublic(campaign, now));
  return new Set(runningCampaigns(published, 3, now).map((campaign) => campaign.id));
}
