import { SectionBoundary } from '@/components/site/section-boundary';
import { CampaignBanner } from '@/components/top/campaign-banner';
import { EffectsSection } from '@/components/top/effects-section';
import { FeaturesSection } from '@/components/top/features-section';
import { MainVisual } from '@/components/top/main-visual';
import { NewsBlock, NewsUnavailable } from '@/components/top/news-block';
import { PickupSection, PickupUnavailable } from '@/components/top/pickup-section';
import { RecruitLinks } from '@/components/top/recruit-links';
import { StoreList, StoreListUnavailable } from '@/components/top/store-list';
import { Tiles } from '@/components/top/tiles';
import { VideoSection } from '@/components/top/video-section';
import { getRunningCampaigns, TOP_CAMPAIGN_COUNT, toBannerCampaigns, toPickupCampaigns } from '@/lib/core/content/campaigns';
import { getLatestNews } from '@/lib/core/content/news';
import { getOpeningCalendar, getStoreClosedDates } from '@/lib/core/content/opening';
import { getAreasWithStores, toStoreListGroups } from '@/lib/core/content/stores';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { throwIfFaultInjected } from '@/lib/core/testing/faults';

export const generateMetadata = () => fixedPageMetadata('home');

/*
 * Each part that reads content reads its own, inside its own boundary: when one read fails, that
 * part shows a short notice and the rest of the page still shows.
 */

async function RunningCampaignsPickup() {
  const campaigns = await getRunningCampaigns();
  return <PickupSection campaigns={toPickupCampaigns(campaigns.slice(0, TOP_CAMPAIGN_COUNT))} />;
}

async function AreaStoreList() {
  const [groups, calendar, closedDates] = await Promise.all([getAreasWithStores(), getOpeningCalendar(), getStoreClosedDates()]);
  throwIfFaultInjected('top-store-list', groups.flatMap((group) => group.stores.map((store) => store.name)));
  return <StoreList groups={toStoreListGroups(groups, closedDates)} calendar={calendar} />;
}

async function LatestNews() {
  return <NewsBlock items={await getLatestNews()} />;
}

async function RunningCampaignsBanner() {
  return <CampaignBanner campaigns={toBannerCampaigns(await getRunningCampaigns())} />;
}

export default function HomePage() {
  return (
    <>
      <MainVisual />
      <VideoSection />
      <SectionBoundary fallback={<PickupUnavailable />}>
        <RunningCampaignsPickup />
      </SectionBoundary>
      <EffectsSection />
      <FeaturesSection counseling />
      <SectionBoundary fallback={<StoreListUnavailable />}>
        <AreaStoreList />
      </SectionBoundary>
      <Tiles />
      <SectionBoundary fallback={<NewsUnavailable />}>
        <LatestNews />
      </SectionBoundary>
      <RecruitLinks />
      {/* A floating extra: without its campaigns it is simply left out. */}
      <SectionBoundary fallback={null}>
        <RunningCampaignsBanner />
      </SectionBoundary>
    </>
  );
}
