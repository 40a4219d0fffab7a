import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { PaymentPage } from './pages/PaymentPage';
import { PlanPage } from './pages/PlanPage';
import { ReportFormPage } from './pages/ReportFormPage';

const screenshots = path.join(import.meta.dirname, 'screenshots');

/** The timed items of a form: an option chosen on each (right or not), Next, and Finish on the last. */
async function answerEveryItem(page: Page) {
  for (let position = 1; position <= 30; position += 1) {
    await expect(page.getByRole('heading', { name: `Item ${position} of 30` })).toBeVisible();
    await page.getByRole('radio').nth((position * 3) % 8).check();
    if (position < 30) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Finish the test' }).click();
}

test.describe('the matrix reasoning test', () => {
  test.describe.configure({ timeout: 120_000 });

  test('on a phone: the limit stated, a practice item with feedback, the timed items, an honest range, the report bought once', async ({ page }) => {
    await page.goto('/answer/question/IQ-1803');
    await page.getByRole('button', { name: 'Accept all', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Matrix reasoning test' })).toBeVisible();
    await expect(page.getByText('You have 25 minutes for 30 items.', { exact: false })).toBeVisible();
    await expect(page.getByText('There is no penalty for guessing', { exact: false })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'iq-intro-en-US.png') });

    // The practice item: answered with the keyboard, checked, and explained; not scored.
    await page.getByRole('button', { name: 'Try the practice item' }).click();
    await expect(page.getByRole('heading', { name: 'Practice item (not scored)' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^The matrix, row by row\. Row 1: / })).toBeVisible();
    const first = page.getByRole('radio', { name: /^Option 1: / });
    await first.check();
    await first.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^Option 2: / })).toBeChecked();
    await page.getByRole('button', { name: 'Check my answer' }).click();
    await expect(page.getByText(/^(Right\.|Not quite: the right answer is option \d\.)/)).toBeVisible();
    await expect(page.getByText(/Why: along each row, /)).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'iq-practice-en-US.png'), fullPage: true });

    // The timed items, with a clock that can be hidden.
    await page.getByRole('button', { name: 'Start the timed test' }).click();
    await expect(page.getByText(/^2[45]:\d\d left$/)).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'iq-item-en-US.png') });
    await page.getByRole('button', { name: 'Hide timer' }).click();
    await expect(page.getByText(/^2[45]:\d\d left$/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show timer' }).click();
    await answerEveryItem(page);

    // The free result: a range and a percentile, labelled provisional with the results so far.
    await expect(page).toHaveURL(/\/report\/result-free-test\/IQ-1803\?s=/, { timeout: 15_000 });
    await expect(page.getByText('Your IQ range')).toBeVisible();
    await expect(page.getByText(/^(Your score lies between \d+ and \d+\.|Your score is (above 145|below 70))/)).toBeVisible();
    await expect(page.getByText(/^Provisional: based on the item difficulty model, not yet on test-takers' results; \d+ results? so far\.$/)).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'iq-result-en-US.png'), fullPage: true });

    // The report bought once: the e-mail first, then the one-off report on the sandbox card.
    const sessionId = new URL(page.url()).searchParams.get('s')!;
    await page.goto(`/answer/email/IQ-1803?s=${sessionId}`);
    const form = new ReportFormPage(page, { firstName: /^First name/, email: /^E-mail address/, submit: 'See my result' });
    await form.firstName.fill('Ana');
    await form.email.fill('iq-journey@example.com');
    await form.submit.click();
    await expect(page).toHaveURL(/\/report\/result-free-test\/IQ-1803/, { timeout: 15_000 });
    await page.goto(`/paying/buyreport/IQ-1803?s=${sessionId}`);
    const plans = new PlanPage(page);
    await expect(plans.buyReportHeading).toBeVisible();
    await expect(plans.oneOff).toBeChecked();
    await plans.terms.check();
    await plans.continue.click();
    const payment = new PaymentPage(page);
    await expect(payment.heading).toBeVisible();
    await payment.fillCard('4242 4242 4242 4242');
    await payment.pay.click();
    await expect(page).toHaveURL(/\/report\/result\/IQ-1803\?.*order=/, { timeout: 20_000 });

    // The paid report: the range again, rule kinds, the time profile, practice and the test's limits.
    await expect(page.getByRole('heading', { level: 1, name: 'Matrix reasoning report' })).toBeVisible({ timeout: 15_000 });
    for (const name of ['Your result', 'Rules you solve and miss', 'Your time profile', 'How to practise', 'What an online matrix test can and cannot say']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText(/not a clinical assessment/)).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'iq-report-en-US.png'), fullPage: true });
  });
});
