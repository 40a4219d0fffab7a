import path from 'node:path';
import { expect, type Browser, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { paidTrial } from './paidOrder';
import { journeyStaff, totpCode } from './staffUsers';

const screenshots = path.join(import.meta.dirname, 'screenshots');

/** The support agent signs in to the studio on a phone: password, then the authenticator app set up with its key. */
async function supportInStudio(browser: Browser): Promise<Page> {
  const { email, password } = journeyStaff('support');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US', hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/studio/signin');
  const cookies = page.getByRole('button', { name: 'Reject all' });
  if (await cookies.isVisible()) await cookies.click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!;
  await page.getByLabel('Six-digit code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I have saved them. Continue' }).click();
  await expect(page).not.toHaveURL(/signin/);
  return page;
}

test.describe('support helps a customer', () => {
  test.describe.configure({ timeout: 240_000 });

  test('finds the customer by e-mail, reveals them (audited) and refunds part of the payment', async ({ browser, request }) => {
    const email = `refund-${Date.now()}@example.com`;
    await paidTrial(request, email);
    const page = await supportInStudio(browser);

    await page.goto('/studio/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByLabel('E-mail address or order number').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('grid', { name: 'Customers' });
    await expect(results.getByRole('link', { name: 'r•••@e•••.com' })).toBeVisible();
    await expectNoAxeViolations(page, 'the customer search');
    await page.screenshot({ path: path.join(screenshots, 'studio-customers-search-en-US.png'), fullPage: true });
    await results.getByRole('link', { name: 'r•••@e•••.com' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'r•••@e•••.com' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Payments' }).getByText('visa ••••')).toBeVisible();
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Payments' }).getByText('visa 4242')).toBeVisible();

    await page.getByRole('grid', { name: 'Payments' }).getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
    await dialog.getByLabel('Part of it').check();
    await dialog.getByLabel('Amount to refund (USD)').fill('0.40');
    await dialog.getByLabel(/^Reason/).fill('The report arrived a day late');
    await expectNoAxeViolations(page, 'the refund form');
    await page.screenshot({ path: path.join(screenshots, 'studio-customers-refund-en-US.png') });
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByRole('status').getByText('Refunded $0.40.')).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Payments' }).getByText('$0.60')).toBeVisible();
    // The refund's e-mail to the customer is queued with the refund: the page shows it at once.
    await expect(page.getByRole('grid', { name: 'E-mails sent' }).getByText(/Your refund for Innerscope order/)).toBeVisible();
    await expectNoAxeViolations(page, 'the customer page');
    await page.screenshot({ path: path.join(screenshots, 'studio-customers-page-en-US.png'), fullPage: true });
    await page.context().close();
  });
});
