import type { z } from 'zod';
import type { Logger } from 'pino';
import type { Db } from '../db/connection';
import type { AppConfig } from '../config';
import type { MailTransport } from '../mail/transport';
import type { Clock } from '../shared/clock';
import type { FileStore } from '../files/fileStore';
import type { ReportService } from '../modules/report/report.service';
import type { SubscriptionService } from '../modules/subscription/subscription.service';

/**
 * Queue names; BullMQ's prefix carries a hash tag so a Redis Cluster keeps each queue on one slot. `maintenance`
 * runs the runtime's own recurring work (the outbox reconciler).
 */
export type QueueName = 'email' | 'pdf' | 'renewals' | 'webhooks' | 'maintenance';

/** What a handler may use. Handlers get ids in their payload and load the rest themselves. */
export interface JobDeps {
  db: Db;
  mail: MailTransport;
  config: AppConfig;
  clock: Clock;
  log: Logger;
  files: FileStore;
  reports: ReportService;
  subscriptions: SubscriptionService;
}

export interface JobDefinition<P = unknown> {
  kind: string;
  queue: QueueName;
  payload: z.ZodType<P>;
  /** Total tries, the first included. */
  attempts: number;
  /** First retry delay; doubles each retry. */
  backoffMs: number;
  /**
   * For a recurring job: run every this many milliseconds, scheduled once per cluster (a BullMQ job scheduler,
   * registered by every process under one id) or by a timer in the embedded runtime.
   */
  everyMs?: number;
  /** Must be safe to run twice: delivery is at least once. */
  handle(payload: P, deps: JobDeps): Promise<void>;
}

export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}

/** A failure that retrying cannot fix (bad payload, missing row): the job stops at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
