import type { Knex } from 'knex';
import { normalizeLocale } from '../../shared/locales';
import type { CourseFile } from './courses.models';

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
    await trx('course_texts').insert({ course_id: id, locale, title: t.title, summary: t.summary, author: t.author }).onConflict(['course_id', 'locale']).merge(['title', 'summary', 'author']);
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

/** Removes the courses whose slug is not among `slugs` (their lessons and progress go with them). */
export async function deleteCoursesOtherThan(trx: Knex, slugs: readonly string[]): Promise<void> {
  await trx('courses').whereNotIn('slug', slugs).delete();
}
