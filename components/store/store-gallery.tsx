'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { Image } from '@/components/ui/image';

/** The store's pictures after the main image. */
export function StoreGallery({ storeName, images }: { storeName: string; images: readonly string[] }) {
  const threeColumns = images.length >= 3;
  const wideScreen = threeColumns ? '(min-width: 1152px) 368px, (min-width: 1024px) 31vw' : '(min-width: 1152px) 560px, (min-width: 1024px) 48vw';
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:gap-5 ${threeColumns ? 'lg:grid-cols-3' : ''}`}>
      {images.map((src, index) => {
        // With an odd number of pictures the first takes the whole row on narrow screens, so none is left alone.
        const wide = index === 0 && images.length % 2 === 1;
        return (
          <li key={src} className={`relative aspect-[3/2] overflow-hidden rounded-xl bg-brand-100 ${wide ? `col-span-2 ${threeColumns ? 'lg:col-span-1' : ''}` : ''}`}>
            <Image
              src={src}
              alt={`${storeName}の店内（${index + 1}枚目）`}
              fill
              sizes={wide && !threeColumns ? '(min-width: 1152px) 1120px, 92vw' : `${wideScreen}, ${wide ? '92vw' : '(min-width: 640px) 48vw, 46vw'}`}
              className="object-cover"
            />
          </li>
        );
      })}
    </ul>
  );
}
