import type { OrderModel } from '../order/order.models';
import type { OrderService } from '../order/order.service';
import type { ReportService, ReportViewer } from '../report/report.service';
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
 * for the same test, then charges the method the first payment saved, for the buyer only (the browser that
 * ordered or paid, or a signed link). The first order must be paid; a step
 * bought before is reported as such and never charged again.
 */
export function createNextStepService(deps: { order: OrderService; payment: PaymentService; report: ReportService }) {
  return {
    async buy(input: { orderNumber: string; skuId: string; acceptRenewal: boolean; clientKey: string; viewer: ReportViewer }): Promise<NextStepOutcome> {
      // Only the buyer charges their saved card: an order number alone (a shared link) is not enough.
      const first = await deps.report.owns(input.orderNumber, input.viewer);
      if (!first) return refused(paymentError('ORDER_NOT_FOUND', 'orderNumber', 'No such order'));
      if (!PAID_STATUSES.includes(first.status)) return refused(paymentError('ORDER_NOT_PAID', 'orderNumber', 'The first order is not paid'));
      const created = await deps.order.createNextStep(first.orderNumber, input.skuId, input.acceptRenewal);
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
      if (outcome.kind === 'rejected') return { outcome: null, order: created.order, alreadyPurchased: false, errors: outcome.errors };
      return { outcome, order: outcome.order, alreadyPurchased: false, errors: [] };
    },
  };
}

const refused = (error: PaymentError): NextStepOutcome => ({ outcome: null, order: null, alreadyPurchased: false, errors: [error] });

export type NextStepService = ReturnType<typeof createNextStepService>;
