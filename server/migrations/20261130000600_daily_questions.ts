import type { Knex } from 'knex';

/**
 * The daily question: questions (kind, type, correct option indexes) with their texts per locale, the schedule
 * of one question a day per locale (filled ahead by the seed and a recurring job; `cycle` counts passes through
 * the question set, so a question never comes twice within one), and each member's one answer per question.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('daily_questions', (t) => {
    t.text('id').primary();
    t.text('type').notNullable();
    t.text('kind').notNullable();
    // Option indexes that are right; null for a reflection question, which has no right answer.
    t.jsonb('correct');
    t.integer('position').notNullable();
  });
  await knex.schema.createTable('daily_question_texts', (t) => {
    t.text('question_id').notNullable().references('daily_questions.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('prompt').notNullable();
    t.jsonb('options').notNullable();
    // For fill in the blank: the answers accepted in this locale (compared after normalising both sides).
    t.jsonb('accepted').notNullable();
    t.text('analysis').notNullable();
    t.primary(['question_id', 'locale']);
  });
  await knex.schema.createTable('daily_question_schedule', (t) => {
    t.text('locale').notNullable();
    t.date('date').notNullable();
    t.text('question_id').notNullable().references('daily_questions.id').onDelete('CASCADE');
    t.integer('cycle').notNullable();
    t.primary(['locale', 'date']);
    t.unique(['locale', 'cycle', 'question_id']);
  });
  await knex.schema.createTable('daily_question_answers', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('question_id').notNullable().references('daily_questions.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    // Option indexes chosen, or the text written for a fill-in question.
    t.jsonb('answer').notNullable();
    t.boolean('correct');
    // The member's own calendar day when they answered: what the gentle streak counts.
    t.date('answered_on').notNullable();
    t.timestamp('answered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'question_id']);
    t.index(['user_id', 'answered_on']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('daily_question_answers');
  await knex.schema.dropTable('daily_question_schedule');
  await knex.schema.dropTable('daily_question_texts');
  await knex.schema.dropTable('daily_questions');
}
