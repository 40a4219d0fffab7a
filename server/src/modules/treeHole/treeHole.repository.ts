import type { Executor } from '../../db/connection';
import type { HoldReason, PostState, ReactionCount, ReactionKind, RemovalReason, ReportReason, TreeHolePostRow } from './treeHole.models';
import { REACTION_KINDS } from './treeHole.models';

/** A keyset position: a time and a post id, newest (or oldest) first. */
export interface Position { at: Date; id: string }

const POSTS = 'tree_hole_posts';

export async function insertPost(
  db: Executor,
  row: { userId: string; body: string; locale: string; state: PostState; holdReasons: HoldReason[]; now: Date },
): Promise<TreeHolePostRow> {
  const [inserted] = await db(POSTS)
    .insert({
      user_id: row.userId,
      body: row.body,
      locale: row.locale,
      state: row.state,
      hold_reasons: JSON.stringify(row.holdReasons),
      created_at: row.now,
      published_at: row.state === 'published' ? row.now : null,
    })
    .returning('*');
  return inserted as TreeHolePostRow;
}

export async function findPost(db: Executor, id: string): Promise<TreeHolePostRow | null> {
  return ((await db(POSTS).where({ id }).first()) as TreeHolePostRow | undefined) ?? null;
}

/** Published posts, newest first, after a position. */
export async function publishedPage(db: Executor, limit: number, after: Position | null): Promise<TreeHolePostRow[]> {
  const q = db(POSTS).where({ state: 'published' }).orderBy([{ column: 'published_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
  if (after) q.andWhereRaw('(published_at, id) < (?, ?)', [after.at, after.id]);
  return (await q) as TreeHolePostRow[];
}

/** An author's own posts in every state, newest first. */
export async function authorPage(db: Executor, userId: string, limit: number, after: Position | null): Promise<TreeHolePostRow[]> {
  const q = db(POSTS).where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
  if (after) q.andWhereRaw('(created_at, id) < (?, ?)', [after.at, after.id]);
  return (await q) as TreeHolePostRow[];
}

/** Posts for a moderator, oldest first: held ones and published ones with open reports. */
export async function queuePage(db: Executor, limit: number, after: Position | null): Promise<TreeHolePostRow[]> {
  const q = db(POSTS)
    .where((w) => w.where({ state: 'held' }).orWhere((o) => o.where({ state: 'published' }).andWhere('open_reports', '>', 0)))
    .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }])
    .limit(limit);
  if (after) q.andWhereRaw('(created_at, id) > (?, ?)', [after.at, after.id]);
  return (await q) as TreeHolePostRow[];
}

export async function countAuthorPosts(db: Executor, userId: string): Promise<number> {
  const row = await db(POSTS).where({ user_id: userId }).count<{ n: string }>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

/** Deletes an author's own post (its reactions and reports go with it); false when it is not theirs or not there. */
export async function deleteAuthorPost(db: Executor, id: string, userId: string): Promise<boolean> {
  return (await db(POSTS).where({ id, user_id: userId }).delete().returning('id')).length > 0;
}

/** Reaction counts per post, each kind present, with whether `readerId` left it. */
export async function reactionsOf(db: Executor, postIds: readonly string[], readerId: string | null): Promise<Map<string, ReactionCount[]>> {
  const out = new Map<string, ReactionCount[]>(postIds.map((id) => [id, REACTION_KINDS.map((kind) => ({ kind, count: 0, mine: false }))]));
  if (postIds.length === 0) return out;
  const rows = (await db('tree_hole_reactions')
    .whereIn('post_id', postIds)
    .groupBy('post_id', 'kind')
    .select('post_id', 'kind', db.raw('count(*)::int as n'), db.raw('bool_or(user_id = ?) as mine', [readerId ?? '00000000-0000-0000-0000-000000000000']))) as {
    post_id: string;
    kind: ReactionKind;
    n: number;
    mine: boolean;
  }[];
  for (const r of rows) {
    const entry = out.get(r.post_id)?.find((c) => c.kind === r.kind);
    if (entry) Object.assign(entry, { count: Number(r.n), mine: Boolean(r.mine) });
  }
  return out;
}

/** Adds the reader's reaction, or takes it back when it is there already; true when it is there afterwards. */
export async function toggleReaction(db: Executor, postId: string, userId: string, kind: ReactionKind, now: Date): Promise<boolean> {
  // `returning` rather than the affected count, which not every driver (PGlite) reports.
  const removed = await db('tree_hole_reactions').where({ post_id: postId, user_id: userId, kind }).delete().returning('kind');
  if (removed.length > 0) return false;
  await db('tree_hole_reactions').insert({ post_id: postId, user_id: userId, kind, created_at: now }).onConflict(['post_id', 'user_id', 'kind']).ignore();
  return true;
}

/** Records a member's report once; true when it is new (and the post's open reports grew by one). */
export async function insertReport(db: Executor, postId: string, userId: string, reason: ReportReason, now: Date): Promise<boolean> {
  const inserted = await db('tree_hole_reports').insert({ post_id: postId, user_id: userId, reason, created_at: now }).onConflict(['post_id', 'user_id']).ignore().returning('id');
  if (inserted.length === 0) return false;
  await db(POSTS).where({ id: postId }).increment('open_reports', 1);
  return true;
}

/** Moves a post with enough open reports back to the queue, off the feed. */
export async function holdForReports(db: Executor, postId: string, threshold: number): Promise<void> {
  await db(POSTS)
    .where({ id: postId, state: 'published' })
    .andWhere('open_reports', '>=', threshold)
    .update({ state: 'held', hold_reasons: db.raw(`hold_reasons || '["reports"]'::jsonb`) });
}

/** Open report reasons with their counts, per post. */
export async function openReportReasons(db: Executor, postIds: readonly string[]): Promise<Map<string, { reason: ReportReason; count: number }[]>> {
  const out = new Map<string, { reason: ReportReason; count: number }[]>();
  if (postIds.length === 0) return out;
  const rows = (await db('tree_hole_reports').whereIn('post_id', postIds).whereNull('resolved_at').groupBy('post_id', 'reason').select('post_id', 'reason', db.raw('count(*)::int as n'))) as {
    post_id: string;
    reason: ReportReason;
    n: number;
  }[];
  for (const r of rows) out.set(r.post_id, [...(out.get(r.post_id) ?? []), { reason: r.reason, count: Number(r.n) }]);
  return out;
}

/** A moderator's decision: the post's new state, its reports closed. Null when the post is no longer there. */
export async function decide(
  db: Executor,
  id: string,
  decision: { state: 'published' | 'removed'; removalReason: RemovalReason | null; removalNote: string | null; now: Date },
): Promise<TreeHolePostRow | null> {
  const [row] = await db(POSTS)
    .where({ id })
    .update({
      state: decision.state,
      removal_reason: decision.removalReason,
      removal_note: decision.removalNote,
      open_reports: 0,
      decided_at: decision.now,
      published_at: decision.state === 'published' ? db.raw('coalesce(published_at, ?)', [decision.now]) : db.raw('published_at'),
    })
    .returning('*');
  await db('tree_hole_reports').where({ post_id: id }).whereNull('resolved_at').update({ resolved_at: decision.now });
  return (row as TreeHolePostRow | undefined) ?? null;
}

/** Locks a post for a decision, so two moderators never decide it at once. */
export async function lockPost(db: Executor, id: string): Promise<TreeHolePostRow | null> {
  return ((await db(POSTS).where({ id }).forUpdate().first()) as TreeHolePostRow | undefined) ?? null;
}
