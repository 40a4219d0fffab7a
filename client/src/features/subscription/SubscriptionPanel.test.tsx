import { ApolloProvider } from '@apollo/client/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { SubscriptionPanelDocument } from '../../__generated__/graphql';
import { getApolloClient } from '../../app/apollo';
import { SubscriptionPanel } from './SubscriptionPanel';
import { subscriptionBackend, subscriptionHandlers, trialSubscription } from './test/subscriptionBackend';

const ORDER = 'order000000000042';
const TOKEN = 'signed-report-link-token';

/** The report page as the panel will sit on it: inside the app, the report route and its Apollo provider. */
function ReportWithPanel() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <h1>Your report</h1>
      <SubscriptionPanel orderNumber={ORDER} token={TOKEN} />
    </ApolloProvider>
  );
}

const loaders = { report: () => Promise.resolve({ default: ReportWithPanel }) };

async function openReport() {
  const view = await renderApp(`/report/result/BMBTI-1754?order=${ORDER}&t=${TOKEN}`, { loaders });
  await screen.findByRole('heading', { level: 1, name: 'Your report' });
  return view;
}

const panel = () => screen.findByTestId('subscription-panel');
const statusLines = () => screen.getAllByTestId('subscription-status').map((line) => line.textContent);

beforeEach(() => {
  subscriptionBackend.reset();
  server.use(...subscriptionHandlers);
});

describe('subscription panel', () => {
  it('renders nothing when the test has no subscription', async () => {
    subscriptionBackend.seed(ORDER, []);
    await openReport();
    // Once the answer is in the cache, the panel has had what it needs to render.
    await waitFor(() =>
      expect(
        getApolloClient().readQuery({ query: SubscriptionPanelDocument, variables: { orderNumber: ORDER, token: TOKEN } }),
      ).toEqual({ subscriptions: [] }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(subscriptionBackend.queries).toEqual([{ orderNumber: ORDER, token: TOKEN }]);
    expect(screen.queryByTestId('subscription-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('says each plan’s state in words, with a cancel button only while it may charge', async () => {
    subscriptionBackend.seed(ORDER, [
      trialSubscription({ id: 'trial', tier: 'premium' }),
      trialSubscription({
        id: 'active',
        status: 'ACTIVE',
        amount: 1999,
        interval: 'WEEK',
        intervalCount: 4,
        currentPeriodEnd: '2027-04-09T12:00:00.000Z',
        nextChargeAt: '2027-04-09T12:00:00.000Z',
      }),
      trialSubscription({ id: 'cancelled', status: 'CANCELLED', nextChargeAt: null, cancelledAt: '2027-03-01T12:00:00.000Z' }),
      trialSubscription({ id: 'pastDue', status: 'PAST_DUE', amount: 1999, interval: 'WEEK', nextChargeAt: '2027-03-15T12:00:00.000Z' }),
    ]);
    await openReport();
    const section = await panel();
    expect(screen.getByRole('heading', { level: 2, name: 'Your subscriptions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Premium plan',
      'Basic plan',
      'Basic plan',
      'Basic plan',
    ]);
    expect(statusLines()).toEqual([
      'Trial until March 12, 2027, then $29.99 a month unless you cancel.',
      'Renews at $19.99 every 4 weeks on April 9, 2027.',
      'Cancelled: you keep access until March 12, 2027. Nothing more will be charged.',
      'Payment problem: we could not take the last payment. We’ll try again on March 15, 2027.',
    ]);
    const cards = within(section).getAllByRole('listitem');
    const buttons = cards.map((card) => within(card).queryByRole('button', { name: 'Cancel subscription' }) !== null);
    expect(buttons).toEqual([true, true, false, true]);
  });

  it('cancels in two clicks, and shows the cancelled state without reloading', async () => {
    subscriptionBackend.seed(ORDER, [trialSubscription()]);
    const { user } = await openReport();
    await panel();
    expect(screen.getByRole('heading', { level: 2, name: 'Your subscription' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText('Nothing more will be charged. You keep access until March 12, 2027.')).toBeTruthy();
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Keep my plan',
      'Cancel subscription',
    ]);
    expect(subscriptionBackend.cancels).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(subscriptionBackend.cancels).toEqual([{ orderNumber: ORDER, subscriptionId: 'sub-trial-1', token: TOKEN }]);
    expect(statusLines()).toEqual(['Cancelled: you keep access until March 12, 2027. Nothing more will be charged.']);
    const done = screen.getByRole('status');
    expect(done.textContent).toBe('Your subscription is cancelled. A confirmation is on its way to your inbox.');
    expect(document.activeElement).toBe(done);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    // The mutation's answer updated the panel: no second query.
    expect(subscriptionBackend.queries).toHaveLength(1);
  });

  it('changes nothing when the visitor keeps the plan', async () => {
    subscriptionBackend.seed(ORDER, [trialSubscription()]);
    const { user } = await openReport();
    await panel();
    const before = statusLines();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(subscriptionBackend.cancels).toEqual([]);
    expect(subscriptionBackend.subscription(ORDER, 'sub-trial-1')?.status).toBe('TRIALING');
    expect(statusLines()).toEqual(before);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });

  it('tells a past-due subscriber that the plan ends at once, and shows it ended', async () => {
    subscriptionBackend.seed(ORDER, [
      trialSubscription({ status: 'PAST_DUE', currentPeriodEnd: '2027-02-12T12:00:00.000Z', nextChargeAt: '2027-02-15T12:00:00.000Z' }),
    ]);
    const { user } = await openReport();
    await panel();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Nothing more will be charged: we will not try the failed payment again/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(statusLines()).toEqual(['Ended. Nothing more will be charged.']));
  });

  it('keeps the dialog open with a retry after a network failure', async () => {
    subscriptionBackend.seed(ORDER, [trialSubscription()]);
    subscriptionBackend.failCancel('network');
    const { user } = await openReport();
    await panel();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We could not reach our server. Nothing has changed yet: please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(statusLines()[0]).toMatch(/^Cancelled:/);
  });

  it('points to the unsubscribe page when the server will not cancel here', async () => {
    subscriptionBackend.seed(ORDER, [trialSubscription()]);
    subscriptionBackend.failCancel('refused');
    const { user } = await openReport();
    await panel();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'unsubscribe page' }).getAttribute('href')).toMatch(
      /^\/cancel\/subscription\/BMBTI-1754\?/,
    );
  });

  it('offers to load again when the list fails to load', async () => {
    subscriptionBackend.seed(ORDER, [trialSubscription()]);
    subscriptionBackend.failQuery('network');
    const { user } = await openReport();
    expect((await screen.findByRole('alert')).textContent).toContain('Your subscription details could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your subscription' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
  });
});
