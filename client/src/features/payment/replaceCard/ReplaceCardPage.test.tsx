import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { type GraphQLResponseBody, graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CardUpdateErrorCode,
  DeclineCode,
  ReplaceCard_SubscriptionFragment,
  ReplaceCardSetupQuery,
  ReplaceCardSetupQueryVariables,
  ReplaceCardSubscriptionQuery,
  ReplaceCardSubscriptionQueryVariables,
  ReplaceSubscriptionCardMutation,
  ReplaceSubscriptionCardMutationVariables,
  SubscriptionStatus,
} from '../../../__generated__/graphql';
import { renderApp } from '../../../../test/renderApp';
import type { Served } from '../../../../test/served';
import { server } from '../../../../test/server';
import { stripeElementsOptions } from '../stripeOptions';

const SUBSCRIPTION_ID = 'sub_7Hk2Lq9Zx4Pw';
const TOKEN = 'signed.card.token';
const PAGE = `/paying/subscribe/check/BMBTI-1754?subscription=${SUBSCRIPTION_ID}&t=${TOKEN}`;

let status: SubscriptionStatus = 'PAST_DUE';
let refusal: CardUpdateErrorCode | null = null;
let mutations: ReplaceSubscriptionCardMutationVariables[] = [];
let release: (() => void) | null = null;
const sent: string[] = [];

server.events.on('request:start', ({ request }) => {
  void request
    .clone()
    .text()
    .then((body) => sent.push(body));
});

function subscription(overrides: { status?: SubscriptionStatus } = {}): Served<ReplaceCard_SubscriptionFragment> {
  return {
    __typename: 'PlanSubscription',
    id: SUBSCRIPTION_ID,
    status,
    tier: 'basic',
    amount: 2999,
    currency: 'USD',
    interval: 'MONTH',
    intervalCount: 1,
    nextChargeAt: status === 'PAST_DUE' ? null : '2026-11-29T10:00:00.000Z',
    currentPeriodEnd: '2026-11-29T10:00:00.000Z',
    ...overrides,
  };
}

function payload(declineCode: DeclineCode | null, errors: CardUpdateErrorCode[], sub: Served<ReplaceCard_SubscriptionFragment> | null) {
  return HttpResponse.json<GraphQLResponseBody<Served<ReplaceSubscriptionCardMutation>>>({
    data: { replaceSubscriptionCard: { __typename: 'CardUpdatePayload', subscription: sub, declineCode, errors } },
  });
}

const handlers = [
  graphql.query<Served<ReplaceCardSubscriptionQuery>, ReplaceCardSubscriptionQueryVariables>('ReplaceCardSubscription', ({ variables }) => {
    const valid = variables.subscriptionId === SUBSCRIPTION_ID && variables.token === TOKEN;
    return HttpResponse.json({ data: { subscriptionForCard: valid ? subscription() : null } });
  }),
  graphql.query<Served<ReplaceCardSetupQuery>, ReplaceCardSetupQueryVariables>('ReplaceCardSetup', () =>
    HttpResponse.json({
      data: { paymentSetup: { __typename: 'PaymentSetup', cardProvider: 'sandbox', stripePublishableKey: null, methods: ['CARD'] } },
    }),
  ),
  graphql.mutation<Served<ReplaceSubscriptionCardMutation>, ReplaceSubscriptionCardMutationVariables>('ReplaceSubscriptionCard', async ({ variables }) => {
    mutations.push(variables);
    if (release === null) await new Promise<void>((resolve) => (release = resolve));
    if (refusal) return payload(null, [refusal], null);
    const behaviour = variables.paymentToken.split('.')[1];
    if (behaviour !== 'ok') return payload(behaviour === 'funds' ? 'INSUFFICIENT_FUNDS' : 'CARD_DECLINED', [], subscription());
    return payload(null, [], subscription({ status: status === 'PAST_DUE' ? 'ACTIVE' : status }));
  }),
];

beforeEach(() => {
  status = 'PAST_DUE';
  refusal = null;
  mutations = [];
  release = () => undefined;
  sent.length = 0;
  server.use(...handlers);
});

async function fillCard(user: UserEvent, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '1230');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Ana Silva');
  await user.type(screen.getByLabelText('Postal code'), '1000-001');
}

describe('replace card page', () => {
  it('says calmly that a wrong link does not work, with the way to the report', async () => {
    await renderApp(`/paying/subscribe/check/BMBTI-1754?subscription=${SUBSCRIPTION_ID}&t=forged`);
    expect(await screen.findByRole('heading', { name: 'This link does not work any more' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get my report' }).getAttribute('href')).toBe('/report/retrieve/BMBTI-1754');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('charges an overdue plan with the new card, sending only the token', async () => {
    const { user } = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Update your card' })).toBeTruthy();
    expect(screen.getByText('Membership: $29.99 a month')).toBeTruthy();
    expect(screen.getByText('We could not take $29.99. With a new card we charge it now, once.')).toBeTruthy();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card and pay $29.99' }));

    expect(
      await screen.findByText('Your card is updated and the payment went through. Your plan continues.'),
    ).toBeTruthy();
    expect(mutations).toHaveLength(1);
    expect(mutations[0]).toMatchObject({ subscriptionId: SUBSCRIPTION_ID, token: TOKEN });
    expect(mutations[0]?.paymentToken).toMatch(/^sbx\.ok\.visa\.4242\./);
    await waitFor(() => expect(sent.some((body) => body.includes('ReplaceSubscriptionCard'))).toBe(true));
    expect(sent.some((body) => body.includes('4242424242424242') || body.includes('4242 4242'))).toBe(false);
  });

  it('states the next charge of a plan in good standing and saves the card', async () => {
    status = 'ACTIVE';
    const { user } = await renderApp(PAGE);
    expect(
      await screen.findByText('Your next charge of $29.99 is on November 29, 2026; it will use the new card.'),
    ).toBeTruthy();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card is updated.')).toBeTruthy();
  });

  it('shows why a card was declined and keeps the form for another card', async () => {
    const { user } = await renderApp(PAGE);
    await fillCard(user, '4000000000009995');
    await user.click(screen.getByRole('button', { name: 'Save card and pay $29.99' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/insufficient funds/i);
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Save card and pay $29.99' })).toBeTruthy();
    expect(screen.queryByText(/Your card is updated/)).toBeNull();
  });

  it('says there is nothing to pay when the plan has ended', async () => {
    refusal = 'NOT_UPDATABLE';
    const { user } = await renderApp(PAGE);
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card and pay $29.99' }));
    expect(await screen.findByText('This plan has ended; there is nothing to pay.')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('sends one update for a double click', async () => {
    release = null;
    const { user } = await renderApp(PAGE);
    await fillCard(user, '4242424242424242');
    const button = screen.getByRole('button', { name: 'Save card and pay $29.99' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(mutations).toHaveLength(1));
    await act(async () => {
      release?.();
      await Promise.resolve();
    });
    expect(await screen.findByText(/Your card is updated/)).toBeTruthy();
    expect(mutations).toHaveLength(1);
  });

  it('makes the Stripe element in setup mode, without an amount', () => {
    expect(stripeElementsOptions({ total: 2999, currency: 'USD', savesCard: true, setup: true }, 'en-US')).toEqual({
      mode: 'setup',
      currency: 'usd',
      paymentMethodCreation: 'manual',
      locale: 'en',
      setupFutureUsage: 'off_session',
    });
  });
});
