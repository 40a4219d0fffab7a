import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { paidTrial } from './paidOrder';
import { Mailbox } from './pages/Mailbox';

const screenshots = path.join(import.meta.dirname, 'screenshots');

test.describe('the paid report', () => {
  test.describe.configure({ timeout: 120_000 });

  test('tabs, language, PDF download, and the e-mailed link in another browser', async ({ page, browser }) => {
    const { orderNumber } = await paidTrial(page.request, 'reader@example.com');
    await page.goto(`/report/result/BMBTI-1754?order=${orderNumber}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const download = page.getByRole('button', { name: 'Download PDF' }).or(page.getByRole('link', { name: 'Download PDF' }));
    await expect(download).toBeEnabled({ timeout: 30_000 });
    for (const name of ['Basic profile', 'Your scores at a glance', 'Personal growth', 'Relationships growth', 'Career growth', 'Further reading', 'Advanced guide']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    // Further reading leads to the site's own pages.
    await expect(page.getByRole('region', { name: 'Further reading' }).getByRole('link').first()).toHaveAttribute('href', /^\/answer\/question\/BMBTI-1754/);
    await page.screenshot({ path: path.join(screenshots, 'report-overview-en-US.png') });
    await page.screenshot({ path: path.join(screenshots, 'report-overview-en-US-full.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the report overview');

    await page.getByRole('tab', { name: 'Dimensions' }).click();
    await expect(page).toHaveURL(/tab=dimensions/);
    for (const name of ['Dimension analysis', 'Result analysis']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    // A new install has fewer than 500 results: no comparison is shown, and never a sample in its place.
    for (const name of ['Professional benchmark', 'Top 10 countries', 'Latest ranking']) {
      await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByText(/sample/i)).toHaveCount(0);
    await page.screenshot({ path: path.join(screenshots, 'report-dimensions-en-US-full.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the report dimensions');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`${orderNumber}.pdf`);

    // Another language, without paying again.
    await page.getByRole('combobox', { name: 'Report language' }).selectOption({ label: '日本語' });
    await expect(page).toHaveURL(/hl=ja-JP/);
    await expect(page).not.toHaveURL(/paying/);
    await page.screenshot({ path: path.join(screenshots, 'report-dimensions-ja-JP.png') });

    // The e-mail, and its link in a browser that never paid.
    const text = await new Mailbox(page).open('reader@example.com', /personality report is ready/);
    const link = /Open your report:\s+(http\S+)/.exec(text)?.[1];
    expect(link).toContain(`order=${orderNumber}`);
    const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await elsewhere.newPage();
    await other.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    // The same browser without the signature sees nothing.
    await other.goto(`/report/result/BMBTI-1754?order=${orderNumber}`);
    await expect(other.getByRole('heading', { name: 'We can’t open this report here' })).toBeVisible();
    await elsewhere.close();
  });

  test('retrieve by e-mail answers the same for any address', async ({ page }) => {
    await page.goto('/report/retrieve/BMBTI-1754');
    const field = page.getByLabel(/E-mail/);
    await field.fill('nobody@example');
    await page.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await field.fill('nobody@example.com');
    await page.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText('Report sent successfully')).toBeVisible();
    const text = await new Mailbox(page).open('nobody@example.com', /report links/);
    expect(text).toContain('There are no retrievable reports in the current mailbox.');
  });
});

test.describe('cancelling', () => {
  test.describe.configure({ timeout: 120_000 });

  test('from the report page in two clicks', async ({ page }) => {
    const { orderNumber } = await paidTrial(page.request, 'twoclicks@example.com');
    await page.goto(`/report/result/BMBTI-1754?order=${orderNumber}`);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Your subscription is cancelled. A confirmation is on its way to your inbox.')).toBeVisible();
    await expect(page.getByText(/Cancelled: you keep access until/)).toBeVisible();
  });

  test('from the e-mailed link in a fresh browser', async ({ page, browser }) => {
    await paidTrial(page.request, 'bylink@example.com');
    await page.goto('/cancel/subscription/BMBTI-1754');
    await page.getByLabel('E-mail address').fill('bylink@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const text = await new Mailbox(page).open('bylink@example.com', /^Cancel your Innerscope subscription/);
    const link = /(http\S+\/cancel\/success\/\S+)/.exec(text)?.[1];
    expect(link).toBeDefined();
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await fresh.newPage();
    await other.goto(new URL(link!).pathname + new URL(link!).search);
    await other.getByRole('button', { name: 'Cancel my subscription' }).click();
    await expect(other.getByRole('heading', { name: 'Your subscription is cancelled' })).toBeVisible();
    await other.screenshot({ path: path.join(screenshots, 'cancelled-en-US.png') });
    await other.reload();
    await other.getByRole('button', { name: 'Cancel my subscription' }).click();
    await expect(other.getByRole('heading', { name: 'This link has been used or has expired' })).toBeVisible();
    await fresh.close();
  });
});
