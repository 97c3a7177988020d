import 'server-only';
import { pruneAuditLog } from '@/lib/core/audit/query';
import { anonymizeExpiredBookings, queueDueReminders } from '@/lib/core/booking';
import { getConfig } from '@/lib/core/config';
import { getDb } from '@/lib/core/db';
import { anonymizeExpiredEnquiries } from '@/lib/core/enquiry/erase';
import { publishEnquiryChange } from '@/lib/core/enquiry/live-events';
import { logger } from '@/lib/core/ops/log';
import { pruneRateEvents } from '@/lib/core/security/rate-limit';
import { deliverDue } from './outbox';
import { configuredTransport } from './transport';

/*
 * The delivery worker of the server process: it runs after each stored enquiry and on a timer,
 * so mails that failed, or were queued before a restart, go out without anyone waiting for them.
 * It also prunes, at most hourly, the audit log entries older than AUDIT_RETENTION_DAYS, and
 * anonymises the enquiries older than ENQUIRY_RETENTION_DAYS (lib/core/enquiry/erase.ts). Before each
 * delivery it queues the booking reminders that are due (lib/core/booking/reminder.ts), which every
 * instance may do: each booking's reminder is claimed by one of them.
 */

const INTERVAL_MS = 30_000;

interface WorkerState {
  running?: Promise<void>;
  again?: boolean;
  timer?: ReturnType<typeof setInterval>;
  /** When the audit log was last pruned and old enquiries anonymised (epoch ms). */
  retentionRanAt?: number;
}

const RETENTION_EVERY_MS = 60 * 60 * 1000;

const state = ((globalThis as unknown as { __ozMailWorker?: WorkerState }).__ozMailWorker ??= {});

async function runOnce(): Promise<void> {
  const db = await getDb();
  const from = getConfig().MAIL_FROM;
  // A failure here must not hold up the delivery of what is queued.
  await queueDueReminders({ db }).catch((error: unknown) => logger().error({ err: error }, 'Could not queue the booking reminders'));
  // Batches until nothing due is left, so a backlog clears in one go.
  for (;;) {
    const report = await deliverDue(db, configuredTransport(), { from, onChange: (id) => void publishEnquiryChange(db, id) });
    if (report.sent + report.failed === 0 || report.failed > 0) break;
  }
  const now = new Date();
  await pruneRateEvents(db.kysely, now);
  if (now.getTime() - (state.retentionRanAt ?? 0) >= RETENTION_EVERY_MS) {
    state.retentionRanAt = now.getTime();
    await pruneAuditLog(db, now);
    const { anonymized, skipped } = await anonymizeExpiredEnquiries(db, now);
    // Counts only: the log never names a visitor.
    if (anonymized + skipped > 0) logger().info({ retentionDays: getConfig().ENQUIRY_RETENTION_DAYS, anonymized, skipped }, 'Retention: expired enquiries anonymised');
    const bookings = await anonymizeExpiredBookings(db, now);
    if (bookings.anonymized + bookings.skipped > 0) logger().info({ retentionDays: getConfig().ENQUIRY_RETENTION_DAYS, ...bookings }, 'Retention: expired bookings anonymised');
  }
}

/** Starts a delivery run now, or one more right after the current one. Never throws. */
export function kickDelivery(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = runOnce()
    .catch((error: unknown) => logger().error({ err: error }, 'Mail delivery run failed'))
    .finally(() => {
      state.running = undefined;
      if (state.again) {
        state.again = false;
        kickDelivery();
      }
    });
}

/** Runs the worker every 30 seconds for the life of the process (instrumentation.ts). */
export function startDeliveryWorker(): void {
  if (state.timer) return;
  state.timer = setInterval(kickDelivery, INTERVAL_MS);
  state.timer.unref?.();
  kickDelivery();
}
