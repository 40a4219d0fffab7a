import knexFactory, { type Knex } from 'knex';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

export type Db = Knex;
export type Trx = Knex.Transaction;
/** Anything a repository can run SQL on: the pool or a transaction. */
export type Executor = Knex | Knex.Transaction;

export interface DbHandle {
  knex: Knex;
  driver: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a migrated database in tests. */
  dump?(): Promise<Blob>;
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite (real Postgres in WASM) in DATA_DIR/pglite,
 * or in memory from a dump when `pgliteDump` is given (tests clone a migrated template that way).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: { pgliteDump?: Blob; poolMax?: number } = {},
): Promise<DbHandle> {
  if (config.databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
      acquireConnectionTimeout: 10_000,
    });
    return { knex, driver: 'postgres', close: () => knex.destroy() };
  }
  const [{ PGlite }, { citext }, { pgcrypto }, { default: ClientPgLite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/pgcrypto'),
    import('knex-pglite'),
  ]);
  const extensions = { citext, pgcrypto };
  let pglite;
  if (options.pgliteDump) {
    pglite = new PGlite({ loadDataDir: options.pgliteDump, extensions });
  } else {
    const dir = path.join(config.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir, { extensions });
  }
  await pglite.waitReady;
  const knex = knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    // knex-pglite accepts an existing instance through a connection function; its types lag behind.
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
  });
  return {
    knex,
    driver: 'pglite',
    dump: () => pglite.dumpDataDir('none'),
    async close() {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
