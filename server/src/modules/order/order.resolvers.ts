import type { OrderStatus as GqlOrderStatus, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import type { BillingInterval } from '../catalog/catalog.models';

/** An order is read by whom the access policy lets read it (`order:read`); `order` answers null to anyone else, as for an unknown order. */
export const orderResolvers: Resolvers = {
  Query: {
    order: publicField(async (_p, { orderNumber, token }, { services, actor }) => services.order.readable(String(orderNumber), await actor(token))),
  },
  Mutation: {
    createOrder: publicField(async (_p, { input }, { services, viewer, actor }) =>
      services.order.create({ ...input, skuId: String(input.skuId), sessionId: String(input.sessionId), viewerKeyHash: viewer.ensure() }, { actor: await actor() }),
    ),
    updateOrderEmail: publicField(async (_p, { input }, { services, actor }) => ({
      ...(await services.orderEmail.change({ orderNumber: String(input.orderNumber), email: input.email, code: input.code }, await actor())),
      alreadyPurchased: false,
    })),
    openReportWithPlan: publicField(async (_p, { examOrderNumber }, { services, actor }) => services.planReport.open(String(examOrderNumber), await actor())),
    sendOrderEmailCode: publicField(async (_p, { input }, { services, actor, clientIp, locale }) =>
      services.orderEmail.sendCode({ orderNumber: String(input.orderNumber), email: input.email, locale: input.locale ?? locale, clientKey: clientIp }, await actor()),
    ),
  },
  Order: {
    status: (o) => o.status.toUpperCase() as GqlOrderStatus,
    sessionId: (o) => o.examSessionId,
    sku: async (o, _a, { services }) => {
      // In the order's own currency: the SKU's prices as the buyer was charged them, whatever the country says now.
      const sku = await services.catalog.skuIn(o.skuId, o.currency);
      if (!sku) throw new Error(`SKU ${o.skuId} of order ${o.orderNumber} is gone`);
      return sku;
    },
    consent: (o) => ({
      ...o.consent,
      at: new Date(o.consent.at),
      interval: o.consent.interval as BillingInterval | null,
      firstChargeAt: o.consent.firstChargeAt ? new Date(o.consent.firstChargeAt) : null,
    }),
  },
};
