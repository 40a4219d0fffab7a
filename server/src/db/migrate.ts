import type { Knex } from 'knex';
import { migrations } from '../../migrations';
import { seedReferenceData } from '../../seeds';

const source: Knex.MigrationSource<string> = {
  getMigrations: async () => migrations.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = migrations.find(([n]) => n === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return found[1];
  },
};

/** Brings the schema up to date and upserts reference data; safe to run from several processes at once. */
export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource: source });
  await seedReferenceData(knex);
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource: source }, true);
}
