'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { NearImage } from '@/components/ui/near-image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { StoreListGroup } from '@/lib/core/content/stores';
import { SectionHeading } from './section-heading';
import { SectionNotice } from './section-notice';
import { StoreListTracker } from './store-list-tracker';
import { ChevronDown } from '@/components/ui/chevron-down';
import { OpeningStatus } from '@/components/store/opening-status';
import type { OpeningCalendar } from '@/lib/core/time/store-hours';
import { StoreFinder } from './store-finder';

const SECTION_ID = 'shop';

/** The section (anchor #shop) with its heading and introduction, around the list or its notice. */
function StoreListSection({ children }: { children: ReactNode }) {
  return (
    <section
      id={SECTION_ID}
      aria-labelledby="shop-heading"
      data-scroll-offset="250"
      data-scroll-duration="500"
      className="px-3 py-16 sm:px-4 sm:py-24"
    >
      <div data-animate className="mx-auto max-w-6xl">
        <SectionHeading id="shop-heading" en="SHOP" ja="店舗一覧" />
        <p className="mx-auto mt-6 max-w-3xl text-[15px] leading-loose sm:text-center sm:text-base">
          どの店舗でも無料体験を受け付けています。お近くの店舗やお勤め先の近くの店舗をお選びください。
        </p>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** In place of the list when the stores could not be read; the #shop anchor stays. */
export function StoreListUnavailable() {
  return (
    <StoreListSection>
      <SectionNotice>店舗一覧を読み込めませんでした。時間をおいて再度お試しください。</SectionNotice>
    </StoreListSection>
  );
}

/** The store list by area (anchor #shop): one collapsible section per area, all open at first. */
export function StoreList({ groups, calendar }: { groups: readonly StoreListGroup[]; calendar: OpeningCalendar }) {
  return (
    <StoreListSection>
      <div className="space-y-5">
        <StoreFinder stores={groups.flatMap((group) => group.stores)} calendar={calendar} />
        {groups.map(({ area, stores }) => (
          <details key={area.id} open aria-labelledby={`area-${area.id}`} className="group rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
            <summary className="flex cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-4 hover:bg-brand-100/50 sm:px-6 [&::-webkit-details-marker]:hidden">
              <span id={`area-${area.id}`} className="text-xl font-bold text-brand-900">
                {area.jp}
              </span>
              <span lang="en" aria-hidden="true" className="text-xs font-bold uppercase tracking-[0.15em] text-brand-700">
                {area.en}
              </span>
              <span className="ml-auto text-sm text-brand-700">{stores.length}店舗</span>
              <ChevronDown className="size-6 shrink-0 text-brand-900 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <ul className="grid gap-2.5 px-2.5 pb-3 sm:gap-4 sm:px-6 sm:pb-6 md:grid-cols-2">
              {stores.map((store) => (
                <li
                  key={store.id}
                  className="store-card"
                >
                  {store.thumbImage ? (
                    <NearImage
                      src={store.thumbImage}
                      alt=""
                      width={1200}
                      height={800}
                      sizes="(min-width: 1024px) 192px, (min-width: 640px) 160px, 80px"
                      className="store-card-photo"
                    />
                  ) : null}
                  <div className="min-w-0 py-0.5">
                    <h3 className="text-lg font-bold text-brand-900">
                      <Link
                        href={store.href}
                        data-store-id={store.id}
                        className="card-cover-link"
                      >
                        {store.name}
                      </Link>
                    </h3>
                    <OpeningStatus calendar={calendar} closedDates={store.closedDates} layout="stacked" className="mt-1" />
                    {store.address && (
                      <p className="mt-1 text-[13px] leading-relaxed sm:text-sm">
                        {store.address}
                        {store.addressOther && <span className="block text-brand-700">{store.addressOther}</span>}
                      </p>
                    )}
                    {store.access && <p className="mt-2 text-xs leading-relaxed text-brand-700">{store.access}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
      <StoreListTracker containerId={SECTION_ID} />
    </StoreListSection>
  );
}
