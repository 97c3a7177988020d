import type { CampaignItem } from '@/lib/core/content/campaigns';
import { isCampaignRunning } from '@/lib/core/campaign/display';
import { hiddenFrom, toBannerCampaigns, toPickupCampaigns } from './campaigns';

const campaign = (input: Partial<CampaignItem>): CampaignItem =>
  ({
    id: 'c1',
    storeName: '池袋店',
    storeLink: 'ikebukuro',
    date: '2025-04-01',
    value: 15000,
    storeId: 's1',
    newsId: 'n1',
    campaignOverDate: '2025-05-31',
    createdAt: '2025-03-20T00:00:00.000Z',
    updatedAt: '2025-03-20T00:00:00.000Z',
    ...input,
  }) as CampaignItem;

describe('hiddenFrom', () => {
  it('is the end of the last day in Japan, the moment isCampaignRunning turns false', () => {
    const end = hiddenFrom('2025-05-31');
    expect(end).toBe(Date.parse('2025-05-31T15:00:00.000Z'));
    const dates = { date: '2025-04-01', campaignOverDate: '2025-05-31' };
    expect(isCampaignRunning(dates, new Date((end ?? 0) - 1))).toBe(true);
    expect(isCampaignRunning(dates, new Date(end ?? 0))).toBe(false);
  });

  it('is null for a campaign without an end', () => {
    expect(hiddenFrom(null)).toBeNull();
    expect(hiddenFrom(undefined)).toBeNull();
  });
});

describe('toBannerCampaigns', () => {
  it('links each campaign to its store page, in the order given, with the moment it ends', () => {
    expect(toBannerCampaigns([campaign({}), campaign({ id: 'c2', storeName: '梅田店', storeLink: 'umeda', campaignOverDate: null })])).toEqual([
      { id: 'c1', storeName: '池袋店', href: '/store/ikebukuro', value: 15000, hiddenFrom: Date.parse('2025-05-31T15:00:00.000Z') },
      { id: 'c2', storeName: '梅田店', href: '/store/umeda', value: 15000, hiddenFrom: null },
    ]);
  });

  it('leaves out a campaign whose store cannot be linked', () => {
    expect(toBannerCampaigns([campaign({ storeLink: null }), campaign({ storeName: null })])).toEqual([]);
  });
});

describe('toPickupCampaigns', () => {
  it('keeps what a PICK UP card shows, in the order given, and nothing of the record besides', () => {
    expect(toPickupCampaigns([campaign({}), campaign({ id: 'c2', storeLink: null, value: null })])).toEqual([
      { id: 'c1', date: '2025-04-01', value: 15000, store: { name: '池袋店', href: '/store/ikebukuro' } },
      { id: 'c2', date: '2025-04-01', value: null, store: null },
    ]);
  });
});
