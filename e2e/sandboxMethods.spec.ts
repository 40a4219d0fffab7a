import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { finishedTestWithForm } from './api';

const screenshots = path.join(import.meta.dirname, 'screenshots');
const REPORT = /\/report\/result\/BMBTI-1754\?.*order=/;

/**
 * A finished test and its trial order, made through the product's API with this browser's own request object (so
 * the browser is the order's buyer), then the payment page: the sandbox of the embedded default offers every method.
 */
async function openPayment(page: Page, email: string) {
  const request: APIRequestContext = page.request;
  const sessionId = await finishedTestWithForm(request, { firstName: 'Ana', email, country: 'US' });
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber } errors { code } } }',
      variables: { i: { sessionId, skuId: 'bmbti-trial-monthly', email, acceptTerms: true, acceptRenewal: true } },
    },
  });
  const orderNumber = ((await res.json()) as { data: { createOrder: { order: { orderNumber: string } } } }).data.createOrder.order.orderNumber;
  await page.goto(`/paying/payment/BMBTI-1754?s=${sessionId}&order=${orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio')).toHaveCount(4);
  return { orderNumber, methods };
}

/** From the steps after paying to the report: "Go to my report" where a step has it, else past each offer. */
async function toReport(page: Page) {
  for (let step = 0; step < 8 && !REPORT.test(page.url()); step++) {
    const goToReport = page.getByRole('link', { name: 'Go to my report' }).or(page.getByRole('button', { name: 'Go to my report' }));
    const viewReport = page.getByRole('link', { name: 'View report' }).or(page.getByRole('button', { name: 'View report' }));
    const noThanks = page.getByRole('button', { name: 'No thanks' });
    const skip = page.getByRole('dialog').getByRole('button', { name: 'Skip it' });
    await expect(goToReport.or(viewReport).or(noThanks).or(skip).first()).toBeVisible({ timeout: 20_000 });
    if (await skip.isVisible()) await skip.click();
    else if (await goToReport.first().isVisible()) await goToReport.first().click();
    else if (await viewReport.first().isVisible()) await viewReport.first().click();
    else await noThanks.click();
    await page.waitForURL((url) => !url.pathname.includes('/paying/package/') || REPORT.test(url.href), { timeout: 5_000 }).catch(() => undefined);
  }
  await expect(page).toHaveURL(REPORT, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

test.describe('every way to pay, in the sandbox', () => {
  test.describe.configure({ timeout: 120_000 });

  test('PayPal: the sandbox approval page, Approve, back to the check page, then the report', async ({ page }) => {
    const { methods } = await openPayment(page, 'paypal-journey@example.com');
    await page.screenshot({ path: path.join(screenshots, 'payment-methods-en-US.png'), fullPage: true });
    await methods.getByRole('radio', { name: 'PayPal' }).check();
    await expect(page.getByText(/A sandbox page stands in for PayPal/)).toBeVisible();
    await expectNoAxeViolations(page, 'the payment page with PayPal chosen');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();

    await expect(page).toHaveURL(/\/pay\/sandbox\/paypal\/sbx_pi_/);
    await expect(page.getByRole('heading', { name: 'Approve your payment' })).toBeVisible();
    await expect(page.getByText('This sandbox page stands in for PayPal', { exact: false })).toBeVisible();
    await expect(page.getByText('$1.00')).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'sandbox-paypal-en-US.png') });
    await expectNoAxeViolations(page, 'the sandbox PayPal approval page');
    await page.getByRole('button', { name: 'Approve' }).click();

    await toReport(page);
  });

  test('PayPal cancelled leaves the order payable: then Google Pay’s sandbox sheet pays it, and the report opens', async ({ page }) => {
    const { methods } = await openPayment(page, 'gpay-journey@example.com');
    await methods.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Back on the payment page through the check page, told calmly, every method on offer again.
    await expect(page).toHaveURL(/\/paying\/payment\/BMBTI-1754\?.*code=CANCELED/, { timeout: 15_000 });
    await expect(page.getByText('You cancelled the payment, so nothing was charged. You can pay with any method.')).toBeVisible();
    await methods.getByRole('radio', { name: 'Google Pay' }).check();
    await page.getByRole('button', { name: 'Pay with Google Pay' }).click();

    const sheet = page.getByRole('dialog', { name: 'Google Pay Sandbox' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Innerscope')).toBeVisible();
    await expect(sheet.getByText('$1.00', { exact: true })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'sandbox-google-pay-en-US.png') });
    await expectNoAxeViolations(page, 'the sandbox Google Pay sheet');
    // Escape closes the sheet without paying; the second time, Pay.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
    await sheet.getByRole('button', { name: 'Pay $1.00' }).click();

    await toReport(page);
  });
});
