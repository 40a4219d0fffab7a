import type { Knex } from 'knex';

/**
 * The studio's writing of articles, notices and daily questions. An article or notice now has a state (draft,
 * scheduled at `publish_at`, published), a `version` that every studio save raises (two editors saving over each
 * other are told so), and `source`: `studio` once the studio has written it, after which the seed files leave it
 * alone. What readers see stays in article_texts and notice_texts; the studio's working texts, not yet published,
 * are kept per locale in article_drafts and notice_drafts. A daily question the studio wrote or edited is marked
 * the same way, so the seed files no longer overwrite it.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['articles', 'notices']) {
    await knex.schema.alterTable(table, (t) => {
      t.text('state').notNullable().defaultTo('published');
      t.timestamp('publish_at', { useTz: true });
      t.integer('version').notNullable().defaultTo(1);
      t.text('source').notNullable().defaultTo('seed');
      t.timestamp('updated_at', { useTz: true });
    });
    await knex.raw(`alter table ${table} add constraint ${table}_state_check check (state in ('draft', 'scheduled', 'published'))`);
    await knex.raw(`alter table ${table} add constraint ${table}_source_check check (source in ('seed', 'studio'))`);
    await knex.raw(`create index ${table}_scheduled_idx on ${table} (publish_at) where state = 'scheduled'`);
  }
  await knex.schema.createTable('article_drafts', (t) => {
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.text('summary').notNullable();
    t.jsonb('body').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['article_id', 'locale']);
  });
  await knex.schema.createTable('notice_drafts', (t) => {
    t.integer('notice_id').notNullable().references('notices.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.jsonb('body').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['notice_id', 'locale']);
  });
  await knex.schema.alterTable('daily_questions', (t) => {
    t.timestamp('studio_edited_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('daily_questions', (t) => t.dropColumn('studio_edited_at'));
  await knex.schema.dropTable('notice_drafts');
  await knex.schema.dropTable('article_drafts');
  for (const table of ['articles', 'notices']) {
    await knex.raw(`drop index if exists ${table}_scheduled_idx`);
    await knex.schema.alterTable(table, (t) => {
      t.dropChecks([`${table}_state_check`, `${table}_source_check`]);
      t.dropColumns('state', 'publish_at', 'version', 'source', 'updated_at');
    });
  }
}
