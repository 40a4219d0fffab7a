import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { finishedTestWithForm } from './api';
import { PaymentPage } from './pages/PaymentPage';
import { PlanPage } from './pages/PlanPage';

const screenshots = path.join(import.meta.dirname, 'screenshots');

/** A finished test with its form (made through the API), then the plan page in this browser. */
async function openPlans(page: Page, email: string) {
  const sessionId = await finishedTestWithForm(page.request, { firstName: 'Ana', email, country: 'US' });
  await page.goto(`/report/result-free-test/BMBTI-1754?s=${sessionId}`);
  await page.getByRole('link', { name: 'Get the full report' }).click();
  const plans = new PlanPage(page);
  await expect(plans.heading).toBeVisible();
  return { plans, sessionId };
}

/** Chooses the trial, ticks both consents and continues to the payment page. */
async function toPayment(page: Page, plans: PlanPage) {
  await plans.trial.check();
  await plans.terms.check();
  await plans.renewal.check();
  await plans.continue.click();
  const payment = new PaymentPage(page);
  await expect(payment.heading).toBeVisible();
  await expect(page).toHaveURL(/\/paying\/payment\/BMBTI-1754\?.*order=/);
  return payment;
}

/**
 * Declines every upsell step ("No thanks"; "Skip it" when "are you sure?" asks, once per order) until the success
 * page. The step lives in the URL, so each click waits for the URL to move on (or for the dialog to ask) before the
 * next look: a button seen a moment before a dialog hides it is never clicked.
 */
async function skipUpsells(page: Page) {
  const noThanks = page.getByRole('button', { name: 'No thanks' });
  const success = page.getByRole('heading', { name: 'Payment successful' });
  const skip = page.getByRole('dialog').getByRole('button', { name: 'Skip it' });
  for (let i = 0; i < 8; i++) {
    await expect(noThanks.or(success).or(skip)).toBeVisible({ timeout: 15_000 });
    if (await success.isVisible()) return;
    const before = page.url();
    if (await skip.isVisible()) {
      await skip.click();
      await expect.poll(() => page.url(), { timeout: 15_000 }).not.toBe(before);
    } else {
      await noThanks.click();
      await expect.poll(async () => page.url() !== before || (await skip.isVisible()), { timeout: 15_000 }).toBe(true);
    }
  }
}

test.describe('checkout in the sandbox', () => {
  test.describe.configure({ timeout: 120_000 });

  test('terms stated before payment, consent required, pay with 4242, success countdown to the report', async ({ page }) => {
    const { plans } = await openPlans(page, 'pays@example.com');
    // The terms come before the button, with the price, the period and the date of the first full charge.
    await expect(page.getByText(/7-day trial/).first()).toBeVisible();
    await expect(page.getByText(/\$29\.99/).first()).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'plan-en-US.png') });
    await page.screenshot({ path: path.join(screenshots, 'plan-en-US-full.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the plan page');
    // Nothing is chosen for the visitor: the one-off report and each plan show what they cost today and after.
    await expect(plans.oneOff).not.toBeChecked();
    await expect(plans.trial).not.toBeChecked();
    await expect(page.getByText('One payment of $9.99')).toBeVisible();
    await plans.continue.click();
    await expect(page.getByText('Please choose one of the options above.')).toBeVisible();
    await expect(page.getByText('Please check "I have read and agree to the terms" to proceed')).toBeVisible();
    await plans.trial.check();
    await plans.terms.check();
    await plans.continue.click();
    await expect(page.getByText('Please agree to the automatic renewal to continue')).toBeVisible();

    const payment = await toPayment(page, plans);
    await expect(page.getByText('Test mode')).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'payment-en-US.png') });
    await page.screenshot({ path: path.join(screenshots, 'payment-en-US-full.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the payment page');
    // The card number never leaves the browser: only a token reaches the server.
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') bodies.push(r.postData() ?? '');
    });
    await payment.fillCard('4242 4242 4242 4242');
    await payment.pay.click();
    await skipUpsells(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(bodies.join('\n')).not.toMatch(/4242 ?4242 ?4242 ?4242/);
    expect(bodies.join('\n')).toMatch(/sbx\.ok\.visa\.4242\./);
    await expect(page.getByText(/Opening your report in \d seconds?/)).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'success-en-US.png') });
    await expect(page).toHaveURL(/\/report\/result\/BMBTI-1754\?.*order=/, { timeout: 15_000 });
  });

  test('the report bought once: no renewal consent, no upsells, the report opens', async ({ page }) => {
    const sessionId = await finishedTestWithForm(page.request, { firstName: 'Ana', email: 'once@example.com', country: 'US' });
    await page.goto(`/paying/buyreport/BMBTI-1754?s=${sessionId}`);
    const plans = new PlanPage(page);
    await expect(plans.buyReportHeading).toBeVisible();
    await expect(plans.oneOff).toBeChecked();
    await expect(page.getByText('Today you pay $9.99, once. Nothing renews.')).toBeVisible();
    await expect(plans.renewal).toHaveCount(0);
    await page.screenshot({ path: path.join(screenshots, 'buyreport-en-US.png') });
    await expectNoAxeViolations(page, 'the buy-report page');
    await plans.terms.check();
    await plans.continue.click();
    const payment = new PaymentPage(page);
    await expect(payment.heading).toBeVisible();
    await payment.fillCard('4242 4242 4242 4242');
    await payment.pay.click();
    // A report bought once keeps no card for one-tap extras: straight to the success page, then the report.
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'No thanks' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/report\/result\/BMBTI-1754\?.*order=/, { timeout: 15_000 });
  });

  test('a declined card shows why, keeps the page, and a good card then pays and reaches the report in one tap', async ({ page }) => {
    const { plans } = await openPlans(page, 'declined@example.com');
    const payment = await toPayment(page, plans);
    await payment.fillCard('4000 0000 0000 0002');
    await payment.pay.click();
    await expect(page.getByText('Your card was declined. Try another card or method.')).toBeVisible({ timeout: 15_000 });
    // Only cards are offered in the sandbox, so "Try again" is the way on; the card number is cleared.
    await expect(payment.heading).toBeVisible();
    await expect(payment.cardNumber).toHaveValue('');
    await page.screenshot({ path: path.join(screenshots, 'payment-declined-en-US.png') });
    await page.getByRole('button', { name: 'Try again' }).click();
    await payment.fillCard('4242 4242 4242 4242');
    await payment.pay.click();
    // Every upsell leads to the report in one tap, without "are you sure?".
    // The step offers it twice, at the top and beside "No thanks": either leaves at once.
    await page.getByRole('link', { name: 'Go to my report' }).first().click();
    await expect(page).toHaveURL(/\/report\/result\/BMBTI-1754\?.*order=/, { timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the 3-D Secure card goes through the challenge page and back', async ({ page }) => {
    const { plans } = await openPlans(page, 'challenge@example.com');
    const payment = await toPayment(page, plans);
    await payment.fillCard('4000 0025 0000 3155');
    await payment.pay.click();
    await expect(page.getByRole('heading', { name: 'Sandbox card authentication' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await skipUpsells(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  });
});
