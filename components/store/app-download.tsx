'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { APP_COPY, APP_LISTINGS, APP_SCREENS, type AppListing, type AppScreen } from '@/lib/site/store/app';
import { phoneSlideCss } from '@/lib/site/store/phone-carousel';
import { PhoneCarousel } from './phone-carousel';
import { Icon } from '@/components/ui/icon';

function StoreBadge({ listing, icon }: { listing: AppListing; icon: 'apple' | 'play' }) {
  return (
    <a
      href={listing.href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-14 w-60 items-center gap-3 rounded-xl bg-brand-950 px-4 py-2 text-white shadow-sm transition-colors hover:bg-brand-700 motion-reduce:transition-none"
    >
      <Icon name={icon === 'apple' ? 'app-download' : 'app-play'} className="size-7 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span lang="en" className="text-lg font-bold tracking-wide">
          {listing.store}
        </span>
        <span className="text-xs"> {listing.action}</span>
      </span>
      <span className="sr-only">（新しいタブで開きます）</span>
    </a>
  );
}

/**
 * One app screen: its drawing (an SVG file of `npm run images`), with the screen's name and
 * purpose as text for screen readers.
 */
function PhoneScreen({ screen }: { screen: AppScreen }) {
  return (
    <figure className="m-0">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small vector file, shown at the phone's width */}
      <img src={`/images/app/${screen.kind}.svg`} alt="" width={300} height={620} loading="lazy" decoding="async" className="block h-auto w-full" />
      <figcaption className="sr-only">
        {screen.title}：{screen.description}
      </figcaption>
    </figure>
  );
}

/** The members' app: what it does, links to both app stores and its screens in a phone. */
export function AppDownload() {
  return (
    <div className="grid items-center gap-10 md:grid-cols-[1fr_auto] md:gap-12">
      <style>{phoneSlideCss('[data-phone-frame]')}</style>
      <div>
        <h3 className="text-xl font-bold leading-snug text-brand-900 sm:text-2xl">{APP_COPY.heading}</h3>
        <p className="mt-4 text-[15px] leading-loose sm:text-base">{APP_COPY.lead}</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {APP_SCREENS.map((screen) => (
            <li key={screen.kind} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
              <p className="font-bold text-brand-900">{screen.title}</p>
              <p className="mt-1 text-sm leading-relaxed">{screen.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
          <StoreBadge listing={APP_LISTINGS.appStore} icon="apple" />
          <StoreBadge listing={APP_LISTINGS.googlePlay} icon="play" />
        </div>
      </div>
      <PhoneCarousel
        slides={APP_SCREENS.map((screen) => (
          <PhoneScreen key={screen.kind} screen={screen} />
        ))}
        labels={APP_SCREENS.map((screen) => screen.title)}
      />
    </div>
  );
}
