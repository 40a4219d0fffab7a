import type { Knex } from 'knex';

/** Exams, the locales they are offered in, and their legal texts and help entries per locale. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('exams', (t) => {
    t.integer('id').primary();
    t.text('code').notNullable().unique();
    t.text('kind').notNullable();
    t.text('default_locale').notNullable().defaultTo('en-US');
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('exam_texts', (t) => {
    t.integer('exam_id').notNullable().references('exams.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('name').notNullable();
    t.primary(['exam_id', 'locale']);
  });
  await knex.schema.createTable('exam_languages', (t) => {
    t.integer('exam_id').notNullable().references('exams.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.integer('position').notNullable();
    t.primary(['exam_id', 'locale']);
  });
  await knex.schema.createTable('protocols', (t) => {
    t.increments('id');
    t.integer('exam_id').notNullable().references('exams.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.text('version').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['exam_id', 'kind', 'locale']);
  });
  await knex.schema.createTable('help_entries', (t) => {
    t.increments('id');
    t.integer('exam_id').notNullable().references('exams.id').onDelete('CASCADE');
    t.text('category').notNullable();
    t.text('locale').notNullable();
    t.integer('position').notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.unique(['exam_id', 'locale', 'position']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('help_entries');
  await knex.schema.dropTable('protocols');
  await knex.schema.dropTable('exam_languages');
  await knex.schema.dropTable('exam_texts');
  await knex.schema.dropTable('exams');
}
