import type { CatalogService } from '../catalog/catalog.service';
import type { NextStepService } from '../payment/nextStep.service';
import type { Actor } from '../access/actor';
import type { AccessPolicy } from '../access/policy';

export type UpgradeErrorCode = 'TERMS_REQUIRED' | 'ORDER_NOT_FOUND' | 'NO_PREMIUM_PLAN' | 'UPGRADE_FAILED';

/**
 * Upgrading to premium: the premium plan is ordered for the same test and charged at once to the saved method;
 * once paid it replaces the current plan (trial or not), which ends without another charge. Only a premium plan
 * that still runs answers "already premium" with nothing charged: one that ended (or that an older release
 * replaced with basic) is bought again.
 */
export function createUpgradeService(deps: { catalog: CatalogService; nextStep: NextStepService; access: Pick<AccessPolicy, 'owns'> }) {
  return {
    async upgrade(input: { orderNumber: string; acceptTerms: boolean; clientKey: string; viewer: Actor }): Promise<{ orderNumber: string | null; errors: { code: UpgradeErrorCode; message: string }[] }> {
      if (!input.acceptTerms) return { orderNumber: null, errors: [{ code: 'TERMS_REQUIRED', message: 'please agree to the terms first' }] };
      // Only the buyer upgrades (their saved card is charged); anyone else learns nothing about the order.
      const order = await deps.access.owns(input.orderNumber, input.viewer, 'subscription:upgrade');
      if (!order) return { orderNumber: null, errors: [{ code: 'ORDER_NOT_FOUND', message: 'No such order' }] };
      const sku = await deps.catalog.sku(order.skuId, order.country);
      const premium = sku && (await deps.catalog.premiumPlan(sku.examId, order.country));
      if (!premium) return { orderNumber: null, errors: [{ code: 'NO_PREMIUM_PLAN', message: 'No premium plan found' }] };
      const out = await deps.nextStep.buy({ orderNumber: order.orderNumber, skuId: premium.id, acceptRenewal: true, clientKey: input.clientKey, viewer: input.viewer });
      if (out.order && (out.alreadyPurchased || out.outcome?.kind === 'succeeded')) return { orderNumber: out.order.orderNumber, errors: [] };
      return { orderNumber: null, errors: [{ code: 'UPGRADE_FAILED', message: 'Upgrade failed, try again' }] };
    },
  };
}

export type UpgradeService = ReturnType<typeof createUpgradeService>;
