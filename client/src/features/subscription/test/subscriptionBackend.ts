import { graphql, HttpResponse } from 'msw';
import type {
  CancelSubscriptionMutation,
  CancelSubscriptionMutationVariables,
  SubscriptionCard_SubscriptionFragment,
  SubscriptionPanelQuery,
  SubscriptionPanelQueryVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

/**
 * A stand-in for the server's subscriptions of a paid test, for the panel tests: subscriptions per order in
 * memory, cancelled as the server cancels them (a running one keeps its period; one whose renewal failed ends
 * at once), and what the panel sent.
 */

/** A subscription as the panel's card reads it. */
export type FakeSubscription = Omit<Served<SubscriptionCard_SubscriptionFragment>, '__typename'>;

type Failure = 'network' | 'refused';

let byOrder = new Map<string, FakeSubscription[]>();
let queryFailures: 'network'[] = [];
let cancelFailures: Failure[] = [];
const queries: SubscriptionPanelQueryVariables[] = [];
const cancels: CancelSubscriptionMutationVariables[] = [];

/** A trial of the monthly plan, as the seeded catalogue sells it (spec sections 1 and 9). */
export function trialSubscription(fields: Partial<FakeSubscription> = {}): FakeSubscription {
  return {
    id: 'sub-trial-1',
    status: 'TRIALING',
    tier: 'basic',
    amount: 2999,
    currency: 'USD',
    interval: 'MONTH',
    intervalCount: 1,
    // Noon UTC: the same calendar day in every time zone the tests may run in.
    currentPeriodEnd: '2027-03-12T12:00:00.000Z',
    nextChargeAt: '2027-03-12T12:00:00.000Z',
    cancelledAt: null,
    ...fields,
  };
}

export const subscriptionBackend = {
  reset() {
    byOrder = new Map();
    queryFailures = [];
    cancelFailures = [];
    queries.length = 0;
    cancels.length = 0;
  },
  seed: (orderNumber: string, subscriptions: FakeSubscription[]) => void byOrder.set(orderNumber, subscriptions),
  subscription: (orderNumber: string, id: string) => byOrder.get(orderNumber)?.find((sub) => sub.id === id),
  /** The next panel queries fail, one each. */
  failQuery: (...next: 'network'[]) => void queryFailures.push(...next),
  /** The next cancellations fail (`refused`: the server answers null), one each. */
  failCancel: (...next: Failure[]) => void cancelFailures.push(...next),
  queries,
  cancels,
};

const payload = (sub: FakeSubscription): Served<SubscriptionPanelQuery>['subscriptions'][number] => ({ __typename: 'PlanSubscription', ...sub });

export const subscriptionHandlers = [
  graphql.query<Served<SubscriptionPanelQuery>, SubscriptionPanelQueryVariables>('SubscriptionPanel', ({ variables }) => {
    queries.push(variables);
    if (queryFailures.shift() === 'network') return HttpResponse.error();
    return HttpResponse.json({ data: { subscriptions: (byOrder.get(String(variables.orderNumber)) ?? []).map(payload) } });
  }),

  graphql.mutation<Served<CancelSubscriptionMutation>, CancelSubscriptionMutationVariables>('CancelSubscription', ({ variables }) => {
    cancels.push(variables);
    const failure = cancelFailures.shift();
    if (failure === 'network') return HttpResponse.error();
    const sub = byOrder.get(String(variables.orderNumber))?.find((candidate) => candidate.id === variables.subscriptionId);
    if (failure === 'refused' || !sub) return HttpResponse.json({ data: { cancelSubscription: null } });
    const now = new Date().toISOString();
    if (sub.status === 'PAST_DUE') Object.assign(sub, { status: 'EXPIRED', nextChargeAt: null, cancelledAt: now });
    else if (sub.status === 'TRIALING' || sub.status === 'ACTIVE') Object.assign(sub, { status: 'CANCELLED', nextChargeAt: null, cancelledAt: now });
    return HttpResponse.json({ data: { cancelSubscription: payload(sub) } });
  }),
];
