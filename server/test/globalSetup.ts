import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteDumpFile: string;
  }
}

export const TEMPLATE_DB = `innerscope_template_${process.pid}`;

/**
 * Migrates once per run: into a template database on PostgreSQL (each test file clones it), or into an
 * in-memory PGlite whose dump each test file loads.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  if (driver === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
    await admin.raw(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.raw(`create database ${TEMPLATE_DB}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const db = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '' });
    await migrateToLatest(db.knex);
    await db.close();
    project.provide('templateDatabase', TEMPLATE_DB);
    project.provide('pgliteDumpFile', '');
    return async () => {
      await admin.raw(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await admin.destroy();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-pglite-'));
  const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  await migrateToLatest(db.knex);
  const dump = await db.dump!();
  await db.close();
  const dumpFile = path.join(dir, 'template.tar');
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  fs.rmSync(path.join(dir, 'pglite'), { recursive: true, force: true });
  project.provide('templateDatabase', '');
  project.provide('pgliteDumpFile', dumpFile);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
