import type { OrderStatus as GqlOrderStatus, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import type { BillingInterval } from '../catalog/catalog.models';

/** Orders are public by number: the unguessable order number is the buyer's key, like a test session id. */
export const orderResolvers: Resolvers = {
  Query: {
    order: publicField((_p, { orderNumber }, { services }) => services.order.byNumber(orderNumber)),
  },
  Mutation: {
    createOrder: publicField((_p, { input }, { services, viewer }) =>
      services.order.create({ ...input, skuId: String(input.skuId), sessionId: String(input.sessionId), viewerKeyHash: viewer.ensure() }),
    ),
    updateOrderEmail: publicField(async (_p, { input }, { services, actor }) => ({
      ...(await services.orderEmail.change({ orderNumber: String(input.orderNumber), email: input.email, code: input.code }, await actor())),
      alreadyPurchased: false,
    })),
    sendOrderEmailCode: publicField(async (_p, { input }, { services, actor, clientIp, locale }) =>
      services.orderEmail.sendCode({ orderNumber: String(input.orderNumber), email: input.email, locale: input.locale ?? locale, clientKey: clientIp }, await actor()),
    ),
  },
  Order: {
    status: (o) => o.status.toUpperCase() as GqlOrderStatus,
    sessionId: (o) => o.examSessionId,
    sku: async (o, _a, { services }) => {
      const sku = await services.catalog.sku(o.skuId, o.country);
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
