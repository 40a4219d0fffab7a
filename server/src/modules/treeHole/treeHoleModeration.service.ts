import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { AppError } from '../../shared/errors';
import type { AuditActor, AuditService } from '../staff/audit.service';
import { decisionError, type DecisionErrorCode, type TreeHoleError } from './treeHole.errors';
import { productWordLists, screen, type WordLists } from './treeHole.filter';
import type { Page, QueueItemModel, RemovalReason, TreeHolePostRow } from './treeHole.models';
import { characterCount } from './treeHole.normalize';
import { decodeCursor, encodeCursor, isPostId, pageSize } from './treeHole.paging';
import * as repo from './treeHole.repository';

export const MAX_NOTE_CHARACTERS = 300;

export type Decision = { kind: 'approve' } | { kind: 'remove'; reason: RemovalReason | null; note: string | null };

export interface DecisionResult {
  item: QueueItemModel | null;
  errors: TreeHoleError<DecisionErrorCode>[];
}

/**
 * The moderators' side of the tree hole: the queue of held and reported posts, oldest first, and decisions on them.
 * Approving publishes a held post (or keeps a reported one up) and closes its reports; removing takes it down with
 * a reason its author is shown. Every decision is written to the audit log in the same transaction, without the
 * post's text or its author. Who may decide is the policy's `moderation:act`, asked by the resolvers.
 */
export function createTreeHoleModerationService(deps: { db: Db; clock: Clock; audit: AuditService; wordLists?: WordLists }) {
  const { db, clock } = deps;
  const lists = () => deps.wordLists ?? productWordLists();

  async function itemsOf(rows: TreeHolePostRow[]): Promise<QueueItemModel[]> {
    const reasons = await repo.openReportReasons(db, rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      body: r.body,
      locale: r.locale,
      state: r.state,
      holdReasons: r.hold_reasons,
      matched: screen(lists(), r.body).matched,
      openReports: r.open_reports,
      reportReasons: reasons.get(r.id) ?? [],
      createdAt: r.created_at,
    }));
  }

  return {
    /** Held posts and published posts with open reports, oldest first. */
    async queue(input: { first?: number | null; after?: string | null }): Promise<Page<QueueItemModel>> {
      const limit = pageSize(input.first);
      const rows = await repo.queuePage(db, limit + 1, decodeCursor(input.after));
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return { items: await itemsOf(shown), endCursor: last ? encodeCursor(last.created_at, last.id) : null, hasMore: rows.length > limit };
    },

    /** Approves or removes a post of the queue; NOT_FOUND for a post that is gone or not waiting for anyone. */
    async decide(id: string, decision: Decision, by: AuditActor): Promise<DecisionResult> {
      if (decision.kind === 'remove') {
        if (!decision.reason) return { item: null, errors: [decisionError('REASON_REQUIRED')] };
        if (decision.note && characterCount(decision.note) > MAX_NOTE_CHARACTERS) return { item: null, errors: [decisionError('NOTE_TOO_LONG')] };
      }
      if (!isPostId(id)) throw new AppError('NOT_FOUND', 'post not found');
      const row = await db.transaction(async (trx) => {
        const before = await repo.lockPost(trx, id);
        const waiting = before && (before.state === 'held' || (before.state === 'published' && before.open_reports > 0));
        if (!before || !waiting) throw new AppError('NOT_FOUND', 'post not in the queue');
        const note = decision.kind === 'remove' ? decision.note?.trim() || null : null;
        const reason = decision.kind === 'remove' ? decision.reason : null;
        const after = await repo.decide(trx, id, { state: decision.kind === 'approve' ? 'published' : 'removed', removalReason: reason, removalNote: note, now: clock.now() });
        await deps.audit.record(trx, by, {
          action: decision.kind === 'approve' ? 'treeHole.approve' : 'treeHole.remove',
          targetType: 'treeHolePost',
          targetId: id,
          summary: { from: before.state, holdReasons: before.hold_reasons, openReports: before.open_reports, ...(reason ? { reason, withNote: note !== null } : {}) },
        });
        return after!;
      });
      const [item] = await itemsOf([row]);
      return { item: item ?? null, errors: [] };
    },
  };
}

export type TreeHoleModerationService = ReturnType<typeof createTreeHoleModerationService>;
