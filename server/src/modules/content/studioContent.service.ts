import type { Db, Executor } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { randomBytes } from 'node:crypto';
import { LOCALES, type Locale } from '../../shared/locales';
import type { AuditActor, AuditService } from '../staff/audit.service';
import { dayOf } from './articles.service';
import { ARTICLE_CATEGORIES, type ArticleCategory, type BodyBlock } from './content.models';
import {
  ok,
  refused,
  type StudioError,
  studioError,
  type StudioItemModel,
  type StudioItemRow,
  type StudioKind,
  type StudioResult,
  type StudioState,
  type StudioSummaryModel,
  type StudioTextModel,
} from './studioContent.models';
import * as repo from './studioContent.repository';

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 600;
export const BLOCKS_MAX = 200;
export const BLOCK_TEXT_MAX = 5000;
export const BODY_MAX = 60_000;
const PAGE_MAX = 100;

/** The one actor of a scheduled publication: the schedule, set by the staff user the audit log already names. */
export const SCHEDULE_ACTOR: AuditActor = { staffUserId: null, label: 'schedule', roles: [] };

const isLocale = (l: string): l is Locale => (LOCALES as readonly string[]).includes(l);
const isCategory = (c: string): c is ArticleCategory => (ARTICLE_CATEGORIES as readonly string[]).includes(c);

/** A body as written in the studio: blocks trimmed, empty list items dropped; errors when it cannot be published. */
export function cleanBody(blocks: readonly { type: string; text?: string | null; items?: readonly string[] | null; src?: string | null }[]): { body: BodyBlock[]; error: StudioError | null } {
  const body: BodyBlock[] = [];
  for (const b of blocks) {
    if (b.type === 'img') {
      const src = b.src ?? '';
      if (!/^\/content\/image\/[A-Za-z0-9_-]{22}\.webp$/.test(src)) return { body, error: studioError('BODY_INVALID', 'body', 'An image must be one uploaded in the studio') };
      body.push({ type: 'img', src, alt: (b.text ?? '').trim() });
    } else if (b.type === 'ul') {
      const items = (b.items ?? []).map((i) => i.trim()).filter(Boolean);
      if (items.length) body.push({ type: 'ul', items });
    } else if (b.type === 'h2' || b.type === 'p' || b.type === 'quote') {
      const text = (b.text ?? '').trim();
      if (text) body.push({ type: b.type, text });
    } else {
      return { body, error: studioError('BODY_INVALID', 'body', `unknown block type ${b.type}`) };
    }
  }
  if (body.length === 0) return { body, error: studioError('BODY_REQUIRED', 'body', 'The body needs at least one paragraph') };
  const lengths = body.map((b) => (b.type === 'ul' ? Math.max(...b.items.map((i) => i.length)) : b.type === 'img' ? b.alt.length : b.text.length));
  const total = body.reduce((n, b) => n + (b.type === 'ul' ? b.items.join('').length : b.type === 'img' ? b.alt.length : b.text.length), 0);
  if (body.length > BLOCKS_MAX || Math.max(...lengths) > BLOCK_TEXT_MAX || total > BODY_MAX) {
    return { body, error: studioError('TEXT_TOO_LONG', 'body', `At most ${BLOCKS_MAX} blocks, ${BLOCK_TEXT_MAX} characters a block, ${BODY_MAX} in all`) };
  }
  return { body, error: null };
}

function toItem(kind: StudioKind, row: StudioItemRow): StudioItemModel {
  const locales = [...new Set([...row.live.map((t) => t.locale), ...row.drafts.map((t) => t.locale)])].sort();
  const texts: StudioTextModel[] = locales.map((locale) => {
    const draft = row.drafts.find((t) => t.locale === locale);
    const live = row.live.find((t) => t.locale === locale);
    return { ...(draft ?? live)!, changed: Boolean(draft), live: Boolean(live) };
  });
  return {
    id: row.id,
    kind,
    slug: row.slug,
    state: row.state,
    category: row.category,
    hasChanges: row.drafts.length > 0,
    publishAt: row.publish_at,
    publishedAt: row.state === 'published' ? row.published_at : null,
    version: row.version,
    updatedAt: row.updated_at ?? row.created_at,
    texts,
  };
}

/**
 * The studio's articles and notices: working texts per locale saved as drafts, published now or at a time, taken
 * back. Every change raises the item's version (a save against an older one is an EDIT_CONFLICT) and is written to
 * the audit log in its own transaction. Readers see only published texts: a draft or a scheduled item has none.
 */
export function createStudioContentService(deps: { db: Db; clock: Clock; audit: Pick<AuditService, 'record'> }) {
  const { db, clock, audit } = deps;

  const load = async (ex: Executor, kind: StudioKind, id: number) => {
    const row = await repo.findStudioItem(ex, kind, id);
    return row ? toItem(kind, row) : null;
  };

  /** Runs a change on a locked item whose version is the one the editor saw. */
  async function change<T>(
    kind: StudioKind,
    id: number,
    version: number,
    fn: (trx: Executor, current: { state: StudioState; publish_at: Date | null }) => Promise<StudioResult<T>>,
  ): Promise<StudioResult<T>> {
    if (!Number.isSafeInteger(id) || id <= 0) return refused(studioError('NOT_FOUND', 'id', 'No such item'));
    return db.transaction(async (trx) => {
      const current = await repo.lockStudioItem(trx, kind, id);
      if (!current) return refused<T>(studioError('NOT_FOUND', 'id', 'No such item'));
      if (current.version !== version) return refused<T>(studioError('EDIT_CONFLICT', 'version', 'Someone else saved this since you opened it'));
      return fn(trx, current);
    });
  }

  async function publishNow(trx: Executor, kind: StudioKind, id: number, state: StudioState, now: Date, by: AuditActor, action: string) {
    const locales = await repo.publishDraftTexts(trx, kind, id);
    await repo.touchStudioItem(trx, kind, id, { now, state: 'published', publishAt: null, ...(state === 'published' ? {} : { publishedOn: dayOf(now) }) });
    await audit.record(trx, by, { action, targetType: kind, targetId: String(id), summary: { locales: locales, was: state } });
  }

  return {
    /** A page of items, newest change first; `after` is where the previous page ended. */
    async list(
      kind: StudioKind,
      input: { state?: StudioState | null; locale?: string | null; displayLocale: Locale; category?: string | null; first?: number | null; after?: string | null },
    ): Promise<{ items: StudioSummaryModel[]; endCursor: string | null; hasNextPage: boolean }> {
      const limit = Math.min(PAGE_MAX, Math.max(1, Math.trunc(input.first ?? 20)));
      const offset = input.after && /^\d{1,9}$/.test(input.after) ? Number(input.after) : 0;
      const rows = await repo.listStudioItems(db, kind, {
        state: input.state ?? null,
        locale: input.locale && isLocale(input.locale) ? input.locale : null,
        displayLocale: input.displayLocale,
        category: input.category && isCategory(input.category) ? input.category : null,
        limit: limit + 1,
        offset,
      });
      const items = rows.slice(0, limit).map(
        (r): StudioSummaryModel => ({
          id: r.id,
          kind,
          state: r.state,
          category: r.category,
          title: r.title,
          locales: r.locales ?? [],
          hasChanges: r.has_changes,
          publishAt: r.publish_at,
          publishedAt: r.state === 'published' ? r.published_at : null,
          version: r.version,
          updatedAt: r.updated_at ?? r.created_at,
        }),
      );
      const hasNextPage = rows.length > limit;
      return { items, endCursor: hasNextPage ? String(offset + limit) : null, hasNextPage };
    },

    find: (kind: StudioKind, id: number): Promise<StudioItemModel | null> => (Number.isSafeInteger(id) && id > 0 ? load(db, kind, id) : Promise.resolve(null)),

    /**
     * Saves one locale's text as a draft (and an article's category). Without an id, a new item is made, a draft;
     * with one, `version` must be the version the editor opened, or nothing is saved (EDIT_CONFLICT).
     */
    async save(
      kind: StudioKind,
      input: { id?: number | null; version?: number | null; locale: string; category?: string | null; title: string; summary?: string | null; body: readonly { type: string; text?: string | null; items?: readonly string[] | null; src?: string | null }[] },
      by: AuditActor,
    ): Promise<StudioResult<StudioItemModel>> {
      const errors: StudioError[] = [];
      if (!isLocale(input.locale)) errors.push(studioError('INVALID_LOCALE', 'locale', 'Not one of the product’s locales'));
      const title = input.title.trim();
      if (!title) errors.push(studioError('TITLE_REQUIRED', 'title', 'A title is needed'));
      else if (title.length > TITLE_MAX) errors.push(studioError('TEXT_TOO_LONG', 'title', `At most ${TITLE_MAX} characters`));
      const summary = kind === 'article' ? (input.summary ?? '').trim() : null;
      if (kind === 'article' && !summary) errors.push(studioError('SUMMARY_REQUIRED', 'summary', 'A summary is needed'));
      else if (summary && summary.length > SUMMARY_MAX) errors.push(studioError('TEXT_TOO_LONG', 'summary', `At most ${SUMMARY_MAX} characters`));
      const category = kind === 'article' && input.category ? input.category : null;
      if (kind === 'article' && (!category || !isCategory(category)) && (input.id == null || input.category)) errors.push(studioError('CATEGORY_REQUIRED', 'category', 'Choose a category'));
      const { body, error } = cleanBody(input.body);
      if (error) errors.push(error);
      if (errors.length) return refused(...errors);
      const locale = input.locale as Locale;
      const now = clock.now();
      const text = { locale, title, summary, body, now };

      if (input.id == null) {
        return db.transaction(async (trx) => {
          const slug = `${kind}-${dayOf(now).replaceAll('-', '')}-${randomBytes(4).toString('hex')}`;
          const id = await repo.insertStudioItem(trx, kind, { slug, category: category as ArticleCategory | null, today: dayOf(now), now });
          await repo.upsertDraftText(trx, kind, id, text);
          await audit.record(trx, by, { action: `${kind}.create`, targetType: kind, targetId: String(id), summary: { locale, title } });
          return ok((await load(trx, kind, id))!);
        });
      }
      return change(kind, input.id, input.version ?? -1, async (trx) => {
        await repo.upsertDraftText(trx, kind, input.id!, text);
        await repo.touchStudioItem(trx, kind, input.id!, { now, ...(category ? { category: category as ArticleCategory } : {}) });
        await audit.record(trx, by, { action: `${kind}.saveDraft`, targetType: kind, targetId: String(input.id), summary: { locale, title, ...(category ? { category } : {}) } });
        return ok((await load(trx, kind, input.id!))!);
      });
    },

    /**
     * Publishes the item's saved texts now (`at` null or not after now), or schedules them for `at`: the schedule's
     * job publishes them then. Publishing a published item publishes its changes.
     */
    async publish(kind: StudioKind, input: { id: number; version: number; at?: Date | null }, by: AuditActor): Promise<StudioResult<StudioItemModel>> {
      const now = clock.now();
      const at = input.at ?? null;
      if (at && Number.isNaN(at.getTime())) return refused(studioError('INVALID_DATE', 'at', 'Not a time'));
      if (at && at.getTime() <= now.getTime()) return refused(studioError('PUBLISH_AT_PAST', 'at', 'Choose a time in the future, or publish now'));
      return change(kind, input.id, input.version, async (trx, current) => {
        if (!(await repo.hasAnyText(trx, kind, input.id))) return refused<StudioItemModel>(studioError('NOTHING_TO_PUBLISH', null, 'Write and save a text first'));
        if (at) {
          if (current.state === 'published') return refused<StudioItemModel>(studioError('NOTHING_TO_PUBLISH', 'at', 'Already published: unpublish it first, or publish its changes now'));
          await repo.touchStudioItem(trx, kind, input.id, { now, state: 'scheduled', publishAt: at });
          await audit.record(trx, by, { action: `${kind}.schedule`, targetType: kind, targetId: String(input.id), summary: { at: at.toISOString() } });
        } else {
          await publishNow(trx, kind, input.id, current.state, now, by, `${kind}.publish`);
        }
        return ok((await load(trx, kind, input.id))!);
      });
    },

    /** Takes a published item away from readers (its texts stay as drafts), or calls off a schedule. */
    async unpublish(kind: StudioKind, input: { id: number; version: number }, by: AuditActor): Promise<StudioResult<StudioItemModel>> {
      const now = clock.now();
      return change(kind, input.id, input.version, async (trx, current) => {
        await repo.withdrawTexts(trx, kind, input.id, now);
        await repo.touchStudioItem(trx, kind, input.id, { now, state: 'draft', publishAt: null });
        await audit.record(trx, by, { action: `${kind}.unpublish`, targetType: kind, targetId: String(input.id), summary: { was: current.state } });
        return ok((await load(trx, kind, input.id))!);
      });
    },

    /** Publishes every item whose scheduled time has come; safe to run twice or at once. How many it published. */
    async publishDue(): Promise<number> {
      const now = clock.now();
      let published = 0;
      for (const kind of ['article', 'notice'] as const) {
        for (const id of await repo.dueScheduled(db, kind, now)) {
          published += await db.transaction(async (trx) => {
            const current = await repo.lockStudioItem(trx, kind, id);
            if (current?.state !== 'scheduled' || !current.publish_at || current.publish_at > now) return 0;
            // The reader's day is the day it was due, however late the job ran.
            await repo.publishDraftTexts(trx, kind, id);
            await repo.touchStudioItem(trx, kind, id, { now, state: 'published', publishAt: null, publishedOn: dayOf(current.publish_at) });
            await audit.record(trx, SCHEDULE_ACTOR, { action: `${kind}.publishScheduled`, targetType: kind, targetId: String(id), summary: { at: current.publish_at.toISOString() } });
            return 1;
          });
        }
      }
      return published;
    },
  };
}

export type StudioContentService = ReturnType<typeof createStudioContentService>;
