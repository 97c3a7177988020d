import { unstable_cache } from 'next/cache';
import { collectPages, runOperation } from '@/graphql/execute';
import { type CampaignItem, ListCampaignsQuery } from '@/graphql/operations';
import { runningCampaigns } from '@/lib/campaign/display';
import { tags } from '@/lib/model/tags';
import { storePath } from '@/lib/routes';

/** The pickup carousel and the floating banner show at most this many campaigns. */
export const TOP_CAMPAIGN_COUNT = 3;

const getAllCampaigns = unstable_cache(
  async (): Promise<CampaignItem[]> =>
    collectPages<CampaignItem | null>((nextToken) => runOperation(ListCampaignsQuery, { nextToken }).then((data) => data.listCampaigns)),
  ['public-campaigns'],
  { tags: [tags.entity('Campaign')] },
);

/**
 * Every campaign running today (Japan time), newest first. The list is cached until a campaign
 * changes, but the end dates are checked at each call, so an ended campaign drops out without an edit.
 */
export async function getRunningCampaigns(now: Date = new Date()): Promise<CampaignItem[]> {
  const campaigns = await getAllCampaigns();
  return runningCampaigns(campaigns, campaigns.length, now);
}

const DAY_MS = 86_400_000;

/**
 * The moment a campaign stops showing, as a timestamp: the end of its last day in Japan, the
 * rule of isCampaignRunning. The browser compares it with its clock without a date library.
 */
export function hiddenFrom(campaignOverDate: string | null | undefined): number | null {
  return campaignOverDate ? Date.parse(`${campaignOverDate}T00:00:00+09:00`) + DAY_MS : null;
}

/** What the floating banner needs of a campaign; it checks the end again in the browser. */
export interface BannerCampaign {
  id: string;
  storeName: string;
  href: string;
  value: number | null;
  /** Epoch milliseconds from which the campaign has ended; null when it has no end date. */
  hiddenFrom: number | null;
}

/** The banner's campaigns, in the order given (running ones, newest first). */
export function toBannerCampaigns(campaigns: readonly CampaignItem[]): BannerCampaign[] {
  return campaigns.flatMap((campaign) =>
    campaign.storeLink && campaign.storeName
      ? [
          {
            id: campaign.id,
            storeName: campaign.storeName,
            href: storePath(campaign.storeLink),
            value: campaign.value ?? null,
            hiddenFrom: hiddenFrom(campaign.campaignOverDate),
          },
        ]
      : [],
  );
}
