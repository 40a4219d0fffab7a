import type { Knex } from 'knex';
import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { ContentBlock } from '../content/content.models';
import type { CourseCategory, CourseFormat, CourseSummaryModel, CourseTag, LessonKind, LessonModel, LessonProgressModel, MediaProgram } from './courses.models';

interface CourseRow {
  id: number;
  slug: string;
  category: CourseCategory;
  format: CourseFormat;
  premium: boolean;
  tags: CourseTag[] | string;
  published_at: string;
  updated_at: string;
  locale: Locale;
  title: string;
  summary: string;
  author: string;
  lesson_count: string | number;
  minutes: string | number | null;
}

interface LessonRow {
  id: number;
  course_id: number;
  position: number;
  key: string;
  kind: LessonKind;
  minutes: number;
  program: MediaProgram | null;
  locale: Locale;
  title: string;
  body: ContentBlock[] | string;
  captions: Record<string, string> | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
/** Postgres text[] arrives as an array from pg and as '{a,b}' text from some drivers. */
const textArray = (v: string[] | string): string[] => (Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean));

const toSummary = (r: CourseRow): CourseSummaryModel => ({
  id: r.id,
  slug: r.slug,
  category: r.category,
  format: r.format,
  premium: r.premium,
  tags: textArray(r.tags) as CourseTag[],
  locale: r.locale,
  title: r.title,
  summary: r.summary,
  author: r.author,
  lessonCount: Number(r.lesson_count),
  minutes: Number(r.minutes ?? 0),
  publishedAt: r.published_at,
  updatedAt: r.updated_at,
});

const toLesson = (r: LessonRow): LessonModel => ({
  id: r.id,
  courseId: r.course_id,
  position: r.position,
  key: r.key,
  kind: r.kind,
  minutes: r.minutes,
  program: r.program,
  locale: r.locale,
  title: r.title,
  body: json(r.body),
  captions: json(r.captions),
});

interface CourseFilter {
  locale: Locale;
  today: string;
  category?: CourseCategory | null;
  /** Only these categories, when given. */
  categories?: readonly CourseCategory[] | null;
  /** A tsquery (modules/search/tokenize.ts) the course text's search tokens must match, when given. */
  tsQuery?: string | null;
}

/** Courses published by `today` with a text in the locale, of a category when given, matching a tsquery when given. */
function published(db: Executor, filter: CourseFilter): Knex.QueryBuilder {
  const q = db('courses as c').join('course_texts as t', 't.course_id', 'c.id').where('t.locale', filter.locale).where('c.state', 'published').where('c.published_at', '<=', filter.today);
  if (filter.category) q.where('c.category', filter.category);
  if (filter.categories) q.whereIn('c.category', filter.categories);
  if (filter.tsQuery) q.whereRaw("t.search @@ to_tsquery('simple', ?)", [filter.tsQuery]);
  return q;
}

function summaryColumns(db: Executor): (string | Knex.Raw)[] {
  return [
    'c.id',
    'c.slug',
    'c.category',
    'c.format',
    'c.premium',
    'c.tags',
    't.locale',
    't.title',
    't.summary',
    't.author',
    db.raw("to_char(c.published_at, 'YYYY-MM-DD') as published_at"),
    db.raw("to_char(c.updated_at, 'YYYY-MM-DD') as updated_at"),
    db.raw('(select count(*) from course_lessons l where l.course_id = c.id) as lesson_count'),
    db.raw('(select sum(l.minutes) from course_lessons l where l.course_id = c.id) as minutes'),
  ];
}

/**
 * One page of courses and the count of all that match: with a tsquery, the best matches first (ts_rank, the title's
 * tokens weighing more), then the newest; without one, the newest.
 */
export async function listCourses(db: Executor, filter: CourseFilter & { limit: number; offset: number }): Promise<{ items: CourseSummaryModel[]; total: number }> {
  const rows = published(db, filter).select<CourseRow[]>(...summaryColumns(db));
  if (filter.tsQuery) rows.orderByRaw("ts_rank(t.search, to_tsquery('simple', ?)) desc", [filter.tsQuery]);
  const [items, count] = await Promise.all([
    rows
      .orderBy([{ column: 'c.published_at', order: 'desc' }, { column: 'c.id', order: 'desc' }])
      .limit(filter.limit)
      .offset(filter.offset),
    published(db, filter).count<{ count: string | number }[]>({ count: '*' }).first(),
  ]);
  return { items: items.map(toSummary), total: Number(count?.count ?? 0) };
}

/**
 * The courses of some categories in the locale, in the categories' order; within one, the recommended first, then
 * the newest; at most `limit`.
 */
export async function listInCategories(db: Executor, filter: { locale: Locale; today: string; categories: readonly CourseCategory[]; limit: number }): Promise<CourseSummaryModel[]> {
  if (!filter.categories.length) return [];
  const rows = await published(db, filter)
    .select<CourseRow[]>(...summaryColumns(db))
    .orderByRaw(`case c.category ${filter.categories.map(() => 'when ? then ?').join(' ')} end`, filter.categories.flatMap((c, i) => [c, i]))
    .orderByRaw("('recommended' = any(c.tags)) desc")
    .orderBy([{ column: 'c.published_at', order: 'desc' }, { column: 'c.id', order: 'desc' }])
    .limit(filter.limit);
  return rows.map(toSummary);
}

/** How many courses are published by `today` (in any locale), and how many of them are free. */
export async function countPublished(db: Executor, today: string): Promise<{ all: number; free: number }> {
  const row = await db('courses')
    .where('state', 'published')
    .where('published_at', '<=', today)
    .whereExists((q) => q.select(db.raw('1')).from('course_texts').whereRaw('course_texts.course_id = courses.id'))
    .first<{ all: string | number; free: string | number } | undefined>(db.raw('count(*) as "all"'), db.raw('count(*) filter (where not premium) as free'));
  return { all: Number(row?.all ?? 0), free: Number(row?.free ?? 0) };
}

/** How many published courses each category has in the locale (categories without one are left out). */
export async function countByCategory(db: Executor, filter: { locale: Locale; today: string }): Promise<{ category: CourseCategory; count: number }[]> {
  const rows = await published(db, filter).select('c.category').count<{ category: CourseCategory; count: string | number }[]>({ count: '*' }).groupBy('c.category');
  return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}

/** A published course in the first of the locales it has a text in; null when there is none. */
export async function findCourse(db: Executor, id: number, locales: readonly Locale[], today: string): Promise<CourseSummaryModel | null> {
  const row = await db('courses as c')
    .join('course_texts as t', 't.course_id', 'c.id')
    .where('c.id', id)
    .where('c.state', 'published')
    .where('c.published_at', '<=', today)
    .whereIn('t.locale', locales)
    .orderByRaw('(t.locale = ?) desc', [locales[0] ?? null])
    .first<CourseRow | undefined>(...summaryColumns(db));
  return row ? toSummary(row) : null;
}

/** A course's lessons in order, each in the first of the locales it has words in. */
export async function listLessons(db: Executor, courseId: number, locales: readonly Locale[]): Promise<LessonModel[]> {
  const rows = await db('course_lessons as l')
    .join('course_lesson_texts as t', 't.lesson_id', 'l.id')
    .where('l.course_id', courseId)
    .whereIn('t.locale', locales)
    .orderBy('l.position')
    .orderByRaw('(t.locale = ?) desc', [locales[0] ?? null])
    .select<LessonRow[]>('l.id', 'l.course_id', 'l.position', 'l.key', 'l.kind', 'l.minutes', 'l.program', 't.locale', 't.title', 't.body', 't.captions');
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).map(toLesson);
}

/** One lesson (of a published course) in the first of the locales it has words in. */
export async function findLesson(db: Executor, lessonId: number, locales: readonly Locale[], today: string): Promise<LessonModel | null> {
  const row = await db('course_lessons as l')
    .join('courses as c', 'c.id', 'l.course_id')
    .join('course_lesson_texts as t', 't.lesson_id', 'l.id')
    .where('l.id', lessonId)
    .where('c.state', 'published')
    .where('c.published_at', '<=', today)
    .whereIn('t.locale', locales)
    .orderByRaw('(t.locale = ?) desc', [locales[0] ?? null])
    .first<LessonRow | undefined>('l.id', 'l.course_id', 'l.position', 'l.key', 'l.kind', 'l.minutes', 'l.program', 't.locale', 't.title', 't.body', 't.captions');
  return row ? toLesson(row) : null;
}

export async function isPremiumCourse(db: Executor, courseId: number): Promise<boolean> {
  const row = await db('courses').where({ id: courseId }).first<{ premium: boolean } | undefined>('premium');
  return row?.premium ?? false;
}

/** A member's progress on the lessons of some courses. */
export async function progressOf(db: Executor, userId: string, courseIds: readonly number[]): Promise<(LessonProgressModel & { courseId: number; position: number })[]> {
  if (!courseIds.length) return [];
  const rows = await db('course_progress as p')
    .join('course_lessons as l', 'l.id', 'p.lesson_id')
    .where('p.user_id', userId)
    .whereIn('l.course_id', courseIds)
    .select<{ lesson_id: number; course_id: number; position: number; completed: boolean; position_seconds: number; updated_at: Date }[]>(
      'p.lesson_id',
      'l.course_id',
      'l.position',
      'p.completed',
      'p.position_seconds',
      'p.updated_at',
    );
  return rows.map((r) => ({ lessonId: r.lesson_id, courseId: r.course_id, position: r.position, completed: r.completed, positionSeconds: r.position_seconds, updatedAt: new Date(r.updated_at) }));
}

/** Lesson counts of some courses, by course id. */
export async function lessonIdsOf(db: Executor, courseIds: readonly number[]): Promise<{ id: number; courseId: number; position: number }[]> {
  if (!courseIds.length) return [];
  const rows = await db('course_lessons').whereIn('course_id', courseIds).orderBy(['course_id', 'position']).select<{ id: number; course_id: number; position: number }[]>('id', 'course_id', 'position');
  return rows.map((r) => ({ id: r.id, courseId: r.course_id, position: r.position }));
}

/** Records where a member is in a lesson; once completed, a lesson stays completed. */
export async function saveProgress(db: Executor, row: { userId: string; lessonId: number; completed: boolean; positionSeconds: number; now: Date }): Promise<void> {
  await db('course_progress')
    .insert({ user_id: row.userId, lesson_id: row.lessonId, completed: row.completed, position_seconds: row.positionSeconds, updated_at: row.now })
    .onConflict(['user_id', 'lesson_id'])
    .merge({ completed: db.raw('course_progress.completed or excluded.completed'), position_seconds: row.positionSeconds, updated_at: row.now });
}

/** How many courses a member has started (a lesson with progress). */
export async function countStartedCourses(db: Executor, userId: string): Promise<number> {
  const row = await db('course_progress as p').join('course_lessons as l', 'l.id', 'p.lesson_id').where('p.user_id', userId).countDistinct<{ count: string | number }[]>({ count: 'l.course_id' }).first();
  return Number(row?.count ?? 0);
}
