import type { Knex } from 'knex';

/**
 * A visitor's run through a test, keyed by an unguessable id: the answers so far (so a reload or another
 * device resumes), the report form, and once submitted, the exam order number and the result.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('exam_sessions', (t) => {
    t.text('id').primary();
    t.integer('exam_id').notNullable().references('exams.id');
    t.text('locale').notNullable();
    t.jsonb('answers').notNullable().defaultTo('{}');
    t.text('exam_order_number').unique();
    t.text('first_name');
    t.text('last_name');
    t.specificType('email', 'citext');
    t.smallint('birth_year');
    t.text('gender');
    t.specificType('country', 'char(2)');
    t.text('log_id');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('submitted_at', { useTz: true });
  });
  await knex.schema.alterTable('results', (t) => {
    t.text('session_id').unique().references('exam_sessions.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('results', (t) => {
    t.dropColumn('session_id');
  });
  await knex.schema.dropTable('exam_sessions');
}
