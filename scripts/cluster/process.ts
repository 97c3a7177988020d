/** One process of the cluster: an instance or nginx. */
export interface ClusterProcess {
  /** 'a', 'b'… for the instances, 'nginx'. */
  readonly name: string;
  readonly port: number;
  /** Where it answers directly. */
  readonly url: string;
  /** The current process's id (its process group's too), undefined before the first start. */
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Sends `signal` (SIGKILL by default) to its process group and waits until it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM, then SIGKILL after 8 s; waits until it has exited. Nothing when it is not running. */
  stop(): Promise<void>;
  /**
   * Stops it if it runs, starts it again and waits until it answers. `env` is added to its
   * environment for this run only (a test's fake clock); a later restart without it drops it.
   */
  restart(env?: Record<string, string>): Promise<void>;
}
