import type { Knex } from 'knex';

/**
 * The growth centre's courses: a course and its words per locale, its lessons in order with their words per locale,
 * and each member's progress per lesson (completed, where playback stopped).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('courses', (t) => {
    t.increments('id').primary();
    t.text('slug').notNullable().unique();
    t.text('category').notNullable();
    t.text('format').notNullable();
    t.boolean('premium').notNullable().defaultTo(false);
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.date('published_at').notNullable();
    t.date('updated_at').notNullable();
    t.index(['category', 'published_at']);
  });
  await knex.schema.createTable('course_texts', (t) => {
    t.integer('course_id').notNullable().references('courses.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.text('summary').notNullable();
    t.text('author').notNullable();
    t.primary(['course_id', 'locale']);
  });
  await knex.schema.createTable('course_lessons', (t) => {
    t.increments('id').primary();
    t.integer('course_id').notNullable().references('courses.id').onDelete('CASCADE');
    t.text('key').notNullable();
    t.integer('position').notNullable();
    t.text('kind').notNullable();
    t.integer('minutes').notNullable();
    t.text('program');
    t.unique(['course_id', 'key']);
  });
  await knex.schema.createTable('course_lesson_texts', (t) => {
    t.integer('lesson_id').notNullable().references('course_lessons.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.jsonb('body').notNullable();
    t.jsonb('captions').notNullable().defaultTo('{}');
    t.primary(['lesson_id', 'locale']);
  });
  await knex.schema.createTable('course_progress', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('lesson_id').notNullable().references('course_lessons.id').onDelete('CASCADE');
    t.boolean('completed').notNullable().defaultTo(false);
    t.integer('position_seconds').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'lesson_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('course_progress');
  await knex.schema.dropTable('course_lesson_texts');
  await knex.schema.dropTable('course_lessons');
  await knex.schema.dropTable('course_texts');
  await knex.schema.dropTable('courses');
}
