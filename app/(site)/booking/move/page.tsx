import { Suspense } from 'react';
import { BookingCard, LinkProblem, LinkSkeleton, RebookLink } from '@/components/booking/link-pages';
import { MoveBooking } from '@/components/booking/move-booking';
import { loadBookingDays, openLinkOf } from '@/lib/core/booking';
import { routeMetadata } from '@/lib/site/seo/metadata';
import { RoutePage } from '../../_components/route-page';

/* The move link of a booking's mail (?token=…, masked in every log): read for each request, never indexed. */

export const metadata = routeMetadata('bookingMove');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function BookingMovePage({ searchParams }: Props) {
  return (
    <RoutePage name="bookingMove">
      <Suspense fallback={<LinkSkeleton />}>
        <MoveContent searchParams={searchParams} />
      </Suspense>
    </RoutePage>
  );
}

async function MoveContent({ searchParams }: Props) {
  const { token, opened } = await openLinkOf(searchParams, 'move');
  if (opened.state !== 'valid') return <LinkProblem state={opened.state} />;
  const days = await loadBookingDays(opened.booking.storeId);
  return (
    <BookingCard booking={opened.booking}>
      {days ? (
        <MoveBooking token={token} storeId={opened.booking.storeId} days={days} rebook={<RebookLink />} />
      ) : (
        <p className="leading-relaxed">この店舗では、現在ホームページからのご予約の変更を受け付けていません。お手数ですが、店舗へお電話でご連絡ください。</p>
      )}
    </BookingCard>
  );
}
