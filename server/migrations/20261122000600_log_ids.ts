import type { Knex } from 'knex';

/** Log ids handed to browsers (POST /app/v2/generate/logid) to correlate a visit's requests. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('log_ids', (t) => {
    t.text('id').primary();
    t.integer('app_exam_id').references('exams.id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('log_ids');
}
