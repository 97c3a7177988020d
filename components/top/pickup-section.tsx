'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { NearImage } from '@/components/ui/near-image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { PickupCampaign } from '@/lib/core/content/campaigns';
import { formatCampaignDate } from '@/lib/core/campaign/display';
import { yenSign } from '@/lib/core/facts';
import { pickupImageSizes, pickupSlideCss } from '@/lib/site/top/carousel';
import { type Artwork, campaignCardImages, type PickupBanner, pickupBanners, pickupCopy } from '@/lib/site/top/media';
import { PickupCarousel } from './pickup-carousel';
import { SectionHeading } from './section-heading';
import { SectionNotice } from './section-notice';
import { Icon } from '@/components/ui/icon';

const SLIDE_ATTRIBUTE = 'data-pickup-slide';
const TRACK_ATTRIBUTE = 'data-pickup-track';

function CardImage({ image, badge }: { image: Artwork; badge: string }) {
  return (
    <span className="relative block overflow-hidden">
      <NearImage
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        sizes={pickupImageSizes()}
        className="card-photo-zoom"
      />
      <span lang="en" className="card-corner-label">
        {badge}
      </span>
    </span>
  );
}

const cardClass = 'group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-brand-100';

interface CampaignCardProps {
  campaign: PickupCampaign;
  store: NonNullable<PickupCampaign['store']>;
  image: Artwork;
}

function CampaignCard({ campaign, store, image }: CampaignCardProps) {
  const date = formatCampaignDate(campaign.date);
  return (
    <Link href={store.href} className={`${cardClass} transition-shadow hover:shadow-md`}>
      <CardImage image={image} badge={pickupCopy.campaignLabel} />
      <span className="flex flex-1 flex-col p-4 sm:p-5">
        <span className="text-lg font-black text-brand-900 group-hover:underline">{store.name}</span>
        <span className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm font-bold text-brand-950">
          {pickupCopy.campaignPlan}
          {campaign.value !== null && <span className="text-2xl font-black text-accent-600">{yenSign(campaign.value)}</span>}
        </span>
        <span className="mt-auto pt-3 text-sm font-bold text-brand-700">
          <time dateTime={campaign.date} lang="en">
            <span className="mr-1.5">{date.year}</span>
            <span className="text-lg">{date.monthDay}</span>
            <span className="ml-1.5 text-xs tracking-wider">{date.weekday}</span>
          </time>
          <span> 〜</span>
        </span>
      </span>
    </Link>
  );
}

function BannerBody({ banner, linked, external = false }: { banner: PickupBanner; linked: boolean; external?: boolean }) {
  return (
    <>
      <CardImage image={banner.image} badge={banner.label} />
      <span className="flex flex-1 flex-col p-4 sm:p-5">
        <span className={`text-base leading-snug font-black text-brand-900 ${linked ? 'group-hover:underline' : ''}`}>
          {banner.title}
          {external && (
            <Icon name="external" className="ml-1 inline size-3 align-baseline text-brand-700" />
          )}
        </span>
        <span className="mt-2 text-sm leading-relaxed text-brand-950">{banner.text}</span>
        {external && <span className="sr-only">（新しいタブで開きます）</span>}
      </span>
    </>
  );
}

function BannerCard({ banner }: { banner: PickupBanner }) {
  switch (banner.type) {
    case 'link':
      return (
        <a href={banner.href} target="_blank" rel="noopener" className={`${cardClass} transition-shadow hover:shadow-md`}>
          <BannerBody banner={banner} linked external />
        </a>
      );
    case 'route':
      return (
        <Link href={banner.href} className={`${cardClass} transition-shadow hover:shadow-md`}>
          <BannerBody banner={banner} linked />
        </Link>
      );
    case 'img':
      return (
        <div className={cardClass}>
          <BannerBody banner={banner} linked={false} />
        </div>
      );
  }
}

/**
 * PICK UP CONTENTS: the running campaigns (newest first, as the caller passes them) and then
 * the static banners, in an endless carousel.
 */
export function PickupSection({ campaigns }: { campaigns: readonly PickupCampaign[] }) {
  const slides: ReactNode[] = [
    ...campaigns.flatMap((campaign, index) =>
      campaign.store
        ? [
            <CampaignCard
              key={campaign.id}
              campaign={campaign}
              store={campaign.store}
              image={campaignCardImages[index % campaignCardImages.length] ?? campaignCardImages[0]!}
            />,
          ]
        : [],
    ),
    ...pickupBanners.map((banner) => <BannerCard key={banner.title} banner={banner} />),
  ];
  return (
    <section aria-labelledby="pickup-heading" aria-roledescription="carousel" className="overflow-hidden bg-brand-100/60 py-16 sm:py-24">
      <style href="pickup-slide-sizes" precedence="default">
        {pickupSlideCss(`[${SLIDE_ATTRIBUTE}]`, `[${TRACK_ATTRIBUTE}]`)}
      </style>
      <div className="px-4">
        <SectionHeading id="pickup-heading" en={pickupCopy.heading} ja={pickupCopy.subheading} />
      </div>
      <PickupCarousel slides={slides} slideAttribute={SLIDE_ATTRIBUTE} trackAttribute={TRACK_ATTRIBUTE} />
    </section>
  );
}

/** In place of the carousel when the running campaigns could not be read. */
export function PickupUnavailable() {
  return (
    <section aria-labelledby="pickup-heading" className="bg-brand-100/60 px-4 py-16 sm:py-24">
      <SectionHeading id="pickup-heading" en={pickupCopy.heading} ja={pickupCopy.subheading} />
      <div className="mx-auto mt-10 max-w-6xl">
        <SectionNotice>キャンペーン情報を読み込めませんでした。時間をおいて再度お試しください。</SectionNotice>
      </div>
    </section>
  );
}
