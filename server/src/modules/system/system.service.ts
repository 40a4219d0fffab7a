import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { JobRuntime } from '../../jobs/runtime';
import { withDeadline } from '../../shared/deadline';
import * as repo from './system.repository';

/** The database gets longer than Redis: a busy pool is not a dead database. */
const DATABASE_DEADLINE_MS = 2_000;

export function createSystemService(deps: { db: Db; jobs: JobRuntime; config: AppConfig }) {
  const databaseReachable = () =>
    withDeadline(async () => {
      await repo.ping(deps.db);
      return true;
    }, DATABASE_DEADLINE_MS, false);
  return {
    databaseReachable,
    /**
     * Readiness: the database answers within 2 s and the queue backend within the Redis deadline. A hung Redis
     * makes this false within that deadline rather than holding the probe until it comes back.
     */
    async readiness(): Promise<{ ready: boolean; database: boolean; queue: boolean }> {
      const [database, queue] = await Promise.all([databaseReachable(), withDeadline(() => deps.jobs.ping(), deps.config.redisDeadlineMs, false)]);
      return { ready: database && queue, database, queue };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
