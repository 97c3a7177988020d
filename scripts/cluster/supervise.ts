import type { ClusterProcess } from './process';

/**
 * How `npm run cluster` brings back a process that stopped by itself: after each of these pauses
 * in turn, and not after the last; a process that then stays up for `steadyMs` starts again from
 * the first pause when it next stops.
 */
export interface RestartPolicy {
  delaysMs: number[];
  steadyMs: number;
}

export const RESTART_POLICY: RestartPolicy = { delaysMs: [1000, 2000, 5000, 10_000, 30_000], steadyMs: 60_000 };

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

function describe(member: ClusterProcess): string {
  return member.name === 'nginx' ? 'nginx' : `Instance ${member.name} (${member.url})`;
}

/**
 * The `onUnexpectedExit` of `npm run cluster`: the process that stopped is started again after a
 * pause, each on its own, while the others keep serving (nginx sends requests to the instances
 * that answer); a process that keeps failing is left stopped after the policy's last try.
 * Nothing is started once `stopping()` (Ctrl-C).
 */
export function restartOnExit(
  log: (line: string) => void,
  stopping: () => boolean,
  policy: RestartPolicy = RESTART_POLICY,
): (member: ClusterProcess, code: number | null, signal: NodeJS.Signals | null) => Promise<void> {
  const history = new Map<string, { restarts: number; upSince: number }>();
  return async (member, code, signal) => {
    const now = Date.now();
    const record = history.get(member.name) ?? { restarts: 0, upSince: 0 };
    if (now - record.upSince >= policy.steadyMs) record.restarts = 0;
    history.set(member.name, record);
    const others = member.name === 'nginx' ? 'the instances keep running' : 'nginx and the other instances keep serving';
    log(`${describe(member)} stopped by itself (${signal ?? `exit code ${code}`}); ${others}.`);
    while (record.restarts < policy.delaysMs.length) {
      const delay = policy.delaysMs[record.restarts]!;
      record.restarts += 1;
      log(`Restarting ${member.name} in ${delay / 1000} s (try ${record.restarts} of ${policy.delaysMs.length})…`);
      await sleep(delay);
      if (stopping()) return;
      try {
        await member.restart();
        record.upSince = Date.now();
        log(`${describe(member)} is back (pid ${member.pid}).`);
        return;
      } catch (error) {
        if (stopping()) return;
        log(error instanceof Error ? error.message : String(error));
      }
    }
    log(`${describe(member)} did not come back after ${policy.delaysMs.length} tries; it stays stopped. Restart the cluster (Ctrl-C, npm run cluster) once its cause is fixed.`);
  };
}
