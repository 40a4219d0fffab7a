import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import type { Actor } from '../access/actor';
import type { AccessPolicy } from '../access/policy';
import { findSession } from '../exam/session.service';
import { resultTypeCode } from '../scoring/scoring.service';
import { PAID_STATUSES } from '../order/order.state';
import { REVIEW_MAX, REVIEW_MIN, REVIEWS_MAX_PAGE, type ReviewError, type ReviewModel } from './review.models';
import * as repo from './review.repository';

/** "Ana M.": the first name and the initial of the last, as the buyer gave them; "Anonymous" without a name. */
export function displayName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim() ? `${Array.from(lastName.trim())[0]!.toUpperCase()}.` : '';
  return [first, initial].filter(Boolean).join(' ') || 'Anonymous';
}

export interface ReviewInput {
  orderNumber: string;
  rating: number;
  content: string;
}

export function createReviewService(deps: { db: Db; clock: Clock; access: Pick<AccessPolicy, 'owns'> }) {
  const { db, clock, access } = deps;
  return {
    list: (examId: number, first: number) => repo.listVisible(db, examId, Math.min(Math.max(first, 1), REVIEWS_MAX_PAGE)),

    /**
     * Leaves the review of a paid order for its buyer (once per order; writing again replaces it). A review speaks
     * in the buyer's name and says whether the order is paid: to anyone the policy does not let write it, the
     * order is unknown.
     */
    async submit(input: ReviewInput, actor: Actor): Promise<{ review: ReviewModel | null; errors: ReviewError[] }> {
      const { rating, content } = input;
      const errors: ReviewError[] = [];
      const text = content.trim();
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.push({ code: 'RATING_OUT_OF_RANGE', field: 'rating', message: 'Choose from 1 to 5 stars' });
      if (text.length < REVIEW_MIN) errors.push({ code: 'CONTENT_TOO_SHORT', field: 'content', message: `Please write at least ${REVIEW_MIN} characters` });
      if (text.length > REVIEW_MAX) errors.push({ code: 'CONTENT_TOO_LONG', field: 'content', message: `Please write at most ${REVIEW_MAX} characters` });
      const order = await access.owns(input.orderNumber, actor, 'review:write');
      if (!order) return { review: null, errors: [{ code: 'ORDER_NOT_FOUND', field: 'orderNumber', message: 'No such order' }] };
      if (!PAID_STATUSES.includes(order.status)) errors.push({ code: 'NOT_PAID', field: 'orderNumber', message: 'Only a paid order can leave a review' });
      if (errors.length) return { review: null, errors };
      const session = await findSession(db, order.examSessionId);
      const review = await repo.upsert(
        db,
        {
          order_id: order.id,
          exam_id: session!.exam_id,
          name: displayName(session!.first_name, session!.last_name),
          type_code: await resultTypeCode(db, order.examSessionId),
          rating,
          content: text,
          locale: order.locale,
          country: order.country ?? session!.country,
        },
        clock.now(),
      );
      return { review, errors: [] };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
