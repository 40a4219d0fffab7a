import type { Knex } from 'knex';

/**
 * Courses are found by the same search as articles (modules/search/tokenize.ts): each course text carries its
 * search tokens as a `simple` tsvector (the title's weighted A; the summary, author and its lessons' titles and
 * words weighted B), written with the text, and a GIN index reads them. The seed writes the tokens on its next run.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('course_texts', (t) => {
    t.specificType('search', 'tsvector').notNullable().defaultTo(knex.raw("''::tsvector"));
  });
  await knex.raw('create index course_texts_search_idx on course_texts using gin (search)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index course_texts_search_idx');
  await knex.schema.alterTable('course_texts', (t) => t.dropColumn('search'));
}
