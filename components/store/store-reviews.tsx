'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { Image } from '@/components/ui/image';
import type { ReviewCard } from '@/lib/core/content/stores';

/** Customer reviews: portrait, title, goal badge, age group and initials, comment. */
export function StoreReviews({ reviews }: { reviews: readonly ReviewCard[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {reviews.map((review) => (
        <li key={review.id} className="panel">
          <article aria-labelledby={`review-${review.id}`}>
            <div className="flex items-center gap-4">
              {review.image && (
                <Image
                  src={review.image}
                  alt=""
                  width={400}
                  height={400}
                  sizes="80px"
                  className="size-16 shrink-0 rounded-full bg-brand-100 object-cover sm:size-20"
                />
              )}
              <div className="min-w-0">
                {review.badge && (
                  <p className="inline-block rounded-full bg-accent-500/15 px-3 py-0.5 text-xs font-bold text-accent-800">{review.badge}</p>
                )}
                {(review.age || review.initial) && (
                  <p className="mt-1 text-sm text-brand-700">{[review.age, review.initial].filter(Boolean).join('・')}</p>
                )}
              </div>
            </div>
            {review.title && (
              <h3 id={`review-${review.id}`} className="mt-4 text-lg font-bold leading-snug text-brand-900">
                {review.title}
              </h3>
            )}
            {review.comment && <p className="mt-2 text-[15px] leading-relaxed">{review.comment}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
