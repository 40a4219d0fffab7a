import fs from 'node:fs';
import knexFactory from 'knex';
import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DbHandle } from '../src/db/connection';

/**
 * A fresh, migrated and seeded database for one test file: a clone of the run's template on PostgreSQL,
 * or PGlite loaded from the run's dump. Closing it drops the clone.
 */
export async function createTestDb(): Promise<DbHandle> {
  return (await createTestDbWithUrl()).db;
}

/** As createTestDb; on PostgreSQL also the clone's URL, for a child process to share the database. */
export async function createTestDbWithUrl(): Promise<{ db: DbHandle; url: string | null }> {
  const template = inject('templateDatabase');
  if (template) {
    const url = process.env.DATABASE_URL!;
    const name = `innerscope_t_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
    await admin.raw(`create database ${name} template ${template}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: dbUrl.toString(), dataDir: '' });
    return {
      url: dbUrl.toString(),
      db: {
        ...db,
        async close() {
          await db.close();
          await admin.raw(`drop database if exists ${name} with (force)`);
          await admin.destroy();
        },
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteDumpFile'))]);
  return { url: null, db: await openDatabase({ databaseUrl: undefined, dataDir: '' }, { pgliteDump: dump }) };
}
