import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { normalizeLocale } from '../../shared/locales';
import { CourseFile } from './courses.models';

/** seeds/content/courses/*.json, parsed and checked; none when the folder does not exist. */
export function readCourseFiles(dir: string): CourseFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      try {
        return CourseFile.parse(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
      } catch (err) {
        throw new Error(`${path.join(dir, name)}: ${(err as Error).message}`, { cause: err });
      }
    });
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

/** The courses from their folder, converging on the files: a removed file's course goes, with its progress. */
export async function seedCourses(trx: Knex, dir: string): Promise<void> {
  if (!fs.existsSync(dir)) return;
  const files = readCourseFiles(dir);
  for (const file of files) await upsertCourse(trx, file);
  await trx('courses').whereNotIn('slug', files.map((f) => f.slug)).delete();
}
