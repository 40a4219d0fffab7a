import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffField } from '../../graphql/guards';

/**
 * The studio's customers: search and the masked page for support, finance and admin; reveal and resend for support;
 * refunds and cancellations as the access policy decides per order. Each field calls one service.
 */
export const customersResolvers: Resolvers = {
  Query: {
    customerSearch: staffField('customers:read', (_p, { query }, { services }) => services.customers.search(query)),
    customer: staffField('customers:read', (_p, { ref }, { services }) => services.customers.customer(String(ref))),
  },
  Mutation: {
    revealCustomer: staffField('customers:reveal', async (_p, { ref }, { services, actor }) => services.customers.reveal(String(ref), await actor())),
    refundPayment: staffField('customers:read', async (_p, { input }, { services, actor }) =>
      services.customers.refund({ paymentId: String(input.paymentId), amount: input.amount ?? null, reason: input.reason, idempotencyKey: input.idempotencyKey }, await actor()),
    ),
    studioCancelSubscription: staffField('customers:read', async (_p, { subscriptionId }, { services, actor }) =>
      services.customers.cancelSubscription(String(subscriptionId), await actor()),
    ),
    resendReportEmail: staffField('customers:resendReport', async (_p, { orderNumber, requestKey }, { services, actor }) =>
      services.customers.resendReport(orderNumber, requestKey, await actor()),
    ),
  },
};
