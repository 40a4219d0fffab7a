import type { Knex } from 'knex';
import { normalizeLocale } from '../../shared/locales';
import { bodyText } from '../content/content.models';
import { documentTokens, tokenText } from '../search/tokenize';
import type { CourseFile } from './courses.models';

/** A course text's search tokens: the title's weighted A; the summary, author and lessons' titles and words B. */
export function courseSearchVector(db: Knex, title: string, rest: string): Knex.Raw {
  return db.raw("setweight(to_tsvector('simple', ?), 'A') || setweight(to_tsvector('simple', ?), 'B')", [tokenText(documentTokens(title)), tokenText(documentTokens(rest))]);
}

/** The words of a course text a search reads besides its title. */
export function courseSearchText(t: CourseFile['locales'][string]): string {
  return [t.summary, t.author, ...t.lessons.flatMap((l) => [l.title, bodyText(l.body)])].join('\n');
}

/** Upserts one course, its texts and its lessons by slug and key; lessons no longer in the file go. Returns its id. */
export async function upsertCourse(trx: Knex, file: CourseFile): Promise<number> {
  const [row] = await trx('courses')
    .insert({ slug: file.slug, category: file.category, format: file.format, premium: file.premium, tags: file.tags, published_at: file.publishedAt, updated_at: file.updatedAt })
    .onConflict('slug')
    .merge(['category', 'format', 'premium', 'tags', 'published_at', 'updated_at'])
    .returning<{ id: number }[]>('id');
  const id = row!.id;
  const texts = Object.entries(file.locales).flatMap(([tag, t]) => {
    const locale = normalizeLocale(tag);
    return locale ? [[locale, t] as const] : [];
  });
  await trx('course_texts').where({ course_id: id }).whereNotIn('locale', texts.map(([l]) => l)).delete();
  for (const [locale, t] of texts) {
    await trx('course_texts')
      .insert({ course_id: id, locale, title: t.title, summary: t.summary, author: t.author, search: courseSearchVector(trx, t.title, courseSearchText(t)) })
      .onConflict(['course_id', 'locale'])
      .merge(['title', 'summary', 'author', 'search']);
  }
  await trx('course_lessons').where({ course_id: id }).whereNotIn('key', file.lessons.map((l) => l.key)).delete();
  for (const [position, lesson] of file.lessons.entries()) {
    const [l] = await trx('course_lessons')
      .insert({ course_id: id, key: lesson.key, position, kind: lesson.kind, minutes: lesson.minutes, program: lesson.program ?? null })
      .onConflict(['course_id', 'key'])
      .merge(['position', 'kind', 'minutes', 'program'])
      .returning<{ id: number }[]>('id');
    await trx('course_lesson_texts').where({ lesson_id: l!.id }).whereNotIn('locale', texts.map(([locale]) => locale)).delete();
    for (const [locale, t] of texts) {
      const words = t.lessons[position]!;
      await trx('course_lesson_texts')
        .insert({ lesson_id: l!.id, locale, title: words.title, body: JSON.stringify(words.body), captions: JSON.stringify(words.captions ?? {}) })
        .onConflict(['lesson_id', 'locale'])
        .merge(['title', 'body', 'captions']);
    }
  }
  return id;
}

/**
 * Removes the courses from the content files whose slug is not among `slugs` (their lessons and progress go with
 * them); a course written or taken over in the studio stays.
 */
export async function deleteCoursesOtherThan(trx: Knex, slugs: readonly string[]): Promise<void> {
  await trx('courses').where('origin', 'seed').whereNotIn('slug', slugs).delete();
}

/** The slugs of the courses the studio owns: the seed no longer writes them. */
export async function studioOwnedSlugs(trx: Knex): Promise<Set<string>> {
  return new Set((await trx('courses').where('origin', 'studio').select<{ slug: string }[]>('slug')).map((r) => r.slug));
}
