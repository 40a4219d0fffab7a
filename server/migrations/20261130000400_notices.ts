import type { Knex } from 'knex';

/**
 * Platform notices, seeded from seeds/content/notices/<slug>.json, with their texts per locale and search tokens
 * as for articles; and which notices each member has read (a visitor keeps that in the browser).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notices', (t) => {
    t.increments('id').primary();
    t.text('slug').notNullable().unique();
    t.date('published_at').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['published_at']);
  });
  await knex.schema.createTable('notice_texts', (t) => {
    t.integer('notice_id').notNullable().references('notices.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.jsonb('body').notNullable();
    t.specificType('search', 'tsvector').notNullable();
    t.primary(['notice_id', 'locale']);
  });
  await knex.raw('create index notice_texts_search_idx on notice_texts using gin (search)');
  await knex.schema.createTable('notice_reads', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('notice_id').notNullable().references('notices.id').onDelete('CASCADE');
    t.timestamp('read_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'notice_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notice_reads');
  await knex.schema.dropTable('notice_texts');
  await knex.schema.dropTable('notices');
}
