import type { Knex } from 'knex';

/** The locales the product writes articles in, as of this migration: one search index each. */
const LOCALES = ['en-US', 'zh-CN', 'zh-HK', 'ja-JP', 'ko-KR', 'fr-FR', 'es-ES', 'de-DE', 'pt-PT'] as const;

const indexName = (locale: string, what = 'search') => `article_texts_${what}_${locale.toLowerCase().replace('-', '_')}`;
const TITLE_TOKENS = "ts_filter(search, '{a}')";

/**
 * The articles search reads one row: an article text carries its article's category and publish day beside its
 * locale and search tokens, so the search no longer joins articles to filter, and each locale has a GIN index of
 * its own (a partial index on `locale`), so a search walks only its locale's matches instead of every locale's
 * (Chinese and Japanese share most characters, so one character matched three locales at once). A second index per
 * locale holds the title's tokens alone (weight A), so a search finds the title matches of a common word first.
 *
 * The two columns are kept by triggers, whoever writes: a text takes its article's values when it is written,
 * and a change to an article's category or publish day is copied to its texts in the same statement.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('article_texts', (t) => {
    t.text('category');
    t.date('published_at');
  });
  await knex.raw('update article_texts t set category = a.category, published_at = a.published_at from articles a where a.id = t.article_id');
  await knex.raw('alter table article_texts alter column category set not null, alter column published_at set not null');
  await knex.raw(`
    create function article_texts_take_article() returns trigger language plpgsql as $$
    begin
      select a.category, a.published_at into new.category, new.published_at from articles a where a.id = new.article_id;
      return new;
    end $$`);
  await knex.raw(`
    create trigger article_texts_take_article before insert or update of article_id, category, published_at on article_texts
    for each row execute function article_texts_take_article()`);
  await knex.raw(`
    create function articles_give_texts() returns trigger language plpgsql as $$
    begin
      update article_texts set category = new.category, published_at = new.published_at where article_id = new.id;
      return null;
    end $$`);
  await knex.raw(`
    create trigger articles_give_texts after update of category, published_at on articles
    for each row when (old.category is distinct from new.category or old.published_at is distinct from new.published_at)
    execute function articles_give_texts()`);
  const others = `locale not in (${LOCALES.map((l) => `'${l}'`).join(', ')})`;
  for (const locale of LOCALES) {
    await knex.raw(`create index ${indexName(locale)} on article_texts using gin (search) where locale = '${locale}'`);
    await knex.raw(`create index ${indexName(locale, 'title')} on article_texts using gin ((${TITLE_TOKENS})) where locale = '${locale}'`);
  }
  // A text in a locale added later is still found (through these) until it has indexes of its own.
  await knex.raw(`create index article_texts_search_other on article_texts using gin (search) where ${others}`);
  await knex.raw(`create index article_texts_title_other on article_texts using gin ((${TITLE_TOKENS})) where ${others}`);
  await knex.raw('drop index article_texts_search_idx');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create index article_texts_search_idx on article_texts using gin (search)');
  await knex.raw('drop index article_texts_search_other');
  await knex.raw('drop index article_texts_title_other');
  for (const locale of LOCALES) await knex.raw(`drop index ${indexName(locale)}, ${indexName(locale, 'title')}`);
  await knex.raw('drop trigger articles_give_texts on articles');
  await knex.raw('drop function articles_give_texts()');
  await knex.raw('drop trigger article_texts_take_article on article_texts');
  await knex.raw('drop function article_texts_take_article()');
  await knex.schema.alterTable('article_texts', (t) => t.dropColumns('category', 'published_at'));
}
