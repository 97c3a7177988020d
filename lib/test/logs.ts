import { setLogDestinationForTests } from '@/lib/core/ops/log';

/** A log line as the server writes it (lib/core/ops/log.ts). */
export type LogLine = Record<string, unknown> & { level: string; msg: string; requestId?: string };

/**
 * Sends the server's log (lib/core/ops/log.ts) to memory until `stop()`; the tests are otherwise
 * silent (LOG_LEVEL=silent, lib/test/setup-env.ts).
 */
export function captureLogs(level = 'debug') {
  let text = '';
  setLogDestinationForTests({ write: (chunk: string) => void (text += chunk) }, level);
  return {
    /** Everything written, as it would be on stdout. */
    text: () => text,
    lines: (): LogLine[] => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine),
    stop: () => setLogDestinationForTests(undefined),
  };
}
