"use client";

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import Link from "next/link";

interface StoreActionsProps {
  storeName: string;
  /** The store's booking page. */
  bookingHref: string;
  counselingHref: string;
  /** The store's campaign article, or null: the button then shows, disabled. */
  campaignHref: string | null;
}

const base =
  "inline-flex min-h-16 w-full max-w-sm flex-col items-center justify-center rounded-full px-8 py-2 text-center shadow-md transition-colors motion-reduce:transition-none";

/** The trial booking first, then the counselling button to the contact form and the campaign button to the store's campaign news. */
export function StoreActions({
  storeName,
  bookingHref,
  counselingHref,
  campaignHref
}: StoreActionsProps) {
  return (
    <div className="flex flex-col items-center gap-4 sm:gap-6">
      <Link
        href={bookingHref}
        className={`${base} max-w-xl bg-accent-700 text-white hover:bg-accent-800 sm:min-h-20`}
      >
        <span lang="en" className="text-xs font-bold tracking-[0.2em]">
          FREE TRIAL
        </span>
        <span className="text-xl font-bold">無料体験を予約する</span>
        <span className="text-xs">空き状況を見て、その場で予約できます</span>
      </Link>
      <div className="flex w-full flex-col items-center justify-center gap-4 sm:flex-row sm:gap-6">
        <Link
          href={counselingHref}
          className={`${base} bg-brand-900 text-white hover:bg-brand-700`}
        >
          <span
            lang="en"
            className="text-xs font-bold tracking-[0.2em] text-accent-500"
          >
            COUNSELING
          </span>
          <span className="text-lg font-bold">カウンセリング予約</span>
        </Link>
        {campaignHref ? (
          <Link
            href={campaignHref}
            className={`${base} bg-accent-700 text-white hover:bg-accent-800`}
          >
            <span lang="en" className="text-xs font-bold tracking-[0.2em]">
              CAMPAIGN
            </span>
            <span className="text-lg font-bold">{storeName}のキャンペーン</span>
          </Link>
        ) : (
          <div className="flex w-full max-w-sm flex-col items-center gap-1.5">
            <button
              type="button"
              aria-disabled="true"
              aria-describedby="store-campaign-none"
              className={`${base} cursor-not-allowed border-2 border-dashed border-brand-700/40 bg-white text-brand-700 shadow-none`}
            >
              <span lang="en" className="text-xs font-bold tracking-[0.2em]">
                CAMPAIGN
              </span>
              <span className="text-lg font-bold">キャンペーン情報</span>
            </button>
            <p id="store-campaign-none" className="text-sm text-brand-700">
              現在、この店舗で実施中のキャンペーンはありません。
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
