'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { CONTACT_FORM_PATH, isBookingPath } from '@/lib/core/routes';
import { Icon } from '@/components/ui/icon';

/**
 * The fixed call to action: a bar along the bottom of phones ("choose a store to try", the spec's
 * mobile label), a pill in the bottom-right corner of tablets and small laptops, and a vertical
 * tab on the right edge from 1280 px, where it sits in the margin beside the content. Only one
 * label is displayed at a time, so the link's accessible name always matches what is shown.
 * The booking pages have none: their visitor is already doing what it asks, and on a phone it
 * would cover the step's own buttons.
 */
export function ContactButton() {
  if (isBookingPath(usePathname())) return null;
  return (
    <>
      {/* Room at the end of the page so the bar never covers the footer's last line. */}
      <div aria-hidden="true" className="h-(--shell-bottom-bar) bg-brand-950 md:hidden print:hidden" />
      <Link
        href={CONTACT_FORM_PATH}
        className="fixed inset-x-0 bottom-0 z-30 flex h-(--shell-bottom-bar) print:hidden items-center justify-center gap-2.5 bg-accent-700 pb-[env(safe-area-inset-bottom)] text-base font-bold tracking-wider text-white shadow-[0_-4px_14px_rgb(11_29_51/0.18)] transition-colors hover:bg-accent-800 motion-reduce:transition-none md:right-6 md:bottom-6 md:left-auto md:h-14 md:rounded-full md:px-7 md:pb-0 md:shadow-[0_6px_18px_rgb(11_29_51/0.28)] xl:top-1/2 xl:right-0 xl:bottom-auto xl:h-auto xl:-translate-y-1/2 xl:gap-3 xl:rounded-none xl:rounded-l-xl xl:px-3.5 xl:py-6 xl:text-[15px] xl:tracking-[0.2em] xl:[writing-mode:vertical-rl]"
      >
        <Icon name="mail" className="size-5 shrink-0" />
        <span className="md:hidden">体験する店舗を選ぶ</span>
        <span className="hidden md:inline">無料体験・お問い合わせ</span>
        <Icon name="arrow" className="h-3 w-2 shrink-0 md:hidden" />
      </Link>
    </>
  );
}
