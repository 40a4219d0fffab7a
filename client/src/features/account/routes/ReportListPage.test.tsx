import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { subscriptionBackend, subscriptionHandlers, trialSubscription } from '../../subscription/test/subscriptionBackend';
import { accountBackend, accountHandlers, type FakeOrder, fakeUser } from '../test/accountBackend';

const PAGE = '/userCenter/reportList';

/** Noon UTC: the same calendar day in every time zone the tests may run in. */
const order = (fields: Partial<FakeOrder> & Pick<FakeOrder, 'orderNumber' | 'status'>): FakeOrder => ({
  total: 2999,
  currency: 'USD',
  createdAt: '2026-03-01T12:00:00.000Z',
  paidAt: '2026-03-02T12:00:00.000Z',
  sku: { id: 'bmbti-trial-monthly', kind: 'plan', interval: 'MONTH', intervalCount: 1 },
  ...fields,
});

const REPORT_SKU = { id: 'bmbti-report', kind: 'report', interval: null, intervalCount: null } as const;

const ORDERS: FakeOrder[] = [
  order({ orderNumber: 'plan-paid-0000001', status: 'COMPLETED', total: 100 }),
  order({ orderNumber: 'package-paid-0001', status: 'PAID', sku: { id: 'pack', kind: 'package', interval: null, intervalCount: null } }),
  order({ orderNumber: 'report-making-001', status: 'REPORT_GENERATING', subtotal: 2490, discount: 500, tax: 0, total: 1990, currency: 'EUR', sku: REPORT_SKU }),
  order({ orderNumber: 'report-unpaid-001', status: 'CREATED', paidAt: null, createdAt: '2026-04-05T12:00:00.000Z', sku: REPORT_SKU }),
  order({ orderNumber: 'plan-failed-00001', status: 'FAILED', paidAt: null, sku: { id: 'weekly', kind: 'plan', interval: 'WEEK', intervalCount: 4 } }),
];

function signedIn(orders: FakeOrder[] = ORDERS) {
  accountBackend.addUser(fakeUser({ tier: 'basic', validUntil: '2027-03-12T12:00:00.000Z', orders }));
  accountBackend.signIn('ana@example.com');
}

async function openList(url = PAGE) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'My reports' });
  return view;
}

/** The order cards of the open tab (not the subscription panels under them). */
const cards = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .filter((item) => item.closest('[data-testid="subscription-panel"]') === null);

beforeEach(() => {
  accountBackend.reset();
  subscriptionBackend.reset();
  server.use(...accountHandlers, ...subscriptionHandlers);
});

describe('reports list', () => {
  it('asks a visitor to log in first, and comes back here after', async () => {
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in first' })).toBeTruthy();
    expect(screen.getByText('Sign in to see your reports and your plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/user/login/BMBTI-1754?next=${encodeURIComponent(PAGE)}`);
    expect(screen.getByRole('link', { name: 'No account? Get your reports by e-mail' }).getAttribute('href')).toBe(
      '/report/retrieve/BMBTI-1754',
    );
  });

  it('lists paid plans and reports under Completed, with the membership and a way to open each', async () => {
    signedIn();
    await openList();
    expect(await screen.findByText('Membership: basic, valid until March 12, 2027')).toBeTruthy();
    const completedTab = screen.getByRole('tab', { name: 'Completed (2)' });
    expect(completedTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Pending payment (2)' })).toBeTruthy();

    const [plan, report] = cards();
    expect(cards()).toHaveLength(2);
    expect(within(plan!).getByRole('heading', { level: 2 }).textContent).toBe('Monthly plan');
    expect(within(plan!).getByText('Paid on Mar 2, 2026')).toBeTruthy();
    expect(within(plan!).getByText('Total: $1.00')).toBeTruthy();
    expect(within(plan!).getByText('Ready')).toBeTruthy();
    // The receipt lines, folded under the card.
    expect(within(plan!).getByText('Order details')).toBeTruthy();
    expect(within(plan!).getByText('Order ID').nextElementSibling?.textContent).toBe('plan-paid-0000001');
    expect(within(plan!).getByText('Transaction ID').nextElementSibling?.textContent).toBe('txn_plan-paid-0000001');
    expect(within(plan!).getByText('Currency').nextElementSibling?.textContent).toBe('USD');
    expect(within(plan!).getByText('Amount paid').nextElementSibling?.textContent).toBe('$1.00');
    expect(within(plan!).getByRole('link', { name: 'Open report' }).getAttribute('href')).toBe(
      '/report/result/BMBTI-1754?order=plan-paid-0000001',
    );
    expect(within(report!).getByRole('heading', { level: 2 }).textContent).toBe('Personality report');
    expect(within(report!).getByText('Being prepared')).toBeTruthy();
    expect(within(report!).getByText('Total: €19,90')).toBeTruthy();
    expect(within(report!).getByText('Subtotal').nextElementSibling?.textContent).toBe('€24,90');
    expect(within(report!).getByText('Discount').nextElementSibling?.textContent).toBe('−€5,00');
    expect(within(report!).getByRole('link', { name: 'Open report' }).getAttribute('href')).toBe(
      '/report/result/BMBTI-1754?order=report-making-001',
    );
    // Packages are extras of a plan, not reports.
    expect(screen.queryByText(/package-paid/)).toBeNull();
    expect(screen.getByText('Page 1 of 1 · 2 in all')).toBeTruthy();
    expect(screen.getByText('No more')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('lists unpaid orders under Pending payment, each with a way to pay', async () => {
    signedIn();
    const { user } = await openList();
    await user.click(await screen.findByRole('tab', { name: 'Pending payment (2)' }));
    expect(currentUrl()).toBe(`${PAGE}?tab=pending`);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [report, plan] = cards();
    expect(cards()).toHaveLength(2);
    expect(within(report!).getByText('Ordered on Apr 5, 2026')).toBeTruthy();
    expect(within(report!).getByText('Awaiting payment')).toBeTruthy();
    expect(within(report!).getByText('Payment date').nextElementSibling?.textContent).toBe('Not paid yet');
    expect(within(report!).queryByText('Amount paid')).toBeNull();
    expect(within(report!).getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(
      '/paying/payment/BMBTI-1754?order=report-unpaid-001',
    );
    expect(within(plan!).getByRole('heading', { level: 2 }).textContent).toBe('Plan billed every 4 weeks');
    expect(within(plan!).getByText('Payment failed')).toBeTruthy();
    expect(within(plan!).getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(
      '/paying/payment/BMBTI-1754?order=plan-failed-00001',
    );
    expect(screen.queryByRole('link', { name: 'Open report' })).toBeNull();
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('opens on the tab the URL names, and keeps the locale prefix in its links', async () => {
    signedIn();
    await openList(`/en${PAGE}?tab=pending`);
    expect((await screen.findByRole('tab', { name: 'Pending payment (2)' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('link', { name: 'Complete payment' })[0]?.getAttribute('href')).toBe(
      '/en/paying/payment/BMBTI-1754?order=report-unpaid-001',
    );
  });

  it('shows the subscription of each paid plan with its cancel button, and asks only for plans', async () => {
    signedIn();
    subscriptionBackend.seed('plan-paid-0000001', [trialSubscription()]);
    await openList();
    const panel = await screen.findByTestId('subscription-panel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Your subscription' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(subscriptionBackend.queries).toEqual([{ orderNumber: 'plan-paid-0000001', token: null }]);
  });

  it('says when nothing is there yet', async () => {
    signedIn([]);
    const { user } = await openList();
    expect(await screen.findByText('No reports yet. Take the test to get your first one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the test' }).getAttribute('href')).toBe('/index/BMBTI-1754');
    expect(screen.queryByText('No more')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Pending payment (0)' }));
    expect(await screen.findByText('Nothing waiting for payment.')).toBeTruthy();
  });

  it('offers to load again when the list fails to load', async () => {
    signedIn();
    accountBackend.fail('AccountReportList', 'network');
    const { user } = await openList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Load failed. Please retry.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads ten at a time, says which page of how many with the total, and retries a page that failed', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      order({ orderNumber: `report-${String(i + 1).padStart(3, '0')}-paid00`, status: 'COMPLETED', sku: REPORT_SKU }),
    );
    signedIn(many);
    const { user } = await openList();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getByRole('tab', { name: 'Completed (23)' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3 · 23 in all')).toBeTruthy();
    expect(screen.queryByText('No more')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.getByText('Page 2 of 3 · 23 in all')).toBeTruthy();
    expect(within(cards()[10]!).getByRole('link', { name: 'Open report' }).getAttribute('href')).toContain('report-011-paid00');

    accountBackend.fail('AccountReportList', 'network');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Load failed. Please retry.')).toBeTruthy();
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(screen.getByText('Page 3 of 3 · 23 in all')).toBeTruthy();
    expect(screen.getByText('No more')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
