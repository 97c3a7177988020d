import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * A process's clock set to another time, for tests of what happens at a time of day that the
 * test run cannot wait for (the booking reminder from 09:00 in Japan, the day before): the
 * machine's libfaketime (Debian's faketime package, which scripts/test-prerequisites.sh installs)
 * loaded into a child process. Only that process's wall clock moves, and it goes on ticking;
 * its timers (the monotonic clock), PostgreSQL, Redis and the test itself keep real time.
 */

/** libfaketime's thread-safe build (Node.js runs several threads), wherever Debian put it for this machine. */
function libfaketime(): string {
  const candidates = ['/usr/lib/faketime', ...readdirSync('/usr/lib').map((folder) => path.join('/usr/lib', folder, 'faketime'))];
  const found = candidates.map((folder) => path.join(folder, 'libfaketimeMT.so.1')).find((file) => existsSync(file));
  if (!found) throw new Error('libfaketime is missing: apt-get install -y faketime (scripts/test-prerequisites.sh does it)');
  return found;
}

/** The environment that starts a child process with its clock reading `at` now. */
export function fakeClockEnv(at: Date): Record<string, string> {
  const offsetSeconds = Math.round((at.getTime() - Date.now()) / 1000);
  return {
    LD_PRELOAD: libfaketime(),
    FAKETIME: `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`,
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  };
}
