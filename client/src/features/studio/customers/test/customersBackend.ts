import { graphql, HttpResponse } from 'msw';
import type {
  CustomerErrorCode,
  StudioAuditLogQuery,
  StudioAuditLogQueryVariables,
  StudioCancelSubscriptionMutation,
  StudioCancelSubscriptionMutationVariables,
  StudioCustomerQuery,
  StudioCustomerQueryVariables,
  StudioCustomerSearchQuery,
  StudioCustomerSearchQueryVariables,
  StudioRefundPaymentMutation,
  StudioRefundPaymentMutationVariables,
  StudioResendReportMutation,
  StudioResendReportMutationVariables,
  StudioRevealCustomerMutation,
  StudioRevealCustomerMutationVariables,
} from '../../../../__generated__/graphql';

type Customer = NonNullable<StudioCustomerQuery['customer']>;

/**
 * A stand-in for the server's customers module, for the page tests: one customer with a paid report and a plan,
 * masked until revealed, refunds never above what is left and one per request key (as server/src/modules/payment
 * does). Tests read what was sent.
 */
export const customersBackend = {
  sent: [] as { op: string; variables: Record<string, unknown> }[],
  left: 1999,
  refundsByKey: new Map<string, number>(),
  subscriptionStatus: 'trialing',
  reset() {
    Object.assign(this, { sent: [], left: 1999, refundsByKey: new Map(), subscriptionStatus: 'trialing' });
  },
};

const REF = 'ORDERREFERENCE00001';
/** The type name Apollo's cache keys objects by (the generated result types leave it out). */
const tn = (name: string) => ({ __typename: name });

function customer(revealed: boolean): Customer {
  const b = customersBackend;
  return {
    ...tn('Customer'),
    ref: REF,
    email: revealed ? 'jane.customer@example.com' : 'j•••@e•••.com',
    name: revealed ? 'Jane Customer' : 'J•••',
    revealed,
    orders: [
      { ...tn('CustomerOrder'), orderNumber: REF, skuId: 'bmbti-report', status: 'completed', currency: 'USD', total: 1999, createdAt: '2026-11-20T10:00:00.000Z', paidAt: '2026-11-20T10:01:00.000Z' },
      { ...tn('CustomerOrder'), orderNumber: 'ORDERREFERENCE00002', skuId: 'bmbti-trial-monthly', status: 'completed', currency: 'USD', total: 100, createdAt: '2026-11-21T10:00:00.000Z', paidAt: '2026-11-21T10:01:00.000Z' },
    ],
    payments: [
      {
        ...tn('CustomerPayment'),
        id: '5f0c6a56-0a4c-4a8e-9d1e-0a6f3c1b2d11',
        orderNumber: REF,
        provider: 'stripe',
        method: 'card',
        status: 'succeeded',
        amount: 1999,
        currency: 'USD',
        cardBrand: 'visa',
        cardLast4: revealed ? '4242' : '••••',
        createdAt: '2026-11-20T10:01:00.000Z',
        refundable: b.left,
        refunds: [...b.refundsByKey.values()].map((amount, n) => ({ ...tn('CustomerRefund'), id: `r${n}`, amount, currency: 'USD', reason: 'late', status: 'succeeded', createdAt: '2026-11-22T10:00:00.000Z' })),
      },
    ],
    subscriptions: [
      { ...tn('CustomerSubscription'), id: '7a1d2c3b-0000-4000-8000-000000000001', orderNumber: 'ORDERREFERENCE00002', tier: 'basic', status: b.subscriptionStatus, amount: 2999, currency: 'USD', currentPeriodEnd: '2026-11-28T10:00:00.000Z', nextChargeAt: null, cancelledAt: null },
    ],
    reports: [{ ...tn('CustomerReport'), orderNumber: REF, status: 'completed', emailed: true }],
    emails: [{ ...tn('CustomerEmail'), id: 'e1', template: 'report', subject: 'Your Innerscope report', state: 'sent', createdAt: '2026-11-20T10:02:00.000Z', sentAt: '2026-11-20T10:02:05.000Z' }],
    consents: [{ ...tn('CustomerConsent'), orderNumber: REF, at: '2026-11-20T09:59:00.000Z', textVersion: 'checkout-2026-11-27', renewalAccepted: false }],
  };
}

const error = (code: CustomerErrorCode, field: string | null = null) => ({ ...tn('CustomerError'), code, field });
const record = (op: string, variables: object) => customersBackend.sent.push({ op, variables: variables as Record<string, unknown> });

export const customersHandlers = [
  graphql.query<StudioCustomerSearchQuery, StudioCustomerSearchQueryVariables>('StudioCustomerSearch', ({ variables }) => {
    record('search', variables);
    const q = variables.query.trim().toLowerCase();
    if (!q.includes('@') && q.length < 16) return HttpResponse.json({ data: { customerSearch: { ...tn('CustomerSearchResult'), matches: [], errors: [error('QUERY_INVALID', 'query')] } } });
    const found = q === 'jane.customer@example.com' || q === REF.toLowerCase();
    return HttpResponse.json({
      data: {
        customerSearch: {
          ...tn('CustomerSearchResult'),
          matches: found ? [{ ...tn('CustomerMatch'), ref: REF, email: 'j•••@e•••.com', orderCount: 2, lastOrderAt: '2026-11-21T10:00:00.000Z' }] : [],
          errors: [],
        },
      },
    });
  }),
  graphql.query<StudioCustomerQuery, StudioCustomerQueryVariables>('StudioCustomer', ({ variables }) => {
    record('customer', variables);
    return HttpResponse.json({ data: { customer: variables.ref === REF ? customer(false) : null } });
  }),
  graphql.mutation<StudioRevealCustomerMutation, StudioRevealCustomerMutationVariables>('StudioRevealCustomer', ({ variables }) => {
    record('reveal', variables);
    return HttpResponse.json({ data: { revealCustomer: { ...tn('RevealCustomerPayload'), customer: customer(true), errors: [] } } });
  }),
  graphql.mutation<StudioRefundPaymentMutation, StudioRefundPaymentMutationVariables>('StudioRefundPayment', ({ variables }) => {
    record('refund', variables);
    const { amount, reason, idempotencyKey } = variables.input;
    const b = customersBackend;
    const payload = (refund: number | null, errors: ReturnType<typeof error>[]) =>
      HttpResponse.json<{ data: StudioRefundPaymentMutation }>({
        data: { refundPayment: { ...tn('RefundPaymentPayload'), refund: refund === null ? null : { ...tn('CustomerRefund'), id: `r-${idempotencyKey}`, amount: refund, currency: 'USD', status: 'succeeded' }, errors } },
      });
    const earlier = b.refundsByKey.get(idempotencyKey);
    if (earlier !== undefined) return payload(earlier, []);
    if (!reason.trim()) return payload(null, [error('REASON_REQUIRED', 'reason')]);
    const wanted = amount ?? b.left;
    if (wanted > b.left) return payload(null, [error('AMOUNT_ABOVE_REMAINING', 'amount')]);
    b.left -= wanted;
    b.refundsByKey.set(idempotencyKey, wanted);
    return payload(wanted, []);
  }),
  graphql.mutation<StudioCancelSubscriptionMutation, StudioCancelSubscriptionMutationVariables>('StudioCancelSubscription', ({ variables }) => {
    record('cancel', variables);
    customersBackend.subscriptionStatus = 'expired';
    return HttpResponse.json({ data: { studioCancelSubscription: { ...tn('StudioCancelSubscriptionPayload'), subscription: { ...tn('CustomerSubscription'), id: String(variables.subscriptionId), status: 'expired' }, errors: [] } } });
  }),
  graphql.mutation<StudioResendReportMutation, StudioResendReportMutationVariables>('StudioResendReport', ({ variables }) => {
    record('resend', variables);
    return HttpResponse.json({ data: { resendReportEmail: { ...tn('ResendReportPayload'), queued: true, errors: [] } } });
  }),
  graphql.query<StudioAuditLogQuery, StudioAuditLogQueryVariables>('StudioAuditLog', ({ variables }) => {
    record('audit', variables);
    const all = [
      { id: '2', actor: 'staffUser:s1', roles: ['SUPPORT' as const], action: 'payment.refund', targetType: 'payment', targetId: 'p1', summary: '{"amount":500}', createdAt: '2026-11-22T10:00:00.000Z' },
      { id: '1', actor: 'staffUser:s1', roles: ['SUPPORT' as const], action: 'customer.reveal', targetType: 'customer', targetId: REF, summary: '{}', createdAt: '2026-11-21T10:00:00.000Z' },
    ];
    const f = variables.filter;
    const entries = all.filter((e) => (!f?.action || e.action.startsWith(f.action)) && (!f?.target || e.targetId === f.target) && (!f?.actor || e.actor.startsWith(f.actor)));
    return HttpResponse.json({ data: { auditLog: { ...tn('AuditLogPage'), entries: entries.map((e) => ({ ...tn('AuditEntry'), ...e })), endCursor: null, hasNextPage: false } } });
  }),
];
