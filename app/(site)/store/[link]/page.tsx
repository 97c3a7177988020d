import type { Metadata } from 'next';
import { Image } from '@/components/ui/image';
import Link from 'next/link';
import { CtaLink } from '@/app/(site)/_components/route-page';
import { AppDownload } from '@/components/store/app-download';
import { PaymentForm } from '@/components/store/payment-form';
import { OpeningStatus } from '@/components/store/opening-status';
import { StoreActions } from '@/components/store/store-actions';
import { StoreDetails } from '@/components/store/store-details';
import { StoreFaq } from '@/components/store/store-faq';
import { StoreFeatures } from '@/components/store/store-features';
import { StoreGallery } from '@/components/store/store-gallery';
import { StoreMap } from '@/components/store/store-map';
import { StorePrices } from '@/components/store/store-prices';
import { StoreReviews } from '@/components/store/store-reviews';
import { StoreSection } from '@/components/store/store-section';
import { StoreTrainers } from '@/components/store/store-trainers';
import { findStore, type StoreParams, storeStaticParams } from '@/app/(site)/_components/store-params';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { STORE_LIST } from '@/components/site/nav-items';
import { PageHeader } from '@/components/site/page-header';
import { getStoreCampaignNews } from '@/lib/core/content/campaigns';
import { getOpeningCalendar, getStoreClosedDates } from '@/lib/core/content/opening';
import {
  getStoreQuestions,
  getStoreReviews,
  getStoreTrainers,
  REVIEW_CARD_FIELDS,
  TRAINER_CARD_FIELDS,
} from '@/lib/core/content/stores';
import { pick } from '@/lib/ui/pick';
import { STORE_ATTRIBUTE } from '@/lib/core/analytics/shared';
import { getConfig } from '@/lib/core/config';
import { articlePath, CONTACT_FORM_PATH, storeBookingPath, storePath } from '@/lib/core/routes';
import { JsonLd } from '@/lib/site/seo/json-ld';
import { seoMetadata } from '@/lib/site/seo/metadata';
import { storeSeo } from '@/lib/site/seo/snippet';
import { exerciseGymJsonLd, faqPageJsonLd } from '@/lib/site/seo/structured-data';
import { site } from '@/lib/core/site';
import { STORE_FEATURES_HEADING } from '@/lib/site/store/copy';
import { galleryImages, isHttpsUrl, mainImage, STORE_DETAIL_FIELDS } from '@/lib/site/store/details';
import { ownFaq } from '@/lib/site/store/faq';
import { premiumAmount, premiumPaymentForm } from '@/lib/site/store/payment';
import { storePriceGroups } from '@/lib/site/store/prices';
import { rentalRows } from '@/lib/site/store/rentals';

type Props = { params: StoreParams };

/**
 * Every published store is prerendered; one published later renders on its first visit. Content
 * edits refresh the page through its cache tags, and the campaign button's read expires at
 * midnight in Japan, so a campaign that reached its end date loses its button without an edit.
 */
export const generateStaticParams = storeStaticParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await findStore(params);
  const area = store.name.replace(/店$/, '');
  return seoMetadata(storeSeo({ ...store, path: storePath(store.link) }), {
    keywords: [store.name, `加圧トレーニング ${area}`, `パーソナルジム ${area}`, site.name],
  });
}

export default async function StorePage({ params }: Props) {
  const store = await findStore(params);
  const [reviews, trainers, questions, campaignNews, calendar, closedDates] = await Promise.all([
    getStoreReviews(store.id),
    getStoreTrainers(store.id),
    getStoreQuestions(store.id),
    getStoreCampaignNews(store.id),
    getOpeningCalendar(),
    getStoreClosedDates(),
  ]);
  const campaignHref = campaignNews ? articlePath('news', campaignNews.categorySlug || 'campaign', campaignNews.route) : null;
  const config = getConfig();
  const image = mainImage(store);
  const gallery = galleryImages(store);
  const faq = ownFaq(questions);
  const amount = premiumAmount(store.premiumValue);
  const rentals = rentalRows(store);

  return (
    <>
      {/* The store this page belongs to, for the visit analytics' beacon (public/oz-beacon.js): empty,
          and not `hidden`, so the beacon can tell it from a page visited before and kept hidden. */}
      <div {...{ [STORE_ATTRIBUTE]: store.id }} />
      <PageHeader en="STORE" ja={store.name} />
      <Breadcrumbs items={[{ label: store.name }]} />

      <div className="mx-auto max-w-6xl px-4 pt-6 pb-14 sm:pt-10 sm:pb-20">
        {/* On a phone the badge and the link each have their own line: the badge fills in after
            the page has loaded, and a line shared with the link would break in two then. */}
        <div className="mb-6 flex flex-col items-start gap-y-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-x-6">
          <OpeningStatus calendar={calendar} closedDates={closedDates[store.id]} />
          <Link href={STORE_LIST.href} className="text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            近くの店舗を探す
          </Link>
        </div>
        <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
          <StoreDetails store={pick(store, STORE_DETAIL_FIELDS)} />
          {image && (
            <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-brand-100 lg:order-first">
              <Image
                src={image}
                alt={`${store.name}のトレーニングスタジオ`}
                fill
                loading="eager"
                fetchPriority="high"
                sizes="(min-width: 1152px) 544px, (min-width: 1024px) 47vw, 100vw"
                className="object-cover"
              />
            </div>
          )}
        </div>
        <div className="mt-12">
          <StoreActions storeName={store.name} bookingHref={storeBookingPath(store.link)} counselingHref={CONTACT_FORM_PATH} campaignHref={campaignHref} />
        </div>
        {isHttpsUrl(store.embedUrl) && (
          <div className="mt-14">
            <StoreMap storeName={store.name} embedUrl={store.embedUrl} mapUrl={store.googleMap ?? null} />
          </div>
        )}
      </div>

      {reviews.length > 0 && (
        <StoreSection id="reviews" en="VOICE" ja="お客様の声" tinted>
          <StoreReviews reviews={reviews.map((review) => pick(review, REVIEW_CARD_FIELDS))} />
        </StoreSection>
      )}
      {gallery.length > 0 && (
        <StoreSection id="gallery" en="GALLERY" ja="店内の様子">
          <StoreGallery storeName={store.name} images={gallery} />
        </StoreSection>
      )}
      {trainers.length > 0 && (
        <StoreSection id="trainers" en="TRAINER" ja="トレーナー紹介" tinted={gallery.length > 0}>
          <StoreTrainers trainers={trainers.map((trainer) => pick(trainer, TRAINER_CARD_FIELDS))} />
        </StoreSection>
      )}
      <StoreSection id="price" en="PRICE" ja="料金・レンタル">
        <StorePrices
          groups={storePriceGroups(amount)}
          rentals={rentals}
          premiumFooter={<PaymentForm form={premiumPaymentForm(store.premiumValue, { url: config.PAYMENT_FORM_URL, aid: config.PAYMENT_AID })} />}
        />
      </StoreSection>
      <StoreSection id="faq" en="Q&A" ja="よくあるご質問" tinted>
        <StoreFaq own={faq} />
      </StoreSection>
      <StoreSection id="app" en="APP" ja="公式アプリ">
        <AppDownload />
      </StoreSection>
      <StoreSection id="feature" en="FEATURE" ja={STORE_FEATURES_HEADING} tinted>
        <StoreFeatures />
        <CtaLink href={storeBookingPath(store.link)}>{store.name}で無料体験を予約する</CtaLink>
      </StoreSection>

      <JsonLd data={exerciseGymJsonLd(store, config.siteUrl)} />
      {faq && <JsonLd data={faqPageJsonLd(faq)} />}
    </>
  );
}
