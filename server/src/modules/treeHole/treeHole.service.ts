import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { AppError, isAppError } from '../../shared/errors';
import type { Locale } from '../../shared/locales';
import type { RateLimiter, RateRule } from '../../shared/rateLimiter';
import { permitsTreeHole, type MemberTier, type TreeHoleAction } from '../access/policy';
import type { UserRow } from '../account/account.models';
import type { CrisisResourcesModel } from '../report/examReport.models';
import { publishError, type PublishErrorCode, type TreeHoleError } from './treeHole.errors';
import { productWordLists, screen, type WordLists } from './treeHole.filter';
import type { FeedPostModel, Page, ReactionCount, ReactionKind, ReportReason, SecretModel, TreeHolePostRow } from './treeHole.models';
import { characterCount } from './treeHole.normalize';
import { decodeCursor, encodeCursor, isPostId, pageSize } from './treeHole.paging';
import * as repo from './treeHole.repository';

/** The longest post, in characters as the author counts them. */
export const MAX_POST_CHARACTERS = 500;
/** Open reports that take a published post off the feed until a moderator looks at it. */
export const REPORTS_TO_HOLD = 3;

export const POSTS_PER_HOUR: RateRule = { name: 'treeHole:post:hour', limit: 5, windowSeconds: 3600 };
export const POSTS_PER_DAY: RateRule = { name: 'treeHole:post:day', limit: 20, windowSeconds: 86_400 };
export const REACTIONS_PER_HOUR: RateRule = { name: 'treeHole:react', limit: 120, windowSeconds: 3600 };
export const REPORTS_PER_HOUR: RateRule = { name: 'treeHole:report', limit: 20, windowSeconds: 3600 };

export interface TreeHoleAccess {
  signedIn: boolean;
  /** Whether the reader may read the feed and publish (a Premium member). */
  member: boolean;
}

export interface PublishResult {
  secret: SecretModel | null;
  /** Set when the post speaks of self-harm: the author's country's crisis lines, shown at once. */
  crisis: CrisisResourcesModel | null;
  errors: TreeHoleError<PublishErrorCode>[];
}

export interface TreeHoleDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  subscriptions: { entitlement(email: string): Promise<{ tier: MemberTier }> };
  /** Crisis lines for the first covered country among the candidates (the depression screen's reviewed table). */
  crisis: (countries: readonly (string | null | undefined)[]) => Promise<CrisisResourcesModel>;
  wordLists?: WordLists;
}

const fail = (code: PublishErrorCode): PublishResult => ({ secret: null, crisis: null, errors: [publishError(code)] });

const secretOf = (row: TreeHolePostRow, reactions: ReactionCount[]): SecretModel => ({
  id: row.id,
  body: row.body,
  locale: row.locale,
  state: row.state,
  createdAt: row.created_at,
  publishedAt: row.published_at,
  removalReason: row.state === 'removed' ? row.removal_reason : null,
  removalNote: row.state === 'removed' ? row.removal_note : null,
  reactions,
});

/**
 * The tree hole for members: anonymous posts of up to 500 characters that pass moderation before anyone else sees
 * them, kind reactions instead of replies, reports, and the author's own list with each post's state. Access is the
 * policy's `treeHole:*`; a post is tied to its author's account and never shown with it.
 */
export function createTreeHoleService(deps: TreeHoleDeps) {
  const { db, clock } = deps;
  const lists = () => deps.wordLists ?? productWordLists();

  async function readerOf(user: UserRow | null) {
    if (!user) return null;
    return { userId: user.id, tier: (await deps.subscriptions.entitlement(user.email)).tier };
  }

  /** The reader when the policy allows the action (on the post, when given); UNAUTHENTICATED or FORBIDDEN otherwise. */
  async function allowed(user: UserRow | null, action: TreeHoleAction, post?: { authorId: string }) {
    const reader = await readerOf(user);
    if (!reader) throw new AppError('UNAUTHENTICATED', 'please login first');
    if (!permitsTreeHole(reader, action, post)) throw new AppError('FORBIDDEN', 'the tree hole is for Premium members');
    return reader;
  }

  /** A published post by id, or NOT_FOUND (unknown ids and posts nobody else may see alike). */
  async function visiblePost(id: string): Promise<TreeHolePostRow> {
    const row = isPostId(id) ? await repo.findPost(db, id) : null;
    if (row?.state !== 'published') throw new AppError('NOT_FOUND', 'post not found');
    return row;
  }

  async function feedPost(row: TreeHolePostRow, readerId: string): Promise<FeedPostModel> {
    const reactions = (await repo.reactionsOf(db, [row.id], readerId)).get(row.id) ?? [];
    return { id: row.id, body: row.body, locale: row.locale, publishedAt: row.published_at!, reactions, mine: row.user_id === readerId };
  }

  return {
    /** What the reader may do here: the pages ask before they show the feed or the form. */
    async access(user: UserRow | null): Promise<TreeHoleAccess> {
      const reader = await readerOf(user);
      return { signedIn: reader !== null, member: permitsTreeHole(reader, 'treeHole:read') };
    },

    /** Published posts, newest first, `first` (1 to 50) after the cursor; for Premium members. */
    async feed(user: UserRow | null, input: { first?: number | null; after?: string | null }): Promise<Page<FeedPostModel>> {
      const reader = await allowed(user, 'treeHole:read');
      const limit = pageSize(input.first);
      const rows = await repo.publishedPage(db, limit + 1, decodeCursor(input.after));
      const shown = rows.slice(0, limit);
      const reactions = await repo.reactionsOf(db, shown.map((r) => r.id), reader.userId);
      const items = shown.map((r) => ({ id: r.id, body: r.body, locale: r.locale, publishedAt: r.published_at!, reactions: reactions.get(r.id) ?? [], mine: r.user_id === reader.userId }));
      const last = shown.at(-1);
      return { items, endCursor: last ? encodeCursor(last.published_at!, last.id) : null, hasMore: rows.length > limit };
    },

    /** The author's own posts ("my secrets") in every state, newest first; for any signed-in author. */
    async mine(user: UserRow | null, input: { first?: number | null; after?: string | null }): Promise<Page<SecretModel>> {
      const reader = await allowed(user, 'treeHole:readOwn');
      const limit = pageSize(input.first);
      const rows = await repo.authorPage(db, reader.userId, limit + 1, decodeCursor(input.after));
      const shown = rows.slice(0, limit);
      const reactions = await repo.reactionsOf(db, shown.map((r) => r.id), reader.userId);
      const last = shown.at(-1);
      return { items: shown.map((r) => secretOf(r, reactions.get(r.id) ?? [])), endCursor: last ? encodeCursor(last.created_at, last.id) : null, hasMore: rows.length > limit };
    },

    /** How many posts an account has written, in any state: the user centre's counter. */
    countOf: (userId: string): Promise<number> => repo.countAuthorPosts(db, userId),

    /**
     * Publishes a post when the filter finds nothing, else holds it for a moderator. A post that speaks of
     * self-harm is held and comes back with crisis lines for the author's country (the one sent, else the locale's).
     * Empty, too long and too many posts are errors as data; nothing is stored then.
     */
    async publish(user: UserRow | null, input: { body: string; locale: Locale; country?: string | null }): Promise<PublishResult> {
      const reader = await allowed(user, 'treeHole:publish');
      const body = input.body.trim();
      if (body.length === 0) return fail('BODY_REQUIRED');
      if (characterCount(body) > MAX_POST_CHARACTERS) return fail('BODY_TOO_LONG');
      try {
        await deps.rateLimiter.hit(POSTS_PER_HOUR, reader.userId);
        await deps.rateLimiter.hit(POSTS_PER_DAY, reader.userId);
      } catch (err) {
        if (isAppError(err) && err.code === 'RATE_LIMITED') return fail('TOO_MANY_POSTS');
        throw err;
      }
      const verdict = screen(lists(), body);
      const row = await repo.insertPost(db, {
        userId: reader.userId,
        body,
        locale: input.locale,
        state: verdict.hold ? 'held' : 'published',
        holdReasons: verdict.categories,
        now: clock.now(),
      });
      const crisis = verdict.categories.includes('selfHarm') ? await deps.crisis([input.country, /^[a-z]{2}-([A-Z]{2})$/.exec(input.locale)?.[1]]) : null;
      return { secret: secretOf(row, []), crisis, errors: [] };
    },

    /** Deletes one of the author's own posts for good, with its reactions and reports; NOT_FOUND for any other. */
    async remove(user: UserRow | null, id: string): Promise<string> {
      const row = isPostId(id) ? await repo.findPost(db, id) : null;
      if (!row) throw new AppError('NOT_FOUND', 'post not found');
      const reader = await allowed(user, 'treeHole:readOwn');
      if (!permitsTreeHole(reader, 'treeHole:delete', { authorId: row.user_id })) throw new AppError('NOT_FOUND', 'post not found');
      await repo.deleteAuthorPost(db, id, reader.userId);
      return id;
    },

    /** Leaves a kind reaction on someone else's published post, or takes it back when it is there. */
    async react(user: UserRow | null, id: string, kind: ReactionKind): Promise<FeedPostModel> {
      const row = await visiblePost(id);
      const reader = await allowed(user, 'treeHole:react', { authorId: row.user_id });
      await deps.rateLimiter.hit(REACTIONS_PER_HOUR, reader.userId);
      await repo.toggleReaction(db, id, reader.userId, kind, clock.now());
      return feedPost(row, reader.userId);
    },

    /**
     * Reports someone else's published post with a reason; a second report by the same member changes nothing.
     * REPORTS_TO_HOLD open reports take it off the feed until a moderator decides.
     */
    async report(user: UserRow | null, id: string, reason: ReportReason): Promise<void> {
      const row = await visiblePost(id);
      const reader = await allowed(user, 'treeHole:report', { authorId: row.user_id });
      await deps.rateLimiter.hit(REPORTS_PER_HOUR, reader.userId);
      await db.transaction(async (trx) => {
        if (await repo.insertReport(trx, id, reader.userId, reason, clock.now())) await repo.holdForReports(trx, id, REPORTS_TO_HOLD);
      });
    },
  };
}

export type TreeHoleService = ReturnType<typeof createTreeHoleService>;
