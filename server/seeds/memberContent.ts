import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { ArticleFile, bodyText, NoticeFile } from '../src/modules/content/content.models';
import { documentTokens, tokenText } from '../src/modules/search/tokenize';
import { normalizeLocale } from '../src/shared/locales';
import { contentDir } from './content';

export const ARTICLES_DIR = path.join(contentDir, 'articles');
export const NOTICES_DIR = path.join(contentDir, 'notices');

/** The JSON files of a content folder, parsed and checked; none when the folder does not exist (yet). */
function readFolder<T>(dir: string, schema: { parse(input: unknown): T }): T[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      try {
        return schema.parse(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
      } catch (err) {
        throw new Error(`${path.join(dir, name)}: ${(err as Error).message}`, { cause: err });
      }
    });
}

export const readArticleFiles = (dir = ARTICLES_DIR) => readFolder(dir, ArticleFile);
export const readNoticeFiles = (dir = NOTICES_DIR) => readFolder(dir, NoticeFile);

/** The search column's value: the title's tokens weighted A, the rest's B (see modules/search/tokenize.ts). */
function searchVector(knex: Knex, title: string, rest: string): Knex.Raw {
  return knex.raw("setweight(to_tsvector('simple', ?), 'A') || setweight(to_tsvector('simple', ?), 'B')", [
    tokenText(documentTokens(title)),
    tokenText(documentTokens(rest)),
  ]);
}

/** The locales of a file the product speaks, under their canonical tags; others are left out. */
function localesOf<T>(locales: Record<string, T>): [string, T][] {
  return Object.entries(locales).flatMap(([tag, value]) => {
    const locale = normalizeLocale(tag);
    return locale ? [[locale, value] as [string, T]] : [];
  });
}

/** Upserts one article and its texts by slug; returns its id. */
export async function upsertArticle(trx: Knex, file: ArticleFile): Promise<number> {
  const [row] = await trx('articles')
    .insert({
      slug: file.slug,
      category: file.category,
      related_exams: file.relatedExams,
      published_at: file.publishedAt,
      recommended_on: file.recommendedOn,
    })
    .onConflict('slug')
    .merge(['category', 'related_exams', 'published_at', 'recommended_on'])
    .returning<{ id: number }[]>('id');
  const id = row!.id;
  const texts = localesOf(file.locales);
  await trx('article_texts').where({ article_id: id }).whereNotIn('locale', texts.map(([l]) => l)).delete();
  for (const [locale, t] of texts) {
    await trx('article_texts')
      .insert({
        article_id: id,
        locale,
        title: t.title,
        summary: t.summary,
        body: JSON.stringify(t.body),
        search: searchVector(trx, t.title, `${t.summary}\n${bodyText(t.body)}`),
      })
      .onConflict(['article_id', 'locale'])
      .merge(['title', 'summary', 'body', 'search']);
  }
  return id;
}

/** Upserts one notice and its texts by slug; returns its id. */
export async function upsertNotice(trx: Knex, file: NoticeFile): Promise<number> {
  const [row] = await trx('notices')
    .insert({ slug: file.slug, published_at: file.publishedAt })
    .onConflict('slug')
    .merge(['published_at'])
    .returning<{ id: number }[]>('id');
  const id = row!.id;
  const texts = localesOf(file.locales);
  await trx('notice_texts').where({ notice_id: id }).whereNotIn('locale', texts.map(([l]) => l)).delete();
  for (const [locale, t] of texts) {
    await trx('notice_texts')
      .insert({ notice_id: id, locale, title: t.title, body: JSON.stringify(t.body), search: searchVector(trx, t.title, bodyText(t.body)) })
      .onConflict(['notice_id', 'locale'])
      .merge(['title', 'body', 'search']);
  }
  return id;
}

/**
 * The user centre's articles and notices from their folders, converging on the files: a file's article is
 * upserted by slug, and one whose file was removed goes (with its reads). Ids stay as they were, so links hold.
 * What the studio has written (source `studio`) is the studio's from then on: the files no longer touch it.
 */
export async function seedMemberContent(trx: Knex, dirs: { articles?: string; notices?: string } = {}): Promise<void> {
  const articlesDir = dirs.articles ?? ARTICLES_DIR;
  const noticesDir = dirs.notices ?? NOTICES_DIR;
  if (fs.existsSync(articlesDir)) {
    const files = readArticleFiles(articlesDir);
    const studio = new Set(await trx('articles').where('source', 'studio').pluck<string[]>('slug'));
    for (const file of files) if (!studio.has(file.slug)) await upsertArticle(trx, file);
    await trx('articles').where('source', 'seed').whereNotIn('slug', files.map((f) => f.slug)).delete();
  }
  if (fs.existsSync(noticesDir)) {
    const files = readNoticeFiles(noticesDir);
    const studio = new Set(await trx('notices').where('source', 'studio').pluck<string[]>('slug'));
    for (const file of files) if (!studio.has(file.slug)) await upsertNotice(trx, file);
    await trx('notices').where('source', 'seed').whereNotIn('slug', files.map((f) => f.slug)).delete();
  }
}
