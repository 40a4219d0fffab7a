import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { AnswerCompletePage } from './pages/AnswerCompletePage';
import { PaymentPage } from './pages/PaymentPage';
import { PlanPage } from './pages/PlanPage';
import { QuestionPage } from './pages/QuestionPage';
import { ReportFormPage } from './pages/ReportFormPage';

const screenshots = path.join(import.meta.dirname, 'screenshots');
const TOTAL = 14;
const PHQ9 = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
const WHO5 = ['At no time', 'Some of the time', 'Less than half of the time', 'More than half of the time', 'Most of the time', 'All of the time'];
/** PHQ-9 answers 1-9 (item 9 above 0) and WHO-5 answers 10-14: a mild score with a low wellbeing index. */
const ANSWERS = [1, 1, 2, 1, 0, 1, 0, 0, 1, 2, 2, 1, 2, 2];

/** The whole screen through the page, by tap: the part tip after item 9, then on to the report form. */
async function takeTheScreen(page: Page) {
  const questions = new QuestionPage(page, (position, total) => `Question ${position} of ${total}`);
  await questions.goto('/answer/question/DEPS-1801');
  await page.getByRole('button', { name: 'Accept all', exact: true }).click();
  // Consent to health data first: the box starts unticked and Start waits for it.
  const start = page.getByRole('button', { name: 'Start the screen' });
  await expect(start).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree that Innerscope processes my answers/ }).check();
  await page.screenshot({ path: path.join(screenshots, 'deps-consent-en-US.png'), animations: 'disabled' });
  await start.click();
  for (let position = 1; position <= TOTAL; position += 1) {
    await questions.waitForStatement(position, TOTAL);
    const labels = position <= 9 ? PHQ9 : WHO5;
    await questions.statement(position, TOTAL).getByRole('radio', { name: labels[ANSWERS[position - 1]!]!, exact: true }).click();
    if (position === 2) await page.screenshot({ path: path.join(screenshots, 'deps-question-en-US.png'), animations: 'disabled' });
    if (position === 9) await page.getByRole('button', { name: 'Continue to part 2' }).click();
  }
  // Nothing of the 16-type test's words on the way: questions, not statements; no five personality indicators.
  const complete = new AnswerCompletePage(page);
  await expect(complete.heading).toHaveText('All done! Your answers are in', { timeout: 15_000 });
  await expect(page.getByText('Your result is ready.', { exact: false })).toBeVisible();
  await expect(page.getByText(/indicators|personality/i)).toHaveCount(0);
  await expect(page).toHaveTitle('Innerscope · Depression screen');
  await complete.getReport('Get my report').click();

  const form = new ReportFormPage(page, { firstName: /^First name/, email: /^E-mail address/, submit: 'See my result' });
  await form.firstName.fill('Ana');
  await form.email.fill('deps-journey@example.com');
  await form.submit.click();
}

test.describe('the depression screen', () => {
  test.describe.configure({ timeout: 90_000 });

  test('on a phone in English: crisis lines first, the report bought once, the paid report and the doctor PDF', async ({ page }) => {
    await takeTheScreen(page);

    // Item 9 was answered above 0: the crisis lines come before the score.
    await expect(page).toHaveURL(/\/report\/result-free-test\/DEPS-1801\?s=/);
    const crisis = page.getByRole('heading', { name: 'About thoughts of death or self-harm' });
    const score = page.locator('#deps-score-title');
    await expect(crisis).toBeVisible();
    await expect(score).toBeVisible();
    const [crisisBox, scoreBox] = [await crisis.boundingBox(), await score.boundingBox()];
    expect(crisisBox!.y).toBeLessThan(scoreBox!.y);
    await page.screenshot({ path: path.join(screenshots, 'deps-result-en-US.png') });
    await page.screenshot({ path: path.join(screenshots, 'deps-result-en-US-full.png'), fullPage: true });

    // The purchase page sells calmly: no countdown, no buyers' figures, no reviews.
    await page.getByRole('link', { name: 'About the full report' }).click();
    const plans = new PlanPage(page);
    await expect(plans.buyReportHeading).toBeVisible();
    await expect(plans.oneOff).toBeChecked();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByText(/Offer ends in|people unlocked|What buyers say/)).toHaveCount(0);
    await page.screenshot({ path: path.join(screenshots, 'deps-buyreport-en-US.png'), fullPage: true });
    await plans.terms.check();
    await plans.continue.click();

    const payment = new PaymentPage(page);
    await expect(payment.heading).toBeVisible();
    await expect(page).toHaveURL(/\/paying\/payment\/DEPS-1801\?.*order=/);
    await payment.fillCard('4242 4242 4242 4242');
    await payment.pay.click();
    // Nothing more on offer after paying, and no "are you sure?": the success page, then the report.
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'No thanks' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/report\/result\/DEPS-1801\?.*order=/, { timeout: 15_000 });
    const orderNumber = new URL(page.url()).searchParams.get('order');

    await expect(page.getByRole('heading', { level: 1, name: 'Your depression screen report' })).toBeVisible({ timeout: 15_000 });
    await expect(crisis).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'deps-report-en-US.png') });

    // The one-page PDF for a doctor: made after payment, so the page may be read again until its link is there.
    const pdfLink = page.getByRole('link', { name: 'Download the one-page summary (PDF)' });
    await expect
      .poll(
        async () => {
          if (await pdfLink.isVisible()) return true;
          await page.reload();
          await page.getByRole('heading', { level: 1, name: 'Your depression screen report' }).waitFor();
          return pdfLink.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The e-mail's download link opens the screen's own PDF page, not the 16-type report's.
    await page.goto(`/report/result-download/DEPS-1801?order=${orderNumber}`);
    await expect(page.getByRole('heading', { name: 'Your screen summary as a PDF' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'tap here' })).toHaveAttribute('href', /.+/);
    await page.screenshot({ path: path.join(screenshots, 'deps-download-en-US.png') });
  });
});
