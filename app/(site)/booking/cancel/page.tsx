import { Suspense } from 'react';
import { BookingCard, LinkProblem, LinkSkeleton, RebookLink } from '@/components/booking/link-pages';
import { CancelBooking } from '@/components/booking/cancel-booking';
import { openLinkOf } from '@/lib/core/booking';
import { routeMetadata } from '@/lib/site/seo/metadata';
import { RoutePage } from '../../_components/route-page';

/* The cancel link of a booking's mail (?token=…, masked in every log): read for each request, never indexed. */

export const metadata = routeMetadata('bookingCancel');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function BookingCancelPage({ searchParams }: Props) {
  return (
    <RoutePage name="bookingCancel">
      <Suspense fallback={<LinkSkeleton />}>
        <CancelContent searchParams={searchParams} />
      </Suspense>
    </RoutePage>
  );
}

async function CancelContent({ searchParams }: Props) {
  const { token, opened } = await openLinkOf(searchParams, 'cancel');
  if (opened.state !== 'valid') return <LinkProblem state={opened.state} />;
  return (
    <BookingCard booking={opened.booking}>
      <CancelBooking token={token} rebook={<RebookLink />} />
    </BookingCard>
  );
}
