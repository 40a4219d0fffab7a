import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { checkoutBackend, checkoutHandlers, FOUR_WEEKLY_PLAN, REPORT_OFFER, TRIAL_PLAN, WEEKLY_PLAN } from '../test/checkoutBackend';

const SESSION = 'session-for-the-plans1';
const PAGE = `/paying/scheme/BMBTI-1754?s=${SESSION}`;

/** The pages after this one, replaced so these tests depend on nothing but the plan page. */
const stubPage = (heading: string) => () => Promise.resolve({ default: () => <h1>{heading}</h1> });
const loaders = { payment: stubPage('Payment page'), package: stubPage('Upsell steps') };

const longDate = (date: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
const daysFromNow = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
};

/** The error a checkbox shows, through its `aria-describedby`. */
function errorOf(checkbox: HTMLElement): string {
  const id = checkbox.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

const termsBox = () => screen.getByRole('checkbox', { name: /I have read and agree to the Terms of Service and Privacy Policy/ });
const renewalBox = () => screen.getByRole('checkbox', { name: /renews automatically/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' });
const TRIAL = '7-day trial, then $29.99 a month';
const FOUR_WEEKLY = '$0.71 a day, billed $19.99 every 4 weeks';
const WEEKLY = '$19.99 a week';
const ONCE = 'This report only, no subscription';
const option = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
/** The card of an option, for what it shows. */
const card = (name: string) => within(option(name).closest('label') as HTMLElement);
const won = (amount: number, trialAmount: number | null = null, listAmount: number | null = null) => ({ currency: 'KRW', amount, trialAmount, listAmount });

async function openPlans(url = PAGE, heading = 'Choose how to get your full report') {
  const view = await renderApp(url, { loaders });
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

/** Opens the plan page and chooses the trial, as a visitor who wants it does first. */
async function chooseTrial(url = PAGE) {
  const view = await openPlans(url);
  await view.user.click(option(TRIAL));
  return view;
}

beforeEach(() => {
  checkoutBackend.reset();
  server.use(...checkoutHandlers);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('plan page: before the plans', () => {
  it('asks for the e-mail address first without a test, keeping the query', async () => {
    await renderApp('/paying/scheme/BMBTI-1754?hl=en-US');
    expect(screen.getByRole('heading', { name: 'Tell us where to send your report' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter my e-mail address' }).getAttribute('href')).toBe('/answer/email/BMBTI-1754?hl=en-US');
  });

  it('asks for the e-mail address when the test has none', async () => {
    checkoutBackend.seedSession({ id: SESSION, form: { firstName: 'Ana', email: null, country: 'PT' } });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Tell us where to send your report' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter my e-mail address' }).getAttribute('href')).toBe(`/answer/email/BMBTI-1754?s=${SESSION}`);
    expect(checkoutBackend.offerRequests).toEqual([]);
  });

  it('leads back to the test when it is not finished', async () => {
    checkoutBackend.seedSession({ id: SESSION, submittedAt: null });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Your test is not finished yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue the test' }).getAttribute('href')).toBe(`/answer/question/BMBTI-1754?s=${SESSION}`);
  });

  it('offers a retry when the plans fail to load', async () => {
    checkoutBackend.seedSession({ id: SESSION });
    checkoutBackend.failQuery('PlanOffers');
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'The plans could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('plan page: the plans', () => {
  beforeEach(() => void checkoutBackend.seedSession({ id: SESSION }));

  it('shows the one-off report and each plan side by side with what it costs today and after, none chosen', async () => {
    await openPlans();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual([REPORT_OFFER.id, TRIAL_PLAN.id, FOUR_WEEKLY_PLAN.id, WEEKLY_PLAN.id]);
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(screen.getByRole('group', { name: 'Ways to get your full report' })).toBeTruthy();

    expect(card(ONCE).getByText('One payment of $9.99')).toBeTruthy();
    expect(card(TRIAL).getByText('$1.00 today, then $29.99 a month after the 7-day trial')).toBeTruthy();
    expect(card(FOUR_WEEKLY).getByText('$19.99 today, then $19.99 every 4 weeks')).toBeTruthy();
    expect(card(WEEKLY).getByText('$19.99 today, then $19.99 a week')).toBeTruthy();
    expect(card(FOUR_WEEKLY).getByText('You save $10.00')).toBeTruthy();
    expect(card(FOUR_WEEKLY).getByText('Usual price: $29.99')).toBeTruthy();
    expect(card(TRIAL).queryByText(/You save/)).toBeNull();
    expect(card(ONCE).queryByText(/You save/)).toBeNull();

    // The options include different things: each lists its own.
    expect(card(ONCE).getByRole('list', { name: 'Included' }).textContent).toBe('Your full personality reportReport as a PDF to download');
    expect(card(TRIAL).getByRole('list', { name: 'Included' }).textContent).toBe(
      'Your full personality report' +
        'Report as a PDF to download' +
        'Courses on growth, career and relationships' +
        'A personal question every day' +
        'Brain games' +
        'The tree hole: share thoughts anonymously',
    );
    // Nothing is due until something is chosen.
    expect(screen.getByTestId('plan-choose-first').textContent).toBe('Choose an option to see what you pay today and later.');
    expect(screen.queryByTestId('plan-due-today')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /renews automatically/ })).toBeNull();
    expect(checkoutBackend.offerRequests).toEqual([{ examId: 1754, country: 'PT', sessionId: SESSION }]);
  });

  it('asks for a choice before anything else, without sending anything', async () => {
    const { user } = await openPlans();
    await user.click(termsBox());
    await user.click(continueButton());
    const group = screen.getByRole('group', { name: 'Ways to get your full report' });
    expect(screen.getByRole('alert').textContent).toBe('Please choose one of the options above.');
    expect(group.getAttribute('aria-describedby')).toBe('plan-choice-error');
    expect(document.activeElement).toBe(option(ONCE));
    await user.click(option(WEEKLY));
    expect(screen.queryByText('Please choose one of the options above.')).toBeNull();
    expect(checkoutBackend.createInputs).toEqual([]);
  });

  it('sells the report once: one payment, no renewal consent, and the order for the one-off report', async () => {
    const { user } = await openPlans(`${PAGE}&hl=en-US`);
    await user.click(option(ONCE));
    expect(screen.getByTestId('plan-due-today').textContent).toBe('$9.99');
    expect(screen.getByText('Today you pay $9.99, once. Nothing renews.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /renews automatically/ })).toBeNull();
    await user.click(termsBox());
    await user.click(continueButton());
    await waitFor(() => expect(currentUrl()).toBe(`/paying/payment/BMBTI-1754?s=${SESSION}&hl=en-US&order=order000000000001`));
    expect(checkoutBackend.createInputs).toEqual([
      {
        sessionId: SESSION,
        skuId: REPORT_OFFER.id,
        email: 'ana@example.com',
        country: 'PT',
        locale: 'en-US',
        promoCode: null,
        acceptTerms: true,
        acceptRenewal: false,
        termsVersion: 'checkout-2026-11-27',
      },
    ]);
  });

  it('takes the renewal consent back when the visitor moves from a plan to the one-off report and back', async () => {
    const { user } = await chooseTrial();
    await user.click(renewalBox());
    await user.click(option(ONCE));
    expect(screen.queryByRole('checkbox', { name: /renews automatically/ })).toBeNull();
    await user.click(option(TRIAL));
    expect((renewalBox() as HTMLInputElement).checked).toBe(false);
  });

  it('states the trial, the full price, the first charge date and how to cancel before the button', async () => {
    await chooseTrial();
    const terms = screen.getByTestId('plan-terms');
    expect(terms.textContent).toBe(
      'Today you pay $1.00 for a 7-day trial. After the trial, your plan renews automatically at $29.99 a month until you cancel. ' +
        `The first full charge of $29.99 is on ${longDate(daysFromNow(7))}. ` +
        'You can cancel at any time before the renewal date, in your account or on the unsubscribe page. ' +
        'Once a billing period has started, its payment is not refunded; cancelling stops the next charge.',
    );
    expect(within(terms).getByRole('link', { name: 'unsubscribe page' }).getAttribute('href')).toBe(
      `/cancel/subscription/BMBTI-1754?s=${SESSION}`,
    );
    // Before the button and before both checkboxes, in the document's reading order.
    for (const later of [continueButton(), termsBox(), renewalBox()]) {
      expect(terms.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(renewalBox().closest('label')?.textContent).toBe(
      'I agree that after the 7-day trial my plan renews automatically at $29.99 a month until I cancel.',
    );
    expect((termsBox() as HTMLInputElement).checked).toBe(false);
    expect((renewalBox() as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: '$0.71 a day, billed $19.99 every 4 weeks' }));
    expect(screen.getByTestId('plan-terms').textContent).toContain(
      `renews automatically at $19.99 every 4 weeks until you cancel. The next charge of $19.99 is on ${longDate(daysFromNow(28))}.`,
    );
    expect(screen.getByTestId('plan-due-today').textContent).toBe('$19.99');
    expect(screen.getByTestId('plan-you-save').textContent).toBe('$10.00');
  });

  it('requires the terms and, separately, the renewal before sending anything', async () => {
    const { user } = await chooseTrial();
    await user.click(continueButton());
    expect(errorOf(termsBox())).toBe('Please check "I have read and agree to the terms" to proceed');
    expect(errorOf(renewalBox())).toBe('Please agree to the automatic renewal to continue');
    expect(document.activeElement).toBe(termsBox());

    await user.click(termsBox());
    await user.click(continueButton());
    expect(errorOf(termsBox())).toBe('');
    expect(errorOf(renewalBox())).toBe('Please agree to the automatic renewal to continue');
    expect(document.activeElement).toBe(renewalBox());
    expect(checkoutBackend.createInputs).toEqual([]);
  });

  it('applies a promo code to today’s payment and to the totals', async () => {
    const { user } = await chooseTrial();
    expect(screen.getByTestId('plan-due-today').textContent).toBe('$1.00');
    expect(screen.queryByTestId('plan-you-save')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await user.type(screen.getByLabelText('Promo code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This promo code is not valid or has expired.');

    await user.clear(screen.getByLabelText('Promo code'));
    await user.type(screen.getByLabelText('Promo code'), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText("Promo code WELCOME10 applied: 10% off today's payment")).toBeTruthy();
    expect(screen.getByTestId('plan-due-today').textContent).toBe('$0.90');
    expect(screen.getByTestId('plan-you-save').textContent).toBe('$0.10');
    expect(screen.getByTestId('plan-terms').textContent).toContain('Today you pay $0.90 for a 7-day trial.');

    await user.click(screen.getByRole('radio', { name: '$0.71 a day, billed $19.99 every 4 weeks' }));
    expect(screen.getByTestId('plan-due-today').textContent).toBe('$18.00');
    expect(screen.getByTestId('plan-you-save').textContent).toBe('$11.99');

    await user.click(termsBox());
    await user.click(renewalBox());
    await user.click(continueButton());
    await waitFor(() => expect(checkoutBackend.createInputs).toHaveLength(1));
    expect(checkoutBackend.createInputs[0]?.promoCode).toBe('WELCOME10');
  });

  it('creates one order on a double click and opens the payment page with it', async () => {
    const { user } = await chooseTrial(`${PAGE}&hl=en-US`);
    await user.click(termsBox());
    await user.click(renewalBox());
    const release = checkoutBackend.pause('CreatePlanOrder');
    await user.dblClick(continueButton());
    expect((screen.getByRole('button', { name: 'Preparing your order…' }) as HTMLButtonElement).disabled).toBe(true);
    release();

    await waitFor(() => expect(currentUrl()).toBe(`/paying/payment/BMBTI-1754?s=${SESSION}&hl=en-US&order=order000000000001`));
    expect(await screen.findByRole('heading', { name: 'Payment page' })).toBeTruthy();
    expect(checkoutBackend.createInputs).toEqual([
      {
        sessionId: SESSION,
        skuId: TRIAL_PLAN.id,
        email: 'ana@example.com',
        country: 'PT',
        locale: 'en-US',
        promoCode: null,
        acceptTerms: true,
        acceptRenewal: true,
        termsVersion: 'checkout-2026-11-27',
      },
    ]);
  });

  it('keeps the locale prefix on the way to the payment page', async () => {
    const { user } = await renderApp(`/en/paying/scheme/BMBTI-1754?s=${SESSION}`, { loaders });
    await user.click(await screen.findByRole('radio', { name: WEEKLY }));
    await user.click(termsBox());
    await user.click(renewalBox());
    await user.click(continueButton());
    await waitFor(() => expect(currentUrl()).toBe(`/en/paying/payment/BMBTI-1754?s=${SESSION}&order=order000000000001`));
    expect(checkoutBackend.createInputs[0]?.skuId).toBe('bmbti-weekly');
  });

  it('shows the server’s refusals in its own words, never the server’s', async () => {
    checkoutBackend.createOrderAnswers('SKU_NOT_FOUND', 'network');
    const { user } = await chooseTrial();
    await user.click(termsBox());
    await user.click(renewalBox());
    await user.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This plan is no longer available. Please choose another one.');
    expect(screen.queryByText(/server text/)).toBeNull();
    await user.click(continueButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('We could not reach our server. Check your connection and try again.'),
    );
    expect(currentUrl()).toBe(PAGE);
  });

  it('says the plan was bought already and moves on to the upsell steps after 3 seconds', async () => {
    checkoutBackend.createOrderAnswers('alreadyPurchased');
    await openPlans();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(option(TRIAL));
    await user.click(termsBox());
    await user.click(renewalBox());
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'You already have this plan' })).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(2500));
    expect(currentUrl()).toBe(PAGE);
    await act(async () => void vi.advanceTimersByTime(600));
    expect(currentUrl()).toBe(`/paying/package/BMBTI-1754?s=${SESSION}&order=order000000000001`);
    expect(await screen.findByRole('heading', { name: 'Upsell steps' })).toBeTruthy();
  });

  it('says a plan bought in another browser was bought, stays put, and offers to e-mail the report links', async () => {
    checkoutBackend.createOrderAnswers('alreadyPurchasedElsewhere');
    await openPlans();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(option(TRIAL));
    await user.click(termsBox());
    await user.click(renewalBox());
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'You already have this plan' })).toBeTruthy();
    expect(screen.getByText(/^There is nothing to pay\. Your report opens in the browser it was bought in/)).toBeTruthy();
    // No order to move on with: the page stays, and no upsell step is offered.
    await act(async () => void vi.advanceTimersByTime(5000));
    expect(currentUrl()).toBe(PAGE);
    await user.click(screen.getByRole('link', { name: 'E-mail me my report links' }));
    expect(currentUrl()).toBe('/report/retrieve/BMBTI-1754');
  });
});

describe('plan page: countdown, reviews and notices', () => {
  it('counts down to the real end of the offer, and shows nothing once it has passed', async () => {
    checkoutBackend.seedSession({ id: SESSION, offerEndsAt: new Date(Date.now() + 2 * 3600_000 + 5 * 60_000).toISOString() });
    await openPlans();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^02:0[45]:\d\d$/);
    expect(timer.closest('p')?.textContent).toMatch(/^Offer ends in 02:0[45]:\d\d$/);
  });

  it('shows no countdown without an end or after it', async () => {
    checkoutBackend.seedSession({ id: SESSION, offerEndsAt: new Date(Date.now() - 1000).toISOString() });
    await openPlans();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText(/Offer ends in/)).toBeNull();
  });

  it('hides the reviews when there are none', async () => {
    checkoutBackend.seedSession({ id: SESSION });
    await openPlans();
    // The reviews answer comes after the plans: wait for the notices' query to settle as well.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'What buyers say' })).toBeNull();
  });

  it('shows real reviews with their rating, type, place, time and badge', async () => {
    checkoutBackend.seedSession({ id: SESSION });
    checkoutBackend.setReviews([
      {
        id: 'r1',
        name: 'Lena K.',
        typeCode: 'INTJ',
        rating: 4,
        content: 'Surprisingly precise about how I work.',
        country: 'DE',
        createdAt: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
        verified: true,
      },
    ]);
    await openPlans();
    const section = (await screen.findByRole('heading', { name: 'What buyers say' })).closest('section') as HTMLElement;
    const reviews = within(section);
    expect(reviews.getByText('Lena K.')).toBeTruthy();
    expect(reviews.getByText('LK')).toBeTruthy();
    expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(reviews.getByText('INTJ')).toBeTruthy();
    expect(reviews.getByText('Germany')).toBeTruthy();
    expect(reviews.getByText('3 days ago')).toBeTruthy();
    expect(reviews.getByText('Verified customer')).toBeTruthy();
  });

  it('tells how many people unlocked their report this week, one figure at a time, politely', { timeout: 10_000 }, async () => {
    checkoutBackend.seedSession({ id: SESSION });
    checkoutBackend.setActivity([
      { kind: 'REPORTS_UNLOCKED_THIS_WEEK', count: 214 },
      { kind: 'TESTS_COMPLETED_THIS_WEEK', count: 1380 },
    ]);
    await openPlans();
    const notice = await screen.findByText('214 people unlocked their full report this week');
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'Pause the notices' })).toBeTruthy();
    // The next one replaces it after about 5 seconds.
    expect(await screen.findByText('1,380 people finished the test this week', {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.queryByText(/unlocked their full report/)).toBeNull();
  });

  it('keeps one notice still for visitors who asked for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    checkoutBackend.seedSession({ id: SESSION });
    checkoutBackend.setActivity([
      { kind: 'REPORTS_UNLOCKED_THIS_WEEK', count: 214 },
      { kind: 'TESTS_COMPLETED_THIS_WEEK', count: 1380 },
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openPlans();
    await screen.findByText('214 people unlocked their full report this week');
    await act(async () => void vi.advanceTimersByTime(6_000));
    expect(screen.getByText('214 people unlocked their full report this week')).toBeTruthy();
    expect(screen.queryByText(/finished the test/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause the notices' })).toBeNull();
  });

  it('says it in the visitor’s language, and never names a buyer’s type, country or time', async () => {
    checkoutBackend.seedSession({ id: SESSION });
    checkoutBackend.setActivity([{ kind: 'REPORTS_UNLOCKED_THIS_WEEK', count: 20 }]);
    await renderApp(`/ko/paying/scheme/BMBTI-1754?s=${SESSION}`, { loaders });
    const notice = await screen.findByText('이번 주에 20명이 전체 보고서를 받았어요');
    expect(notice.closest('[aria-live="polite"]')?.textContent).not.toMatch(/INTJ|INFJ|분 전|from/);
  });

  it('shows no notice while the server publishes no figure (fewer than 20 people)', async () => {
    checkoutBackend.seedSession({ id: SESSION });
    await openPlans();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/unlocked their|finished the test/)).toBeNull();
  });
});

describe('plan page: the offer', () => {
  it('without a one-off report, speaks of plans and still chooses none', async () => {
    checkoutBackend.seedSession({ id: SESSION });
    checkoutBackend.setReportOffer(null);
    checkoutBackend.setPlans([FOUR_WEEKLY_PLAN]);
    const { user } = await openPlans(PAGE, 'Choose your plan');
    expect(option(FOUR_WEEKLY).checked).toBe(false);
    await user.click(option(FOUR_WEEKLY));
    expect(renewalBox().closest('label')?.textContent).toBe('I agree that my plan renews automatically at $19.99 every 4 weeks until I cancel.');
  });

  it('says once what every option includes when they include the same', async () => {
    checkoutBackend.seedSession({ id: SESSION });
    const same = ['fullReport', 'pdfReport', 'someFutureFeature'];
    checkoutBackend.setReportOffer({ ...REPORT_OFFER, features: same });
    checkoutBackend.setPlans([{ ...TRIAL_PLAN, features: same }, { ...WEEKLY_PLAN, features: same }]);
    await openPlans();
    // Feature keys the page has no words for are left out rather than shown raw.
    const lists = screen.getAllByRole('list', { name: 'Every option includes' });
    expect(lists.map((list) => list.textContent)).toEqual(['Your full personality reportReport as a PDF to download']);
    expect(screen.queryByRole('list', { name: 'Included' })).toBeNull();
  });

  it('shows the prices of the currency they come in, won without decimals', async () => {
    checkoutBackend.seedSession({ id: SESSION, form: { firstName: 'Minji', email: 'minji@example.com', country: 'KR' } });
    checkoutBackend.setReportOffer({ ...REPORT_OFFER, price: won(1_290_000) });
    checkoutBackend.setPlans([{ ...TRIAL_PLAN, price: won(3_990_000, 150_000) }]);
    const { user } = await openPlans(PAGE);
    expect(screen.getByText('One payment of ₩12,900')).toBeTruthy();
    expect(screen.getByText('₩1,500 today, then ₩39,900 a month after the 7-day trial')).toBeTruthy();
    await user.click(option(ONCE));
    expect(screen.getByTestId('plan-due-today').textContent).toBe('₩12,900');
    expect(checkoutBackend.offerRequests).toEqual([{ examId: 1754, country: 'KR', sessionId: SESSION }]);
  });
});

describe('buy-report page', () => {
  const BUY = `/paying/buyreport/BMBTI-1754?s=${SESSION}`;
  beforeEach(() => void checkoutBackend.seedSession({ id: SESSION }));

  it('has the one-off report chosen, the plans beside it with their costs, and orders it with the terms alone', async () => {
    const { user } = await openPlans(BUY, 'Get your full report with one payment');
    expect(option(ONCE).checked).toBe(true);
    expect([option(TRIAL).checked, option(FOUR_WEEKLY).checked, option(WEEKLY).checked]).toEqual([false, false, false]);
    expect(screen.getByText('$1.00 today, then $29.99 a month after the 7-day trial')).toBeTruthy();
    expect(screen.getByTestId('plan-due-today').textContent).toBe('$9.99');
    await user.click(termsBox());
    await user.click(continueButton());
    await waitFor(() => expect(currentUrl()).toBe(`/paying/payment/BMBTI-1754?s=${SESSION}&order=order000000000001`));
    expect(checkoutBackend.createInputs.map((input) => [input.skuId, input.acceptRenewal])).toEqual([[REPORT_OFFER.id, false]]);
  });

  it('says the report was bought already and moves on', async () => {
    checkoutBackend.createOrderAnswers('alreadyPurchased');
    const { user } = await openPlans(BUY, 'Get your full report with one payment');
    await user.click(termsBox());
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'You already have this report' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentUrl()).toBe(`/paying/package/BMBTI-1754?s=${SESSION}&order=order000000000001`);
  });

  it('lets the visitor take a plan instead', async () => {
    const { user } = await openPlans(BUY, 'Get your full report with one payment');
    await user.click(option(WEEKLY));
    await user.click(termsBox());
    await user.click(continueButton());
    expect(errorOf(renewalBox())).toBe('Please agree to the automatic renewal to continue');
    expect(checkoutBackend.createInputs).toEqual([]);
  });
});
