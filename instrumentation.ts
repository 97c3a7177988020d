/**
 * Process-level start-up of the Next.js server: the mail delivery worker runs for the life of the
 * server, so enquiry mails queued before a restart (or that failed) are still delivered; the
 * publication clock expires the pages of each scheduled article or campaign at its time.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startDeliveryWorker } = await import('./lib/core/mail/worker');
  startDeliveryWorker();
  const { startPublicationClock } = await import('./lib/core/model/publication-clock');
  const { callPublicationClock } = await import('./lib/core/model/publication-call');
  startPublicationClock(callPublicationClock);
}
