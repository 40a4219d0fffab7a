import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { ContentBlock } from '../content/content.models';
import type { CourseDocument, CourseStudioRow } from './courseStudio.models';
import type { CourseCategory, CourseFormat, CourseTag, LessonKind, MediaProgram } from './courses.models';

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const textArray = (v: string[] | string): string[] => (Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean));

const ROW_COLUMNS = (db: Executor) => [
  'c.id',
  'c.slug',
  'c.state',
  'c.origin',
  'c.category',
  'c.publish_at',
  'c.version',
  db.raw('coalesce(c.changed_at, c.created_at) as changed_at'),
  db.raw("to_char(c.published_at, 'YYYY-MM-DD') as published_at"),
  db.raw('exists (select 1 from course_drafts d where d.course_id = c.id) as has_changes'),
];

/** Every course with its title in `locale` (the draft's, else the live one's, else any), newest change first. */
export async function listStudioCourses(db: Executor, locale: Locale, filter: { limit: number; offset: number }): Promise<(CourseStudioRow & { title: string | null; locales: Locale[] })[]> {
  const rows = await db('courses as c')
    .leftJoin('course_drafts as d', 'd.course_id', 'c.id')
    .select(
      ...ROW_COLUMNS(db),
      'd.document',
      db.raw(
        `coalesce((select title from course_texts where course_id = c.id and locale = ?), (select title from course_texts where course_id = c.id order by (locale = 'en-US') desc, locale limit 1)) as live_title`,
        [locale],
      ),
      db.raw('(select array_agg(locale order by locale) from course_texts where course_id = c.id) as live_locales'),
    )
    .orderByRaw('coalesce(c.changed_at, c.created_at) desc, c.id desc')
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map((r: CourseStudioRow & { document: CourseDocument | string | null; live_title: string | null; live_locales: Locale[] | string | null }) => {
    const draft = r.document ? json(r.document) : null;
    const draftLocales = draft ? (Object.keys(draft.locales) as Locale[]) : [];
    const draftTitle = draft ? (draft.locales[locale]?.title ?? draft.locales['en-US']?.title ?? Object.values(draft.locales)[0]?.title ?? null) : null;
    const liveLocales = r.live_locales ? (textArray(r.live_locales as string[] | string) as Locale[]) : [];
    return { ...toRow(r), title: draftTitle ?? r.live_title, locales: [...new Set([...liveLocales, ...draftLocales])].sort() as Locale[] };
  });
}

function toRow(r: CourseStudioRow): CourseStudioRow {
  return {
    id: r.id,
    slug: r.slug,
    state: r.state,
    origin: r.origin,
    category: r.category,
    publish_at: r.publish_at ? new Date(r.publish_at) : null,
    version: r.version,
    changed_at: new Date(r.changed_at),
    published_at: r.published_at,
    has_changes: Boolean(r.has_changes),
  };
}

export async function findStudioCourse(db: Executor, id: number): Promise<CourseStudioRow | null> {
  const row = await db('courses as c').where('c.id', id).first<CourseStudioRow | undefined>(...ROW_COLUMNS(db));
  return row ? toRow(row) : null;
}

export async function lockStudioCourse(trx: Executor, id: number): Promise<{ id: number; slug: string; state: CourseStudioRow['state']; version: number; publish_at: Date | null; published_at: string } | null> {
  const row = await trx('courses')
    .where('id', id)
    .forUpdate()
    .first('id', 'slug', 'state', 'version', 'publish_at', trx.raw("to_char(published_at, 'YYYY-MM-DD') as published_at"));
  return row ?? null;
}

export async function findDraft(db: Executor, id: number): Promise<CourseDocument | null> {
  const row = await db('course_drafts').where('course_id', id).first<{ document: CourseDocument | string } | undefined>('document');
  return row ? json(row.document) : null;
}

export async function saveDraft(db: Executor, id: number, document: CourseDocument, now: Date): Promise<void> {
  await db('course_drafts').insert({ course_id: id, document: JSON.stringify(document), updated_at: now }).onConflict('course_id').merge(['document', 'updated_at']);
}

export async function deleteDraft(db: Executor, id: number): Promise<void> {
  await db('course_drafts').where('course_id', id).delete();
}

/** The course as readers have it, in every locale, as a studio document; null for a course with no lessons yet. */
export async function liveDocument(db: Executor, id: number): Promise<CourseDocument | null> {
  const course = await db('courses').where('id', id).first<{ category: CourseCategory; format: CourseFormat; premium: boolean; tags: CourseTag[] | string } | undefined>('category', 'format', 'premium', 'tags');
  if (!course) return null;
  const [texts, lessons, lessonTexts] = await Promise.all([
    db('course_texts').where('course_id', id).orderBy('locale').select<{ locale: Locale; title: string; summary: string; author: string }[]>('locale', 'title', 'summary', 'author'),
    db('course_lessons').where('course_id', id).orderBy('position').select<{ id: number; key: string; kind: LessonKind; minutes: number; program: MediaProgram | null }[]>('id', 'key', 'kind', 'minutes', 'program'),
    db('course_lesson_texts as t')
      .join('course_lessons as l', 'l.id', 't.lesson_id')
      .where('l.course_id', id)
      .select<{ lesson_id: number; locale: Locale; title: string; body: ContentBlock[] | string; captions: Record<string, string> | string }[]>('t.lesson_id', 't.locale', 't.title', 't.body', 't.captions'),
  ]);
  if (!lessons.length) return null;
  const locales: CourseDocument['locales'] = {};
  for (const t of texts) {
    const words = lessons.map((l) => lessonTexts.find((x) => x.lesson_id === l.id && x.locale === t.locale));
    if (words.some((w) => !w)) continue;
    locales[t.locale] = {
      title: t.title,
      summary: t.summary,
      author: t.author,
      lessons: words.map((w) => {
        const captions = json(w!.captions);
        return { title: w!.title, body: json(w!.body), ...(Object.keys(captions).length ? { captions } : {}) };
      }),
    };
  }
  return {
    category: course.category,
    format: course.format,
    premium: course.premium,
    tags: textArray(course.tags) as CourseTag[],
    lessons: lessons.map((l) => ({ key: l.key, kind: l.kind, minutes: l.minutes, ...(l.program ? { program: l.program } : {}) })),
    locales,
  };
}

/** A new course of the studio's, a draft readers do not see. */
export async function insertStudioCourse(trx: Executor, row: { slug: string; document: CourseDocument; today: string; now: Date }): Promise<number> {
  const [inserted] = await trx('courses')
    .insert({
      slug: row.slug,
      category: row.document.category,
      format: row.document.format,
      premium: row.document.premium,
      tags: row.document.tags,
      published_at: row.today,
      updated_at: row.today,
      origin: 'studio',
      state: 'draft',
      created_at: row.now,
      changed_at: row.now,
    })
    .returning<{ id: number }[]>('id');
  return inserted!.id;
}

/** Raises a course's version and records the change; sets its state, schedule and origin when given. */
export async function touchStudioCourse(
  trx: Executor,
  id: number,
  change: { now: Date; state?: CourseStudioRow['state']; publishAt?: Date | null; publishedOn?: string; updatedOn?: string; origin?: 'studio' },
): Promise<void> {
  const values: Record<string, unknown> = { version: trx.raw('version + 1'), changed_at: change.now };
  if (change.state) values.state = change.state;
  if (change.publishAt !== undefined) values.publish_at = change.publishAt;
  if (change.publishedOn) values.published_at = change.publishedOn;
  if (change.updatedOn) values.updated_at = change.updatedOn;
  if (change.origin) values.origin = change.origin;
  await trx('courses').where('id', id).update(values);
}

/** The scheduled courses whose time has come. */
export async function dueScheduledCourses(db: Executor, now: Date): Promise<number[]> {
  return (await db('courses').where('state', 'scheduled').where('publish_at', '<=', now).orderBy('publish_at').select<{ id: number }[]>('id')).map((r) => r.id);
}
