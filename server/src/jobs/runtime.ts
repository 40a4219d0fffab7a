/** How jobs leave the request: BullMQ on Redis, or the same handlers run in this process. */
export interface JobRuntime {
  readonly driver: 'bullmq' | 'inline';
  /** Starts relaying the outbox, and with `work`, processing jobs in this process. */
  start(options: { work: boolean }): void;
  /** Stops taking work and waits for in-flight jobs, at most `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
  /** True when the queue backend answers. */
  ping(): Promise<boolean>;
  /** Runs until nothing is due (inline), or relays what is due (bullmq); for tests and scripts. */
  drain(): Promise<void>;
}
