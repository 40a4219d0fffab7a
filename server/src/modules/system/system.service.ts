import type { Db } from '../../db/connection';
import type { JobRuntime } from '../../jobs/runtime';

export function createSystemService(deps: { db: Db; jobs: JobRuntime }) {
  async function databaseReachable(): Promise<boolean> {
    try {
      await Promise.race([
        deps.db.raw('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000).unref()),
      ]);
      return true;
    } catch {
      return false;
    }
  }
  return {
    databaseReachable,
    /** Readiness: the database and the queue backend both answer. */
    async readiness(): Promise<{ ready: boolean; database: boolean; queue: boolean }> {
      const [database, queue] = await Promise.all([databaseReachable(), deps.jobs.ping()]);
      return { ready: database && queue, database, queue };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
