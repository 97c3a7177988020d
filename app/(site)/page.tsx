import { CampaignBanner } from '@/components/top/campaign-banner';
import { EffectsSection } from '@/components/top/effects-section';
import { FeaturesSection } from '@/components/top/features-section';
import { MainVisual } from '@/components/top/main-visual';
import { NewsBlock } from '@/components/top/news-block';
import { PickupSection } from '@/components/top/pickup-section';
import { RecruitLinks } from '@/components/top/recruit-links';
import { StoreList } from '@/components/top/store-list';
import { Tiles } from '@/components/top/tiles';
import { VideoSection } from '@/components/top/video-section';
import { getRunningCampaigns, TOP_CAMPAIGN_COUNT, toBannerCampaigns } from '@/lib/content/campaigns';
import { getLatestNews } from '@/lib/content/news';
import { getAreasWithStores } from '@/lib/content/stores';
import { routeMetadata } from '@/lib/seo/metadata';

export const metadata = routeMetadata('home');

export default async function HomePage() {
  const [campaigns, groups, news] = await Promise.all([getRunningCampaigns(), getAreasWithStores(), getLatestNews()]);
  return (
    <>
      <MainVisual />
      <VideoSection />
      <PickupSection campaigns={campaigns.slice(0, TOP_CAMPAIGN_COUNT)} />
      <EffectsSection />
      <FeaturesSection counseling />
      <StoreList groups={groups} />
      <Tiles />
      <NewsBlock items={news} />
      <RecruitLinks />
      <CampaignBanner campaigns={toBannerCampaigns(campaigns)} />
    </>
  );
}
