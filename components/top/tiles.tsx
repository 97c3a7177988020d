'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { NearImage } from '@/components/ui/near-image';
import Link from 'next/link';
import { TILES } from '@/lib/site/top/tiles';

/** Three image links: the trial flow, members' reviews, and programs and prices. */
export function Tiles() {
  return (
    <nav aria-label="Oz をもっと知る" className="px-4 py-16 sm:py-20">
      <ul data-animate className="mx-auto grid max-w-6xl gap-5 md:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.href}>
            <Link
              href={tile.href}
              className="group flex h-full flex-col overflow-hidden rounded-2xl bg-brand-950 text-white shadow-sm transition-shadow hover:shadow-lg motion-reduce:transition-none"
            >
              <span className="block overflow-hidden">
                <NearImage
                  src={tile.image}
                  alt=""
                  width={960}
                  height={640}
                  sizes="(min-width: 1152px) 368px, (min-width: 768px) 32vw, 92vw"
                  className="aspect-[2/1] w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100 md:aspect-[3/2]"
                />
              </span>
              <span className="flex flex-1 items-center justify-between gap-3 px-5 py-4">
                <span>
                  <span lang="en" aria-hidden="true" className="block text-xs font-bold tracking-[0.2em] text-accent-500">
                    {tile.en}
                  </span>
                  <span className="mt-0.5 block text-xl font-bold">{tile.ja}</span>
                  <span className="mt-1 block text-xs leading-relaxed text-brand-100">{tile.text}</span>
                </span>
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-900 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
                >
                  →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
