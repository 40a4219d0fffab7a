import type { DeclineCode as GqlDeclineCode, Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { paymentError } from './payment.errors';
import type { PayOutcome } from './payment.service';
import type { PaymentMethodKind } from './provider';

const METHOD = { CARD: 'card', PAYPAL: 'paypal', APPLE_PAY: 'apple_pay', GOOGLE_PAY: 'google_pay' } as const satisfies Record<string, PaymentMethodKind>;
const METHOD_KIND = { card: 'CARD', paypal: 'PAYPAL', apple_pay: 'APPLE_PAY', google_pay: 'GOOGLE_PAY' } as const satisfies Record<PaymentMethodKind, keyof typeof METHOD>;

/** Shapes a service outcome as the GraphQL payload: a union member per outcome, or the refusal reasons. */
export function payPayload(outcome: PayOutcome) {
  switch (outcome.kind) {
    case 'rejected':
      return { result: null, errors: outcome.errors };
    case 'succeeded':
      return { result: { __typename: 'PaymentSucceeded' as const, order: outcome.order }, errors: [] };
    case 'requires_action':
      return {
        result: {
          __typename: 'PaymentRequiresAction' as const,
          order: outcome.order,
          actionUrl: outcome.actionUrl,
          clientSecret: outcome.clientSecret,
          method: METHOD_KIND[outcome.payment.method],
          awaitsApproval: outcome.awaitsApproval,
        },
        errors: [],
      };
    case 'processing':
      return { result: { __typename: 'PaymentProcessing' as const, order: outcome.order }, errors: [] };
    case 'failed':
      return { result: { __typename: 'PaymentDeclined' as const, order: outcome.order, code: outcome.declineCode.toUpperCase() as GqlDeclineCode }, errors: [] };
  }
}

export const paymentResolvers: Resolvers = {
  Query: {
    paymentSetup: publicField((_p, _a, { services, config }) => ({
      cardProvider: services.payment.cardProvider(),
      stripePublishableKey: config.stripe?.publishableKey ?? null,
      methods: services.payment.methods().map((m) => m.toUpperCase() as keyof typeof METHOD),
    })),
    paymentStatus: publicField(async (_p, { orderNumber, token }, { services, actor }) =>
      payPayload(await services.payment.status(String(orderNumber), await actor(token))),
    ),
  },
  // The card and the processor's reference go only to the order's readers, whichever root field led to the order.
  Order: {
    paidWith: async (o, _a, { services, actor }) => ((await services.access.may(o, await actor(), 'order:read')) ? services.payment.paidWith(o) : null),
    transactionId: async (o, _a, { services, actor }) => ((await services.access.may(o, await actor(), 'order:read')) ? services.payment.transactionId(o) : null),
  },
  Mutation: {
    payOrder: publicField(async (_p, { input }, { services, clientIp, viewer, actor }) => {
      const outcome = await services.payment.pay({
        orderNumber: String(input.orderNumber),
        method: METHOD[input.method],
        paymentToken: input.paymentToken,
        returnPath: input.returnPath ?? null,
        clientKey: clientIp,
        viewerKeyHash: viewer.ensure(),
      });
      // Asked after paying: a browser whose own charge went through reads the order now.
      return payPayload(await services.payment.shownTo(outcome, await actor(input.token)));
    }),
    buyNextStep: publicField(async (_p, { input }, { services, clientIp, actor, viewer }) => {
      const out = await services.nextStep.buy({
        orderNumber: String(input.orderNumber),
        skuId: String(input.skuId),
        acceptRenewal: input.acceptRenewal ?? false,
        clientKey: clientIp,
        viewer: await actor(input.token),
        viewerKeyHash: viewer.ensure(),
      });
      return { result: out.outcome ? payPayload(out.outcome).result : null, alreadyPurchased: out.alreadyPurchased, errors: out.errors };
    }),
    payWithSavedMethod: publicField(async (_p, { input }, { services, clientIp, actor }) => {
      const order = await services.access.owns(String(input.orderNumber), await actor(input.token), 'payment:chargeSavedMethod');
      if (!order) return { result: null, errors: [paymentError('ORDER_NOT_FOUND', 'orderNumber', 'No such order')] };
      return payPayload(await services.payment.payWithSavedMethod({ orderNumber: order.orderNumber, clientKey: clientIp }));
    }),
    confirmPayment: publicField(async (_p, { input }, { services, actor }) =>
      payPayload(
        await services.payment.confirm(String(input.orderNumber), await actor(input.token), {
          processorReference: input.processorReference ?? null,
          canceled: input.canceled ?? false,
        }),
      ),
    ),
  },
};
