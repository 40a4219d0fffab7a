import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import {
  PREMIUM_ENDS,
  PREMIUM_PLAN,
  trialSubscription,
  upgradeBackend,
  upgradeHandlers,
  VALID_TOKEN,
} from '../test/upgradeBackend';

const ORDER = 'order000000000042';
const PAGE = `/paying/upgrade/BMBTI-1754?order=${ORDER}`;

const longDate = (date: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);

/** A year from today, on the same day of the month (29 February gives 28 February). */
function oneYearFromToday(): Date {
  const date = new Date();
  const day = date.getDate();
  date.setDate(1);
  date.setFullYear(date.getFullYear() + 1);
  date.setDate(Math.min(day, new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate()));
  return date;
}

/** The error a checkbox shows, through its `aria-describedby`. */
function errorOf(checkbox: HTMLElement): string {
  const id = checkbox.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const termsBox = () => screen.getByRole('checkbox', { name: /I have read and agree to the Terms of Service and Privacy Policy/ });
const upgradeButton = () => screen.getByRole('button', { name: 'Upgrade now for $99.99' });
const follows = (earlier: Node, later: Node) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

async function openUpgrade(url = PAGE) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Upgrade to Premium' });
  return view;
}

/** Ticks the terms and presses the button. */
async function upgradeWithTerms() {
  const view = await openUpgrade();
  await view.user.click(termsBox());
  await view.user.click(upgradeButton());
  return view;
}

beforeEach(() => {
  upgradeBackend.reset();
  server.use(...upgradeHandlers);
});

describe('upgrade page: the offer', () => {
  beforeEach(() => upgradeBackend.seedOrder({ orderNumber: ORDER }));

  it('shows premium, its price and privileges, and the current plan in words', async () => {
    await openUpgrade();
    expect(screen.getByTestId('upgrade-premium-price').textContent).toBe('$99.99 a year');
    expect(screen.getByRole('list', { name: 'What Premium includes' }).textContent).toBe(
      'Every assessment, each with its full report' +
        'The full course library: reading, audio and video' +
        'A personal question sent to you every day' +
        'Brain games such as 2048 and the maze' +
        'The tree hole: share thoughts anonymously' +
        'Psychology articles and experiments' +
        'An exclusive Premium profile',
    );
    expect(screen.getByTestId('upgrade-current-plan').textContent).toBe('You are on the 7-day trial, then $29.99 a month');
    expect(screen.getByText('Your trial ends on March 12, 2027.')).toBeTruthy();
    expect(screen.getByTestId('upgrade-card').textContent).toBe('Charged to Visa •••• 4242');
    expect(upgradeBackend.orderRequests).toEqual([{ orderNumber: ORDER, token: null }]);
    // Priced in the currency the upgrade is charged in: the order's country.
    expect(upgradeBackend.planRequests).toEqual([{ examId: 1754, country: 'US' }]);
  });

  it('states today’s charge, the end of the trial, the renewal, its date and no refund before the box and the button', async () => {
    await openUpgrade();
    const terms = screen.getByTestId('upgrade-terms');
    expect(terms.textContent).toBe(
      'Today you pay $99.99. Your current plan and trial end today and are replaced by Premium, which renews ' +
        `automatically at $99.99 a year until you cancel; the next charge is on ${longDate(oneYearFromToday())}. ` +
        'Payments for a billing period that has started are not refunded. ' +
        'You can cancel at any time before the next charge, in your account or on the unsubscribe page.',
    );
    expect(within(terms).getByRole('link', { name: 'unsubscribe page' }).getAttribute('href')).toBe(`/cancel/subscription/BMBTI-1754?order=${ORDER}`);
    for (const later of [termsBox(), screen.getByTestId('upgrade-card'), upgradeButton()]) expect(follows(terms, later)).toBe(true);
    // The terms are written no smaller than the price.
    expect(getComputedStyle(terms).fontSize).toBe(getComputedStyle(screen.getByTestId('upgrade-premium-price')).fontSize);

    const box = termsBox() as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.closest('label')?.textContent).toBe(
      'I have read and agree to the Terms of Service and Privacy Policy, and to Premium renewing automatically at $99.99 a year until I cancel.',
    );
    const label = within(box.closest('label') as HTMLElement);
    expect(label.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(`/help/BMBTI-1754?order=${ORDER}#terms`);
    expect(label.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(`/help/BMBTI-1754?order=${ORDER}#privacy`);
  });

  it('says the current plan ends (without a trial) for a plan past its trial', async () => {
    upgradeBackend.seedOrder({ orderNumber: ORDER, trialDays: 0 }, [
      trialSubscription({ status: 'ACTIVE', amount: 1999, interval: 'WEEK', nextChargeAt: '2026-12-01T12:00:00.000Z' }),
    ]);
    await openUpgrade();
    expect(screen.getByTestId('upgrade-current-plan').textContent).toBe('You are on the plan at $19.99 a week');
    expect(screen.getByText('Next charge on December 1, 2026.')).toBeTruthy();
    expect(screen.getByTestId('upgrade-terms').textContent).toContain(
      'Today you pay $99.99. Your current plan ends today and is replaced by Premium, which renews automatically at $99.99 a year',
    );
  });

  it('requires the terms before sending anything, with the specification’s words', async () => {
    const { user } = await openUpgrade();
    await user.click(upgradeButton());
    expect(errorOf(termsBox())).toBe('Please agree to the terms first.');
    expect(termsBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(termsBox());
    expect(upgradeBackend.upgradeInputs).toEqual([]);

    await user.click(termsBox());
    expect(errorOf(termsBox())).toBe('');
  });

  it('upgrades once on a double click, then confirms premium with its end and the way to the report', async () => {
    const { user } = await openUpgrade(`/en/paying/upgrade/BMBTI-1754?order=${ORDER}&t=${VALID_TOKEN}`);
    await user.click(termsBox());
    const release = upgradeBackend.pause('UpgradeToPremium');
    await user.dblClick(upgradeButton());
    expect(screen.getByRole('button', { name: 'Upgrading…' })).toHaveProperty('disabled', true);
    await act(async () => release());

    const done = await screen.findByRole('heading', { name: 'You are now Premium' });
    expect(upgradeBackend.upgradeInputs).toEqual([{ orderNumber: ORDER, acceptTerms: true, token: VALID_TOKEN }]);
    // The server's end of premium, once the plans are read again.
    expect(await screen.findByText(`Valid until ${longDate(new Date(PREMIUM_ENDS))}. Everything Premium includes is open to you now.`)).toBeTruthy();
    expect(document.activeElement).toBe(done);
    expect(screen.getByRole('link', { name: 'Go to my report' }).getAttribute('href')).toBe(
      `/en/report/result/BMBTI-1754?order=${ORDER}&t=${VALID_TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: /Upgrade now/ })).toBeNull();
  });
});

describe('upgrade page: refusals by code', () => {
  beforeEach(() => upgradeBackend.seedOrder({ orderNumber: ORDER }));

  it('UPGRADE_FAILED: says so, never in the server’s words, and tries again', async () => {
    upgradeBackend.upgradeAnswers('UPGRADE_FAILED');
    const { user } = await upgradeWithTerms();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Upgrade failed. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/server text/)).toBeNull();
    expect(upgradeButton()).toHaveProperty('disabled', false);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are now Premium' })).toBeTruthy();
    expect(upgradeBackend.upgradeInputs).toHaveLength(2);
  });

  it('NO_PREMIUM_PLAN: "No premium plan found"', async () => {
    upgradeBackend.upgradeAnswers('NO_PREMIUM_PLAN');
    await upgradeWithTerms();
    expect(await screen.findByRole('heading', { name: 'No premium plan found' })).toBeTruthy();
    expect(screen.getByText('Premium is not on offer for your test at the moment. Your current plan stays as it is.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upgrade now/ })).toBeNull();
  });

  it('ORDER_NOT_FOUND: the calm message with the way to the report links', async () => {
    upgradeBackend.upgradeAnswers('ORDER_NOT_FOUND');
    await upgradeWithTerms();
    expect(await screen.findByRole('heading', { name: 'We couldn’t find your plan here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send my report links' }).getAttribute('href')).toBe('/report/retrieve/BMBTI-1754');
  });

  it('TERMS_REQUIRED: asks for the terms under the box', async () => {
    upgradeBackend.upgradeAnswers('TERMS_REQUIRED');
    await upgradeWithTerms();
    await screen.findByText('Please agree to the terms first.');
    expect(errorOf(termsBox())).toBe('Please agree to the terms first.');
    expect((termsBox() as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(/server text/)).toBeNull();
  });

  it('a request that does not reach the server: says so and can be sent again', async () => {
    upgradeBackend.upgradeAnswers('network');
    await upgradeWithTerms();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach our server. Please check your connection and try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('upgrade page: other states', () => {
  it('already premium: says so with its end, and has no button to buy it again', async () => {
    upgradeBackend.seedOrder({ orderNumber: ORDER }, [
      trialSubscription({ id: 'premium', tier: 'premium', status: 'ACTIVE', amount: 9999, interval: 'YEAR', currentPeriodEnd: '2027-08-30T12:00:00.000Z' }),
    ]);
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'You are already Premium' })).toBeTruthy();
    expect(screen.getByText('Your Premium is valid until August 30, 2027. There is nothing more to pay.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my report' }).getAttribute('href')).toBe(`/report/result/BMBTI-1754?order=${ORDER}`);
  });

  it('no premium plan sold: "No premium plan found"', async () => {
    upgradeBackend.seedOrder({ orderNumber: ORDER, country: 'DE' });
    upgradeBackend.setPremiumPlan('DE', null);
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'No premium plan found' })).toBeTruthy();
    expect(upgradeBackend.planRequests).toEqual([{ examId: 1754, country: 'DE' }]);
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
  });

  it.each([
    ['no order in the link', '/paying/upgrade/BMBTI-1754?hl=en-US', '/report/retrieve/BMBTI-1754?hl=en-US'],
    ['an unknown order', '/paying/premiumSubscriptions/BMBTI-1754?order=unknown00000000001', '/report/retrieve/BMBTI-1754'],
    ['a browser that is not the buyer’s', `/paying/upgrade-bak/BMBTI-1754?order=${ORDER}`, '/report/retrieve/BMBTI-1754'],
  ])('%s: the calm message with the way to the report links', async (_case, url, retrieve) => {
    upgradeBackend.seedOrder({ orderNumber: ORDER }, [trialSubscription()], false);
    await renderApp(url);
    expect(await screen.findByRole('heading', { name: 'We couldn’t find your plan here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send my report links' }).getAttribute('href')).toBe(retrieve);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens for the buyer on another browser with the signed link', async () => {
    upgradeBackend.seedOrder({ orderNumber: ORDER }, [trialSubscription()], false);
    await openUpgrade(`/paying/upgrade/BMBTI-1754?order=${ORDER}&t=${VALID_TOKEN}`);
    expect(upgradeBackend.orderRequests).toEqual([{ orderNumber: ORDER, token: VALID_TOKEN }]);
  });

  it('shows a skeleton while loading, and a retry when loading fails', async () => {
    upgradeBackend.seedOrder({ orderNumber: ORDER });
    upgradeBackend.failQuery('UpgradeOrder');
    const release = upgradeBackend.pause('UpgradeOrder');
    const { user } = await renderApp(PAGE);
    expect(screen.getByRole('status', { name: 'Loading your plan' })).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Your plan could not be loaded' })).toBeTruthy();

    upgradeBackend.healQuery('UpgradeOrder');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeTruthy();
  });

  it('offers a retry when the premium plan fails to load', async () => {
    upgradeBackend.seedOrder({ orderNumber: ORDER });
    upgradeBackend.failQuery('UpgradePremiumPlan');
    const { user } = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Your plan could not be loaded' })).toBeTruthy();
    upgradeBackend.healQuery('UpgradePremiumPlan');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('upgrade-premium-price')).toBeTruthy();
    expect(PREMIUM_PLAN.price.amount).toBe(9999);
  });
});
