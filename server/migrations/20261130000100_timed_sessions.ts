import type { Knex } from 'knex';

/**
 * Timed exams with parallel forms (the matrix reasoning test): the form a session is given, the milliseconds
 * each answer took, and who took it (this browser's viewer key, the signed-in user), so a retake gets the next
 * form. Items carry their modelled difficulty on the logit scale, which recalibration replaces with one estimated
 * from the product's own results.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('exam_sessions', (t) => {
    t.text('form');
    t.jsonb('answer_ms').notNullable().defaultTo('{}');
    t.text('viewer_key_hash');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.index(['exam_id', 'viewer_key_hash']);
    t.index(['exam_id', 'user_id']);
  });
  await knex.schema.alterTable('questions', (t) => {
    t.double('difficulty');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('questions', (t) => {
    t.dropColumn('difficulty');
  });
  await knex.schema.alterTable('exam_sessions', (t) => {
    t.dropIndex(['exam_id', 'viewer_key_hash']);
    t.dropIndex(['exam_id', 'user_id']);
    t.dropColumn('form');
    t.dropColumn('answer_ms');
    t.dropColumn('viewer_key_hash');
    t.dropColumn('user_id');
  });
}
