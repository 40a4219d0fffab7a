import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { AppError } from '../../shared/errors';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';
import { permitsContent, type MemberTier } from '../access/policy';
import type { UserRow } from '../account/account.models';
import { keywordQuery } from '../content/articles.service';
import { type PageModel, pageOf, pageRequest } from '../content/content.models';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { CourseMediaStore, LessonWords } from './courseMedia';
import { captionsVtt, transcriptOf } from './courseMedia';
import * as repo from './courses.repository';
import {
  COURSE_CATEGORIES,
  type CourseCategory,
  type CourseListItem,
  type CourseProgressModel,
  type CourseSummaryModel,
  type CourseView,
  type LessonModel,
  type LessonView,
} from './courses.models';

/** The longest position a member's playback may be recorded at (a day), and what a lesson's file is. */
const MAX_POSITION_SECONDS = 86_400;
export const LESSON_FILES = ['lesson.pdf', 'lesson.docx', 'media.ogg', 'media.webm', 'captions.vtt'] as const;
export type LessonFile = (typeof LESSON_FILES)[number];

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** What a lesson's file is answered with. */
export interface LessonFileBody {
  contentType: string;
  /** A path in the media folder, or the bytes themselves. */
  file?: string;
  bytes?: Buffer;
  downloadName?: string;
}

/**
 * The growth centre's courses: lists and categories for anyone; a lesson's words, files and media only for the
 * readers the access policy lets open its course (anyone for a free course, Premium for a Premium one), answered
 * as locked otherwise; a member's progress per lesson.
 */
export function createCourseService(deps: { db: Db; clock: Clock; subscriptions: Pick<SubscriptionService, 'entitlement'>; media: CourseMediaStore }) {
  const { db, clock, media } = deps;
  const today = () => dayOf(clock.now());

  async function tierOf(reader: UserRow | null): Promise<MemberTier | null> {
    return reader ? (await deps.subscriptions.entitlement(reader.email)).tier : null;
  }

  const opens = (tier: MemberTier | null, premium: boolean) => permitsContent(tier, premium ? 'course:readPremium' : 'course:read');

  /** Progress per course of a member who may keep it; null for anyone else. */
  async function progressByCourse(reader: UserRow | null, tier: MemberTier | null, courseIds: number[]): Promise<Map<number, CourseProgressModel> | null> {
    if (!reader || !permitsContent(tier, 'course:progress')) return null;
    const [rows, lessons] = await Promise.all([repo.progressOf(db, reader.id, courseIds), repo.lessonIdsOf(db, courseIds)]);
    const out = new Map<number, CourseProgressModel>();
    for (const id of courseIds) {
      const own = lessons.filter((l) => l.courseId === id);
      const done = new Set(rows.filter((r) => r.courseId === id && r.completed).map((r) => r.lessonId));
      // Resume where the member last was when that lesson is unfinished, else at the first lesson not completed.
      const latest = rows.filter((r) => r.courseId === id).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
      const resume = latest && !latest.completed ? latest.lessonId : (own.find((l) => !done.has(l.id))?.id ?? null);
      out.set(id, { completed: done.size, total: own.length, resumeLessonId: rows.some((r) => r.courseId === id) ? resume : null });
    }
    return out;
  }

  /** Courses as a reader sees them in a list: locked or not, with their progress. */
  async function withReader(items: CourseSummaryModel[], reader: UserRow | null, tier: MemberTier | null): Promise<CourseListItem[]> {
    const progress = await progressByCourse(reader, tier, items.map((c) => c.id));
    return items.map((c) => ({ ...c, locked: !opens(tier, c.premium), progress: progress?.get(c.id) ?? null }));
  }

  const words = (lesson: LessonModel, course: CourseSummaryModel): LessonWords => ({
    id: lesson.id,
    locale: lesson.locale,
    title: lesson.title,
    body: lesson.body,
    courseTitle: course.title,
    author: course.author,
  });

  /** A lesson the reader may open, with its course; NOT_FOUND for none, FORBIDDEN when it is locked to them. */
  async function openLesson(lessonId: number, locale: Locale, reader: UserRow | null) {
    if (!Number.isSafeInteger(lessonId) || lessonId <= 0) throw new AppError('NOT_FOUND', 'lesson not found');
    const locales = [locale, DEFAULT_LOCALE];
    const lesson = await repo.findLesson(db, lessonId, locales, today());
    const course = lesson && (await repo.findCourse(db, lesson.courseId, locales, today()));
    if (!lesson || !course) throw new AppError('NOT_FOUND', 'lesson not found');
    if (!opens(await tierOf(reader), course.premium)) throw new AppError('FORBIDDEN', 'this lesson is for Premium members');
    return { lesson, course };
  }

  const service = {
    /**
     * One page of the published courses in the locale, of one category or all, matching a keyword when given (the
     * articles' search: the same tokens, best matches first), with lock and progress.
     */
    async list(
      input: { locale: Locale; page?: number | null; pageSize?: number | null; category?: CourseCategory | null; keyword?: string | null },
      reader: UserRow | null,
    ): Promise<PageModel<CourseListItem>> {
      const request = pageRequest(input.page, input.pageSize);
      const [{ items, total }, tier] = await Promise.all([
        repo.listCourses(db, { locale: input.locale, today: today(), category: input.category ?? null, tsQuery: keywordQuery(input.keyword), limit: request.pageSize, offset: request.offset }),
        tierOf(reader),
      ]);
      return pageOf(await withReader(items, reader, tier), total, request);
    },

    /**
     * Up to `limit` courses of these categories in the locale (the recommended ones first, then the newest), then,
     * when they are too few, the newest of the rest; with lock and progress.
     */
    async recommended(input: { locale: Locale; categories: readonly CourseCategory[]; limit: number }, reader: UserRow | null): Promise<CourseListItem[]> {
      const limit = Math.min(12, Math.max(1, Math.trunc(input.limit) || 4));
      const [matched, tier] = await Promise.all([repo.listInCategories(db, { locale: input.locale, today: today(), categories: input.categories, limit }), tierOf(reader)]);
      const rest = COURSE_CATEGORIES.filter((c) => !input.categories.includes(c));
      const more = matched.length < limit ? await repo.listInCategories(db, { locale: input.locale, today: today(), categories: rest, limit: limit - matched.length }) : [];
      return withReader([...matched, ...more], reader, tier);
    },

    /**
     * How many published courses the member's plan opens: with Premium every one, with another plan the free ones.
     * Without a plan nothing is unlocked (free courses are open to anyone, a plan or not).
     */
    async unlockedCount(reader: UserRow): Promise<number> {
      const tier = await tierOf(reader);
      if (!tier || tier === 'guest') return 0;
      const counts = await repo.countPublished(db, today());
      return opens(tier, true) ? counts.all : opens(tier, false) ? counts.free : 0;
    },

    /** Every category in tab order with how many published courses it has in the locale (0 included). */
    async categories(locale: Locale): Promise<{ category: CourseCategory; count: number }[]> {
      const counts = await repo.countByCategory(db, { locale, today: today() });
      return COURSE_CATEGORIES.map((category) => ({ category, count: counts.find((c) => c.category === category)?.count ?? 0 }));
    },

    /**
     * A published course in the locale (English where it has no words in it) with its lessons, or null. A locked
     * course's lessons come with their titles only: no words, transcript nor file leaves for them.
     */
    async detail(id: number, locale: Locale, reader: UserRow | null): Promise<CourseView | null> {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const locales = [locale, DEFAULT_LOCALE];
      const [course, tier] = await Promise.all([repo.findCourse(db, id, locales, today()), tierOf(reader)]);
      if (!course) return null;
      const [lessons, progress, rows] = await Promise.all([
        repo.listLessons(db, id, locales),
        progressByCourse(reader, tier, [id]),
        reader && permitsContent(tier, 'course:progress') ? repo.progressOf(db, reader.id, [id]) : Promise.resolve([]),
      ]);
      const locked = !opens(tier, course.premium);
      const views: LessonView[] = lessons.map((l) => {
        const own = rows.find((r) => r.lessonId === l.id);
        return {
          id: l.id,
          position: l.position,
          kind: l.kind,
          minutes: l.minutes,
          title: l.title,
          locked,
          body: locked ? null : l.body,
          transcript: locked || !l.program ? null : transcriptOf(l.program, l.captions),
          completed: own?.completed ?? false,
          positionSeconds: own?.positionSeconds ?? 0,
        };
      });
      return { ...course, locked, progress: progress?.get(id) ?? null, lessons: views, signedIn: reader !== null, mayTrackProgress: Boolean(reader && permitsContent(tier, 'course:progress')) };
    },

    /** A Word lesson as clean HTML, for a reader who may open it. */
    async lessonHtml(lessonId: number, locale: Locale, reader: UserRow | null): Promise<string | null> {
      const { lesson, course } = await openLesson(lessonId, locale, reader);
      return lesson.kind === 'word' ? media.html(words(lesson, course)) : null;
    },

    /** One of a lesson's files for a reader who may open it; NOT_FOUND when the lesson has no such file. */
    async lessonFile(lessonId: number, file: LessonFile, locale: Locale, reader: UserRow | null): Promise<LessonFileBody> {
      const { lesson, course } = await openLesson(lessonId, locale, reader);
      const name = `${course.slug}-${lesson.position + 1}`;
      if (file === 'lesson.pdf' && lesson.kind === 'pdf') return { contentType: 'application/pdf', file: await media.pdf(words(lesson, course)), downloadName: `${name}.pdf` };
      if (file === 'lesson.docx' && lesson.kind === 'word') {
        return { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', file: await media.docx(words(lesson, course)), downloadName: `${name}.docx` };
      }
      if (file === 'media.ogg' && lesson.kind === 'audio' && lesson.program) return { contentType: 'audio/ogg', file: await media.audio(lesson.program) };
      if (file === 'media.webm' && lesson.kind === 'video' && lesson.program) return { contentType: 'video/webm', file: await media.video(lesson.program) };
      if (file === 'captions.vtt' && lesson.program) return { contentType: 'text/vtt; charset=utf-8', bytes: Buffer.from(captionsVtt(lesson.program, lesson.captions)) };
      throw new AppError('NOT_FOUND', 'this lesson has no such file');
    },

    /**
     * Records a member's place in a lesson they may open: completed (it stays so) and where playback stopped.
     * UNAUTHENTICATED for a visitor; FORBIDDEN without a plan that keeps progress or for a locked lesson.
     */
    async recordProgress(reader: UserRow, input: { lessonId: number; completed: boolean; positionSeconds?: number | null; locale: Locale }) {
      const tier = await tierOf(reader);
      if (!permitsContent(tier, 'course:progress')) throw new AppError('FORBIDDEN', 'progress is kept for members');
      const position = input.positionSeconds ?? 0;
      if (!Number.isFinite(position) || position < 0 || position > MAX_POSITION_SECONDS) throw new AppError('BAD_USER_INPUT', 'positionSeconds is out of range', { field: 'positionSeconds' });
      const { course } = await openLesson(input.lessonId, input.locale, reader);
      await repo.saveProgress(db, { userId: reader.id, lessonId: input.lessonId, completed: input.completed, positionSeconds: Math.round(position), now: clock.now() });
      return (await service.detail(course.id, input.locale, reader))!;
    },

    /** How many courses a member has started. */
    startedCount: (reader: UserRow) => repo.countStartedCourses(db, reader.id),
  };
  return service;
}

export type CourseService = ReturnType<typeof createCourseService>;
