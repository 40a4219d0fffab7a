import { randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { LOCALES } from '../../shared/locales';
import { dayOf } from '../content/articles.service';
import { ok, refused, type StudioError, studioError, type StudioResult } from '../content/studioContent.models';
import { SCHEDULE_ACTOR, SUMMARY_MAX, TITLE_MAX, BLOCK_TEXT_MAX } from '../content/studioContent.service';
import type { AuditActor, AuditService } from '../staff/audit.service';
import { upsertCourse } from './courseSeed.repository';
import type { CourseDocument, CourseStudioModel, CourseStudioRow, CourseStudioSummary } from './courseStudio.models';
import * as repo from './courseStudio.repository';
import { CourseFile } from './courses.models';
import type { Locale } from '../../shared/locales';

const PAGE_MAX = 100;
const AUTHOR_MAX = 120;
/** Words a lesson may hold in one locale, all blocks together. */
const LESSON_TEXT_MAX = 20_000;

/** Where a problem of the document is, as the editor names its fields (`locales.ko-KR.lessons.0.title`). */
const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** The code the editor shows for a problem at a path of the document. */
function codeOf(path: readonly PropertyKey[], message: string): StudioError {
  const field = fieldOf(path);
  const last = String(path.at(-1) ?? '');
  if (path[0] === 'locales' && path.length === 2) return studioError('INVALID_LOCALE', field, message);
  if (last === 'title') return studioError('TITLE_REQUIRED', field, message);
  if (last === 'summary') return studioError('SUMMARY_REQUIRED', field, message);
  if (last === 'body' || path.includes('body')) return studioError('BODY_REQUIRED', field, message);
  if (last === 'category') return studioError('CATEGORY_REQUIRED', field, message);
  return studioError('BODY_INVALID', field || null, message);
}

/**
 * A course document as saved in the studio, checked as a content file is (lessons, media programs and their
 * captions in every locale, one text per lesson in each locale) and within the studio's lengths; errors say where.
 */
export function checkDocument(input: unknown, today: string): { document: CourseDocument | null; errors: StudioError[] } {
  const parsed = CourseFile.safeParse({ ...(input as object), slug: 'studio-check', publishedAt: today, updatedAt: today });
  if (!parsed.success) return { document: null, errors: parsed.error.issues.slice(0, 20).map((i) => codeOf(i.path, i.message)) };
  const { slug: _slug, publishedAt: _p, updatedAt: _u, ...document } = parsed.data;
  const errors: StudioError[] = [];
  const locales = Object.keys(document.locales);
  if (!locales.length) errors.push(studioError('TITLE_REQUIRED', 'locales', 'Write the course in at least one language'));
  for (const locale of locales) {
    if (!(LOCALES as readonly string[]).includes(locale)) errors.push(studioError('INVALID_LOCALE', `locales.${locale}`, 'Not one of the product’s locales'));
    const t = document.locales[locale]!;
    if (t.title.length > TITLE_MAX) errors.push(studioError('TEXT_TOO_LONG', `locales.${locale}.title`, `At most ${TITLE_MAX} characters`));
    if (t.summary.length > SUMMARY_MAX) errors.push(studioError('TEXT_TOO_LONG', `locales.${locale}.summary`, `At most ${SUMMARY_MAX} characters`));
    if (t.author.length > AUTHOR_MAX) errors.push(studioError('TEXT_TOO_LONG', `locales.${locale}.author`, `At most ${AUTHOR_MAX} characters`));
    t.lessons.forEach((l, i) => {
      if (l.title.length > TITLE_MAX) errors.push(studioError('TEXT_TOO_LONG', `locales.${locale}.lessons.${i}.title`, `At most ${TITLE_MAX} characters`));
      const texts = l.body.flatMap((b) => (b.type === 'ul' ? b.items : [b.text]));
      if (texts.some((x) => x.length > BLOCK_TEXT_MAX) || texts.join('').length > LESSON_TEXT_MAX) {
        errors.push(studioError('TEXT_TOO_LONG', `locales.${locale}.lessons.${i}.body`, `At most ${BLOCK_TEXT_MAX} characters a block, ${LESSON_TEXT_MAX} in all`));
      }
    });
  }
  const keys = document.lessons.map((l) => l.key);
  if (new Set(keys).size !== keys.length) errors.push(studioError('BODY_INVALID', 'lessons', 'Each lesson needs its own key'));
  return errors.length ? { document: null, errors } : { document, errors };
}

/** A slug for a new course: readable, dated and unique. */
const newSlug = (now: Date) => `course-${dayOf(now).replaceAll('-', '')}-${randomBytes(4).toString('hex')}`;

/**
 * The studio's courses: a course's settings, lessons and words in every locale saved as one draft document,
 * previewed, published now or at a time (the schedule's job publishes it then), or taken back from readers. Every
 * change raises the course's version (a save over an older one is an EDIT_CONFLICT) and is written to the audit log
 * in the same transaction. Readers see only what was published; publishing a course from the content files makes
 * it the studio's (the files no longer change it).
 */
export function createCourseStudioService(deps: { db: Db; clock: Clock; audit: Pick<AuditService, 'record'> }) {
  const { db, clock, audit } = deps;

  async function load(ex: Executor, id: number): Promise<CourseStudioModel | null> {
    const row = await repo.findStudioCourse(ex, id);
    if (!row) return null;
    const document = (await repo.findDraft(ex, id)) ?? (await repo.liveDocument(ex, id));
    return document ? modelOf(row, document) : null;
  }

  const modelOf = (row: CourseStudioRow, document: CourseDocument): CourseStudioModel => ({
    id: row.id,
    slug: row.slug,
    state: row.state,
    hasChanges: row.has_changes,
    publishAt: row.publish_at,
    publishedAt: row.state === 'published' ? row.published_at : null,
    version: row.version,
    updatedAt: row.changed_at,
    document,
  });

  /** Runs a change on a locked course whose version is the one the editor saw. */
  async function change<T>(id: number, version: number, fn: (trx: Executor, current: NonNullable<Awaited<ReturnType<typeof repo.lockStudioCourse>>>) => Promise<StudioResult<T>>): Promise<StudioResult<T>> {
    if (!Number.isSafeInteger(id) || id <= 0) return refused(studioError('NOT_FOUND', 'id', 'No such course'));
    return db.transaction(async (trx) => {
      const current = await repo.lockStudioCourse(trx, id);
      if (!current) return refused<T>(studioError('NOT_FOUND', 'id', 'No such course'));
      if (current.version !== version) return refused<T>(studioError('EDIT_CONFLICT', 'version', 'Someone else saved this since you opened it'));
      return fn(trx, current);
    });
  }

  /** Makes the draft what readers see: the course's tables rewritten from it, in the same transaction. */
  async function publishDraft(trx: Executor, current: { id: number; slug: string; state: string; published_at: string }, publishedOn: string, now: Date): Promise<Locale[]> {
    const document = await repo.findDraft(trx, current.id);
    if (document) {
      const day = current.state === 'published' ? current.published_at : publishedOn;
      await upsertCourse(trx as Parameters<typeof upsertCourse>[0], { ...document, slug: current.slug, publishedAt: day, updatedAt: dayOf(now) });
      await repo.deleteDraft(trx, current.id);
    }
    await repo.touchStudioCourse(trx, current.id, {
      now,
      state: 'published',
      publishAt: null,
      origin: 'studio',
      updatedOn: dayOf(now),
      ...(current.state === 'published' ? {} : { publishedOn }),
    });
    return document ? (Object.keys(document.locales) as Locale[]) : [];
  }

  return {
    /** A page of the courses, newest change first, each titled in `locale` when it has a text in it. */
    async list(input: { locale: Locale; first?: number | null; after?: string | null }): Promise<{ items: CourseStudioSummary[]; endCursor: string | null; hasNextPage: boolean }> {
      const limit = Math.min(PAGE_MAX, Math.max(1, Math.trunc(input.first ?? 20)));
      const offset = input.after && /^\d{1,9}$/.test(input.after) ? Number(input.after) : 0;
      const rows = await repo.listStudioCourses(db, input.locale, { limit: limit + 1, offset });
      const items = rows.slice(0, limit).map(
        (r): CourseStudioSummary => ({
          id: r.id,
          state: r.state,
          category: r.category,
          title: r.title,
          locales: r.locales,
          hasChanges: r.has_changes,
          publishAt: r.publish_at,
          publishedAt: r.state === 'published' ? r.published_at : null,
          version: r.version,
          updatedAt: r.changed_at,
        }),
      );
      const hasNextPage = rows.length > limit;
      return { items, endCursor: hasNextPage ? String(offset + limit) : null, hasNextPage };
    },

    find: (id: number): Promise<CourseStudioModel | null> => (Number.isSafeInteger(id) && id > 0 ? load(db, id) : Promise.resolve(null)),

    /**
     * Saves the whole course as a draft. Without an id a new course is made, a draft readers do not see; with one,
     * `version` must be the one the editor opened, or nothing is saved (EDIT_CONFLICT).
     */
    async save(input: { id?: number | null; version?: number | null; document: unknown }, by: AuditActor): Promise<StudioResult<CourseStudioModel>> {
      const now = clock.now();
      const { document, errors } = checkDocument(input.document, dayOf(now));
      if (!document) return refused(...errors);
      const summary = { locales: Object.keys(document.locales), lessons: document.lessons.length, title: Object.values(document.locales)[0]?.title ?? null };
      if (input.id == null) {
        return db.transaction(async (trx) => {
          const id = await repo.insertStudioCourse(trx, { slug: newSlug(now), document, today: dayOf(now), now });
          await repo.saveDraft(trx, id, document, now);
          await audit.record(trx, by, { action: 'course.create', targetType: 'course', targetId: String(id), summary });
          return ok((await load(trx, id))!);
        });
      }
      return change(input.id, input.version ?? -1, async (trx) => {
        await repo.saveDraft(trx, input.id!, document, now);
        await repo.touchStudioCourse(trx, input.id!, { now });
        await audit.record(trx, by, { action: 'course.saveDraft', targetType: 'course', targetId: String(input.id), summary });
        return ok((await load(trx, input.id!))!);
      });
    },

    /** Publishes the saved course now (`at` null), or schedules it for `at`; publishing a published course publishes its changes. */
    async publish(input: { id: number; version: number; at?: Date | null }, by: AuditActor): Promise<StudioResult<CourseStudioModel>> {
      const now = clock.now();
      const at = input.at ?? null;
      if (at && Number.isNaN(at.getTime())) return refused(studioError('INVALID_DATE', 'at', 'Not a time'));
      if (at && at.getTime() <= now.getTime()) return refused(studioError('PUBLISH_AT_PAST', 'at', 'Choose a time in the future, or publish now'));
      return change(input.id, input.version, async (trx, current) => {
        const draft = await repo.findDraft(trx, input.id);
        if (!draft && current.state === 'published') return refused<CourseStudioModel>(studioError('NOTHING_TO_PUBLISH', null, 'No changes to publish'));
        if (!draft && !(await repo.liveDocument(trx, input.id))) return refused<CourseStudioModel>(studioError('NOTHING_TO_PUBLISH', null, 'Write and save the course first'));
        if (at) {
          if (current.state === 'published') return refused<CourseStudioModel>(studioError('NOTHING_TO_PUBLISH', 'at', 'Already published: unpublish it first, or publish its changes now'));
          await repo.touchStudioCourse(trx, input.id, { now, state: 'scheduled', publishAt: at, origin: 'studio' });
          await audit.record(trx, by, { action: 'course.schedule', targetType: 'course', targetId: String(input.id), summary: { at: at.toISOString() } });
        } else {
          const locales = await publishDraft(trx, current, dayOf(now), now);
          await audit.record(trx, by, { action: 'course.publish', targetType: 'course', targetId: String(input.id), summary: { locales, was: current.state } });
        }
        return ok((await load(trx, input.id))!);
      });
    },

    /** Takes a course away from readers (what they saw stays as the draft), or calls off its schedule. */
    async unpublish(input: { id: number; version: number }, by: AuditActor): Promise<StudioResult<CourseStudioModel>> {
      const now = clock.now();
      return change(input.id, input.version, async (trx, current) => {
        if (!(await repo.findDraft(trx, input.id))) {
          const live = await repo.liveDocument(trx, input.id);
          if (live) await repo.saveDraft(trx, input.id, live, now);
        }
        await repo.touchStudioCourse(trx, input.id, { now, state: 'draft', publishAt: null, origin: 'studio' });
        await audit.record(trx, by, { action: 'course.unpublish', targetType: 'course', targetId: String(input.id), summary: { was: current.state } });
        return ok((await load(trx, input.id))!);
      });
    },

    /** Publishes every course whose scheduled time has come; safe to run twice or at once. How many it published. */
    async publishDue(): Promise<number> {
      const now = clock.now();
      let published = 0;
      for (const id of await repo.dueScheduledCourses(db, now)) {
        published += await db.transaction(async (trx) => {
          const current = await repo.lockStudioCourse(trx, id);
          if (current?.state !== 'scheduled' || !current.publish_at || current.publish_at > now) return 0;
          // The reader's day is the day it was due, however late the job ran.
          await publishDraft(trx, current, dayOf(current.publish_at), now);
          await audit.record(trx, SCHEDULE_ACTOR, { action: 'course.publishScheduled', targetType: 'course', targetId: String(id), summary: { at: current.publish_at.toISOString() } });
          return 1;
        });
      }
      return published;
    },
  };
}

export type CourseStudioService = ReturnType<typeof createCourseStudioService>;
