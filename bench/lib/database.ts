import knexFactory from 'knex';
import { withTimeout } from './time';

/** The PostgreSQL database the bench writes to; created empty before use and dropped afterwards. */
export const BENCH_DATABASE = 'innerscope_bench';

/** `adminUrl` with its database replaced by `database`. */
export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Where a database URL points, without its credentials, for printing. */
export function describeDatabaseUrl(url: string): string {
  const u = new URL(url);
  return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
}

/** Runs `work` on a one-connection pool to the admin URL, bounded in time, and always closes the pool. */
async function withAdmin<T>(adminUrl: string, what: string, work: (knex: knexFactory.Knex) => Promise<T>): Promise<T> {
  if (new URL(adminUrl).pathname.replace(/^\//, '') === BENCH_DATABASE) {
    throw new Error(`DATABASE_URL names ${BENCH_DATABASE} itself: point it at another database the bench can connect to`);
  }
  const knex = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 }, acquireConnectionTimeout: 10_000 });
  try {
    return await withTimeout(work(knex), 30_000, what);
  } finally {
    await withTimeout(knex.destroy(), 5_000, 'admin connection close').catch(() => undefined);
  }
}

/**
 * Drops the bench database if it exists, ending sessions still connected to it (PostgreSQL 13 and later do
 * that themselves with `with (force)`).
 */
async function dropIfExists(knex: knexFactory.Knex): Promise<void> {
  const version = Number((await knex.raw<{ rows: Array<{ v: string }> }>('show server_version_num')).rows[0]?.v ?? 0);
  if (version >= 130_000) {
    await knex.raw('drop database if exists ?? with (force)', [BENCH_DATABASE]);
  } else {
    await knex.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()', [BENCH_DATABASE]);
    await knex.raw('drop database if exists ??', [BENCH_DATABASE]);
  }
}

/**
 * Creates the bench database afresh (dropping what a previous, interrupted run may have left) through the
 * admin URL, and returns its URL: same server and credentials, the bench database instead of the admin one.
 */
export async function createBenchDatabase(adminUrl: string): Promise<string> {
  await withAdmin(adminUrl, `create database ${BENCH_DATABASE}`, async (knex) => {
    await dropIfExists(knex);
    await knex.raw('create database ??', [BENCH_DATABASE]);
  });
  return databaseUrlFor(adminUrl, BENCH_DATABASE);
}

/** Drops the bench database through the admin URL. */
export async function dropBenchDatabase(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, `drop database ${BENCH_DATABASE}`, dropIfExists);
}
