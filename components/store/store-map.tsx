'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { isHttpsUrl } from '@/lib/site/store/details';

interface StoreMapProps {
  storeName: string;
  embedUrl: string;
  /** The map in Google Maps, for a larger view or directions. */
  mapUrl: string | null;
}

/** The store's map, 1000 × 550 and scaled to the width, loaded only as it nears the screen. */
export function StoreMap({ storeName, embedUrl, mapUrl }: StoreMapProps) {
  return (
    <div>
      <div className="overflow-hidden rounded-2xl bg-brand-100 shadow-sm ring-1 ring-brand-100">
        <iframe
          src={embedUrl}
          title={`${storeName}の地図`}
          width={1000}
          height={550}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
          className="block aspect-[1000/550] h-auto w-full border-0"
        />
      </div>
      {isHttpsUrl(mapUrl) && (
        <p className="mt-3 text-right text-sm">
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            Google マップで開く<span className="sr-only">（新しいタブで開きます）</span>
          </a>
        </p>
      )}
    </div>
  );
}
