import type { Knex } from 'knex';

/**
 * When each exam was published, apart from when its row was written: the order of the test centre's "latest tests".
 * Existing exams take their creation time; the seeds set the date an exam came out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('exams', (t) => {
    t.timestamp('published_at', { useTz: true });
  });
  await knex.raw('update exams set published_at = created_at');
  await knex.raw('alter table exams alter column published_at set default now(), alter column published_at set not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('exams', (t) => t.dropColumn('published_at'));
}
