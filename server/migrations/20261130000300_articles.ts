import type { Knex } from 'knex';

/**
 * Articles of the user centre, seeded from seeds/content/articles/<slug>.json: one row per article and one text
 * per locale. `search` holds the text's search tokens (modules/search/tokenize.ts) as a `simple` tsvector, the
 * title weighted A above the summary and body's B, under a GIN index: plain PostgreSQL, no extension.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('articles', (t) => {
    t.increments('id').primary();
    t.text('slug').notNullable().unique();
    t.text('category').notNullable();
    t.specificType('related_exams', 'text[]').notNullable().defaultTo('{}');
    t.date('published_at').notNullable();
    t.date('recommended_on');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['category', 'published_at']);
    t.index(['recommended_on']);
  });
  await knex.raw(
    "alter table articles add constraint articles_category_check check (category in ('science', 'test', 'consultation', 'treatment', 'mentalHealth'))",
  );
  await knex.schema.createTable('article_texts', (t) => {
    t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
    t.text('locale').notNullable();
    t.text('title').notNullable();
    t.text('summary').notNullable();
    t.jsonb('body').notNullable();
    t.specificType('search', 'tsvector').notNullable();
    t.primary(['article_id', 'locale']);
    t.index(['locale']);
  });
  await knex.raw('create index article_texts_search_idx on article_texts using gin (search)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('article_texts');
  await knex.schema.dropTable('articles');
}
