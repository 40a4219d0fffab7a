import type { OrderModel } from '../order/order.models';
import type { OrderService } from '../order/order.service';
import type { Actor } from '../access/actor';
import type { AccessPolicy } from '../access/policy';
import type { LivePlan } from '../subscription/planChange';
import type { SubscriptionService } from '../subscription/subscription.service';
import { PAID_STATUSES } from '../order/order.state';
import { paymentError, type PaymentError } from './payment.errors';
import type { PaymentService, PayOutcome } from './payment.service';

export interface NextStepOutcome {
  /** The new order's payment; null when refused or already bought. */
  outcome: PayOutcome | null;
  /** The step's order (bought now or before); null when refused. */
  order: OrderModel | null;
  alreadyPurchased: boolean;
  errors: PaymentError[];
}

/**
 * The one-click steps after the first payment (upsell packages, paying now instead of the trial): orders the SKU
 * for the same test, then charges the method the first payment saved, for the buyer only (the access
 * policy's `payment:chargeSavedMethod`). The first order must be paid; a step
 * bought before is reported as such and never charged again. A plan follows the order of plans
 * (`decidePlanChange`): never below a higher plan that runs, never twice at the level of a paid one.
 */
export function createNextStepService(deps: {
  order: OrderService;
  payment: PaymentService;
  access: Pick<AccessPolicy, 'owns'>;
  plans: Pick<SubscriptionService, 'planChange'>;
}) {
  return {
    /** `viewerKeyHash` is the clicking browser's key: it reads the step's order, as a browser reads an order it paid. */
    async buy(input: { orderNumber: string; skuId: string; acceptRenewal: boolean; clientKey: string; viewer: Actor; viewerKeyHash?: string | null }): Promise<NextStepOutcome> {
      // Only the buyer charges their saved card: an order number alone (a shared link) is not enough.
      const first = await deps.access.owns(input.orderNumber, input.viewer, 'payment:chargeSavedMethod');
      if (!first) return refused(paymentError('ORDER_NOT_FOUND', 'orderNumber', 'No such order'));
      if (!PAID_STATUSES.includes(first.status)) return refused(paymentError('ORDER_NOT_PAID', 'orderNumber', 'The first order is not paid'));
      const current = async (plan: LivePlan): Promise<NextStepOutcome> => ({ outcome: null, order: await deps.order.byId(plan.order_id), alreadyPurchased: true, errors: [] });
      const change = await deps.plans.planChange(first.examSessionId, input.skuId);
      if (change?.kind === 'refused') return refused(paymentError(change.code, 'skuId', 'A higher plan runs for this test'));
      if (change?.kind === 'current') return current(change.plan);
      // A plan that starts is bought even when an earlier order of it was paid: that plan no longer runs.
      const created = await deps.order.createNextStep(first.orderNumber, input.skuId, input.acceptRenewal, change?.kind === 'start', input.viewerKeyHash ?? null);
      if (!created.order) {
        const code = created.errors[0]?.code;
        return refused(
          code === 'RENEWAL_CONSENT_REQUIRED'
            ? paymentError('RENEWAL_CONSENT_REQUIRED', 'acceptRenewal', 'Please agree to the automatic renewal')
            : paymentError('SKU_NOT_FOUND', 'skuId', 'No such offer'),
        );
      }
      if (created.alreadyPurchased) return { outcome: null, order: created.order, alreadyPurchased: true, errors: [] };
      const outcome = await deps.payment.payWithSavedMethod({ orderNumber: created.order.orderNumber, clientKey: input.clientKey });
      if (outcome.kind === 'rejected') {
        // A second click that raced the first: the plan started meanwhile, and nothing was charged twice.
        const meanwhile = outcome.errors.some((e) => e.code === 'PLAN_ALREADY_ACTIVE') ? await deps.plans.planChange(first.examSessionId, input.skuId) : null;
        if (meanwhile?.kind === 'current') return current(meanwhile.plan);
        return { outcome: null, order: created.order, alreadyPurchased: false, errors: outcome.errors };
      }
      return { outcome, order: outcome.order, alreadyPurchased: false, errors: [] };
    },
  };
}

const refused = (error: PaymentError): NextStepOutcome => ({ outcome: null, order: null, alreadyPurchased: false, errors: [error] });

export type NextStepService = ReturnType<typeof createNextStepService>;
