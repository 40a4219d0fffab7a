import type { Knex } from 'knex';

/** Test items per exam (axis, keyed pole, part, position) with their texts and answer labels per locale. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('questions', (t) => {
    t.increments('id');
    t.integer('exam_id').notNullable().references('exams.id').onDelete('CASCADE');
    t.text('code').notNullable();
    t.text('axis').notNullable();
    t.text('keyed').notNullable();
    t.smallint('part').notNullable();
    t.smallint('position').notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.unique(['exam_id', 'code']);
  });
  await knex.schema.createTable('question_texts', (t) => {
    t.integer('question_id').notNullable().references('questions.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('text').notNullable();
    t.primary(['question_id', 'locale']);
  });
  await knex.schema.createTable('answer_scales', (t) => {
    t.integer('exam_id').notNullable().references('exams.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    /** Labels from "strongly agree" (+3) to "strongly disagree" (-3). */
    t.jsonb('labels').notNullable();
    t.primary(['exam_id', 'locale']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('answer_scales');
  await knex.schema.dropTable('question_texts');
  await knex.schema.dropTable('questions');
}
