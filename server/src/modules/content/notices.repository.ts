import type { Knex } from 'knex';
import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { ContentBlock, NoticeWithRead } from './content.models';

interface NoticeRow {
  id: number;
  slug: string;
  published_at: string;
  locale: Locale;
  title: string;
  body: ContentBlock[] | string;
  read?: boolean | null;
}

const toNotice = (r: NoticeRow): NoticeWithRead => ({
  id: r.id,
  slug: r.slug,
  locale: r.locale,
  title: r.title,
  publishedAt: r.published_at,
  body: typeof r.body === 'string' ? (JSON.parse(r.body) as ContentBlock[]) : r.body,
  read: r.read ?? null,
});

function published(db: Executor, filter: { locale: Locale; today: string; tsQuery?: string | null }): Knex.QueryBuilder {
  const q = db('notices as n').join('notice_texts as t', 't.notice_id', 'n.id').where('t.locale', filter.locale).where('n.published_at', '<=', filter.today);
  if (filter.tsQuery) q.whereRaw("t.search @@ to_tsquery('simple', ?)", [filter.tsQuery]);
  return q;
}

/**
 * One page of notices, newest first (best matches first under a query), each with whether the member has read
 * it (null without a member), and the count of all that match.
 */
export async function listNotices(
  db: Executor,
  filter: { locale: Locale; today: string; tsQuery?: string | null; userId: string | null; limit: number; offset: number },
): Promise<{ items: NoticeWithRead[]; total: number }> {
  const rows = published(db, filter).select<(NoticeRow & { total: string | number })[]>(
    'n.id',
    'n.slug',
    't.locale',
    't.title',
    't.body',
    db.raw("to_char(n.published_at, 'YYYY-MM-DD') as published_at"),
    filter.userId
      ? db.raw('exists (select 1 from notice_reads r where r.notice_id = n.id and r.user_id = ?) as read', [filter.userId])
      : db.raw('null::boolean as read'),
    db.raw('count(*) over () as total'),
  );
  if (filter.tsQuery) rows.orderByRaw("ts_rank(t.search, to_tsquery('simple', ?)) desc", [filter.tsQuery]);
  rows.orderBy([{ column: 'n.published_at', order: 'desc' }, { column: 'n.id', order: 'desc' }]).limit(filter.limit).offset(filter.offset);
  const items = await rows;
  const total = items[0] ? Number(items[0].total) : filter.offset > 0 ? Number((await published(db, filter).count<{ count: string | number }[]>({ count: '*' }).first())?.count ?? 0) : 0;
  return { items: items.map(toNotice), total };
}

/** Published notices in the locale that the member has not read. */
export async function countUnread(db: Executor, filter: { locale: Locale; today: string; userId: string }): Promise<number> {
  const row = await published(db, filter)
    .whereNotExists(db('notice_reads as r').whereRaw('r.notice_id = n.id').where('r.user_id', filter.userId).select(db.raw('1')))
    .count<{ count: string | number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/** A published notice in the first of the locales it has a text in, with the member's read state; null if none. */
export async function findNotice(db: Executor, id: number, locales: readonly Locale[], today: string, userId: string | null): Promise<NoticeWithRead | null> {
  const row = await db('notices as n')
    .join('notice_texts as t', 't.notice_id', 'n.id')
    .where('n.id', id)
    .where('n.published_at', '<=', today)
    .whereIn('t.locale', locales)
    .orderByRaw('(t.locale = ?) desc', [locales[0] ?? null])
    .first<NoticeRow | undefined>(
      'n.id',
      'n.slug',
      't.locale',
      't.title',
      't.body',
      db.raw("to_char(n.published_at, 'YYYY-MM-DD') as published_at"),
      userId ? db.raw('exists (select 1 from notice_reads r where r.notice_id = n.id and r.user_id = ?) as read', [userId]) : db.raw('null::boolean as read'),
    );
  return row ? toNotice(row) : null;
}

/** Records that the member read the notice; reading it again changes nothing. */
export async function markRead(db: Executor, userId: string, noticeId: number): Promise<void> {
  await db('notice_reads').insert({ user_id: userId, notice_id: noticeId }).onConflict(['user_id', 'notice_id']).ignore();
}
