import type { Knex } from 'knex';

/**
 * Exams as data: each exam's category, duration, live flag, parts and settings (norms); items with their answer
 * kind, block, dimension and instrument; and per-locale exam content (instructions, labels, tips, attribution,
 * report texts) plus tables shared by an exam such as its crisis lines.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('exams', (t) => {
    t.text('category').notNullable().defaultTo('personality');
    t.smallint('minutes').notNullable().defaultTo(15);
    t.boolean('live').notNullable().defaultTo(true);
    t.jsonb('parts').notNullable().defaultTo('[]');
    t.jsonb('settings').notNullable().defaultTo('{}');
  });
  await knex.schema.alterTable('questions', (t) => {
    t.text('kind').notNullable().defaultTo('agree7');
    t.text('block');
    t.text('dimension');
    t.text('instrument');
  });
  await knex.raw(`alter table questions add constraint questions_kind_check
    check (kind in ('agree7', 'freq0_3', 'freq0_5', 'accuracy5', 'choice_timed'))`);
  await knex.schema.createTable('exam_content', (t) => {
    t.integer('exam_id').notNullable().references('exams.id').onDelete('CASCADE');
    /** A locale tag, or '*' for content that is the same in every locale. */
    t.text('locale').notNullable();
    /** items (instructions, labels, tips, attribution), report (report texts) or crisis (helplines). */
    t.text('kind').notNullable();
    t.jsonb('body').notNullable();
    t.primary(['exam_id', 'locale', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('exam_content');
  await knex.raw('alter table questions drop constraint questions_kind_check');
  await knex.schema.alterTable('questions', (t) => {
    t.dropColumn('kind');
    t.dropColumn('block');
    t.dropColumn('dimension');
    t.dropColumn('instrument');
  });
  await knex.schema.alterTable('exams', (t) => {
    t.dropColumn('category');
    t.dropColumn('minutes');
    t.dropColumn('live');
    t.dropColumn('parts');
    t.dropColumn('settings');
  });
}
