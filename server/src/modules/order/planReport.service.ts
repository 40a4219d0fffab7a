import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import type { Actor } from '../access/actor';
import type { AccessPolicy } from '../access/policy';
import { isAvailable } from '../catalog/features';
import type { CatalogService } from '../catalog/catalog.service';
import { findSession } from '../exam/session.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import { grantReportOrder } from './grantedReportOrder';
import * as repo from './order.repository';
import { PAID_STATUSES } from './order.state';

/** Why a report could not be opened with the plan; mirrors PlanReportErrorCode in schema/order.graphql. */
export type PlanReportErrorCode = 'SESSION_NOT_FOUND' | 'PLAN_REQUIRED' | 'SKU_NOT_FOUND';

export interface PlanReportOutcome {
  reportOrderNumber: string | null;
  errors: { code: PlanReportErrorCode; field: string; message: string }[];
}

const refused = (code: PlanReportErrorCode, message: string): PlanReportOutcome => ({ reportOrderNumber: null, errors: [{ code, field: 'examOrderNumber', message }] });
const notFound = (): PlanReportOutcome => refused('SESSION_NOT_FOUND', 'No such test');

/**
 * The plans' "all tests" benefit: a member whose plan includes every test opens the full report of any test they
 * took without buying it again. The report stands on an order like any other (its PDF, its e-mail, its readers):
 * one made for the member at no charge, once per test, the first time they open it.
 */
export function createPlanReportService(deps: {
  db: Db;
  clock: Clock;
  catalog: Pick<CatalogService, 'reportOffer' | 'currencyForCountry' | 'features'>;
  access: Pick<AccessPolicy, 'memberTest'>;
  subscriptions: Pick<SubscriptionService, 'entitlement'>;
}) {
  const { db, clock, catalog } = deps;

  return {
    /**
     * The order of the full report of the member's test (`examOrderNumber`): the one paid for already, else, for a
     * member whose plan includes all tests, one made now at no charge (fulfilled like a paid one). PLAN_REQUIRED
     * when the member's plan does not include all tests; SESSION_NOT_FOUND for a test that is not theirs.
     */
    async open(examOrderNumber: string, actor: Actor): Promise<PlanReportOutcome> {
      const test = await deps.access.memberTest(examOrderNumber, actor);
      const session = test && (await findSession(db, test.sessionId));
      if (!test || !session) return notFound();
      const paid = await repo.findPaidReportOrder(db, session.id, PAID_STATUSES);
      if (paid) return { reportOrderNumber: paid.orderNumber, errors: [] };
      const entitlement = await deps.subscriptions.entitlement(test.email);
      if (entitlement.tier !== 'premium' || !isAvailable('allTests', catalog.features)) {
        return refused('PLAN_REQUIRED', 'Your plan does not include this report');
      }
      const currency = catalog.currencyForCountry(session.country);
      const sku = await catalog.reportOffer(session.exam_id, currency);
      if (!sku) return refused('SKU_NOT_FOUND', 'No report is offered for this test');
      const opened = await grantReportOrder(db, {
        session,
        sku,
        currency,
        email: test.email,
        now: clock.now(),
        reason: 'opened with the plan: all tests included',
      });
      return opened ? { reportOrderNumber: opened.orderNumber, errors: [] } : notFound();
    },
  };
}

export type PlanReportService = ReturnType<typeof createPlanReportService>;
