import type { Knex } from 'knex';

/**
 * Courses written in the studio. A course comes from the content files (`origin` seed) until staff publish it from
 * the studio (`origin` studio), after which the seed leaves it alone. `state` says whether readers see it (draft,
 * scheduled at `publish_at`, published); `version` rises with every studio change (a save over an older one is
 * refused). The studio's working copy of a course, its settings, lessons and words in every locale, is one
 * document in course_drafts until it is published into the reader's tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('courses', (t) => {
    t.text('origin').notNullable().defaultTo('seed');
    t.text('state').notNullable().defaultTo('published');
    t.timestamp('publish_at', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('changed_at', { useTz: true });
  });
  await knex.raw(`alter table courses add constraint courses_state_check check (state in ('draft', 'scheduled', 'published'))`);
  await knex.raw(`alter table courses add constraint courses_origin_check check (origin in ('seed', 'studio'))`);
  await knex.schema.createTable('course_drafts', (t) => {
    t.integer('course_id').primary().references('courses.id').onDelete('CASCADE');
    t.jsonb('document').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`create index courses_scheduled_idx on courses (publish_at) where state = 'scheduled'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('course_drafts');
  await knex.raw('drop index courses_scheduled_idx');
  await knex.raw('alter table courses drop constraint courses_state_check, drop constraint courses_origin_check');
  await knex.schema.alterTable('courses', (t) => t.dropColumns('origin', 'state', 'publish_at', 'version', 'created_at', 'changed_at'));
}
