import type { Knex } from 'knex';

/**
 * The browsers that may open a test's paid report: each holds a random key in an http-only cookie, stored here
 * only as a SHA-256 hash, recorded when that browser orders or pays for the test.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('report_viewers', (t) => {
    t.text('exam_session_id').notNullable().references('exam_sessions.id').onDelete('CASCADE');
    t.text('key_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['exam_session_id', 'key_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_viewers');
}
