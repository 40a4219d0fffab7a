import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { AnswerCompletePage } from './pages/AnswerCompletePage';
import { FreeResultPage } from './pages/FreeResultPage';
import { HomePage } from './pages/HomePage';
import { QuestionPage } from './pages/QuestionPage';
import { ReportFormPage } from './pages/ReportFormPage';

const screenshots = path.join(import.meta.dirname, 'screenshots');
const TOTAL = 76;
/** The last statement of parts 1 and 2: a tip follows each. */
const PART_ENDS = [26, 51];
/** Where the journey reloads the page, to come back at the next statement. */
const RELOAD_AFTER = 30;

/** What the journey needs to read and click, in one language. */
interface Language {
  readonly query: string;
  readonly position: (position: number, total: number) => string;
  readonly continueTo: (part: number) => string;
  readonly completeTitle: string;
  readonly getReport: string;
  readonly form: { firstName: RegExp; email: RegExp; submit: string };
  readonly invalidEmail: string;
  readonly cookieButton: string;
}

const ENGLISH: Language = {
  query: '',
  position: (position, total) => `Statement ${position} of ${total}`,
  continueTo: (part) => `Continue to part ${part}`,
  completeTitle: 'All done! Your answers are in',
  getReport: 'Get my report',
  form: { firstName: /^First name/, email: /^E-mail address/, submit: 'See my result' },
  invalidEmail: 'Please enter a valid email address.',
  cookieButton: 'Accept all',
};

const JAPANESE: Language = {
  query: '?hl=ja-JP',
  position: (position, total) => `質問${position}／${total}`,
  continueTo: (part) => `パート${part}へ進む`,
  completeTitle: 'おつかれさまでした！回答が完了しました',
  getReport: 'レポートを受け取る',
  form: { firstName: /^名/, email: /^メールアドレス/, submit: '結果を見る' },
  invalidEmail: '有効なメールアドレスを入力してください。',
  cookieButton: 'すべて許可',
};

/** Answers every statement from `from` on, by key and now and then by tap, with the tips between parts. */
async function answerFrom(questions: QuestionPage, language: Language, from: number, until = TOTAL) {
  for (let position = from; position <= until; position += 1) {
    await questions.waitForStatement(position, TOTAL);
    const key = ((position * 3) % 7) + 1;
    if (position % 10 === 0) await questions.page.getByRole('radio').nth(key - 1).click();
    else await questions.answerWithKey(key);
    if (PART_ENDS.includes(position)) {
      await questions.page.getByRole('button', { name: language.continueTo(PART_ENDS.indexOf(position) + 2) }).click();
    }
  }
}

async function acceptCookies(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
}

/**
 * The whole test from the first statement, on a question page already open: a screenshot early on, `midway`
 * after statement 5, a reload after statement 30 that must come back at 31, then on to the report form.
 */
async function takeTheTest(page: Page, language: Language, shot: string, midway?: (url: string) => Promise<void>) {
  const questions = new QuestionPage(page, language.position);
  await questions.waitForStatement(1, TOTAL);
  await expect.poll(() => questions.sessionId()).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  await answerFrom(questions, language, 1, 3);
  await questions.waitForStatement(4, TOTAL);
  await page.screenshot({ path: path.join(screenshots, `question-${shot}.png`), animations: 'disabled' });
  await expectNoAxeViolations(page, `the question page (${shot})`);
  await answerFrom(questions, language, 4, 5);
  await questions.waitForStatement(6, TOTAL);
  await midway?.(page.url());

  await answerFrom(questions, language, 6, RELOAD_AFTER);
  await questions.waitForStatement(RELOAD_AFTER + 1, TOTAL);
  const sessionId = questions.sessionId();
  await page.reload();
  await questions.waitForStatement(RELOAD_AFTER + 1, TOTAL);
  expect(questions.sessionId()).toBe(sessionId);
  expect(await questions.answeredCount()).toBe(RELOAD_AFTER);

  await answerFrom(questions, language, RELOAD_AFTER + 1);
  const complete = new AnswerCompletePage(page);
  await expect(complete.heading).toHaveText(language.completeTitle, { timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/answer/submit/BMBTI-1754\\?.*s=${sessionId}`));
  await expect(complete.getReport(language.getReport)).toBeVisible();
  await expectNoAxeViolations(page, `the answer-complete screen (${shot})`);
  await complete.getReport(language.getReport).click();
  return sessionId;
}

async function fillTheForm(page: Page, language: Language) {
  const form = new ReportFormPage(page, language.form);
  await form.firstName.fill('Ana');
  await form.email.fill('ana@example');
  await form.submit.click();
  await expect(form.emailError()).toHaveText(language.invalidEmail);
  await expect(form.email).toBeFocused();
  await expectNoAxeViolations(page, 'the report form showing an error');
  await form.email.fill('ana@example.com');
  await form.submit.click();
}

test.describe('taking the test', () => {
  test.describe.configure({ timeout: 180_000 });

  test('in English, with a reload in the middle, to the free result', async ({ page }) => {
    await new HomePage(page).goto('/');
    await acceptCookies(page, ENGLISH.cookieButton);
    await page.getByRole('link', { name: 'Start the test' }).first().click();
    const sessionId = await takeTheTest(page, ENGLISH, 'en-US');
    await fillTheForm(page, ENGLISH);

    const result = new FreeResultPage(page);
    await expect(page).toHaveURL(new RegExp(`/report/result-free-test/BMBTI-1754\\?s=${sessionId}`));
    await expect(result.typeCode).toBeVisible();
    await expect(result.typeTitle).not.toBeEmpty();
    await expect(result.indicators).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Get the full report' })).toHaveAttribute(
      'href',
      `/paying/scheme/BMBTI-1754?s=${sessionId}`,
    );
    await page.screenshot({ path: path.join(screenshots, 'result-en-US.png') });
    await page.screenshot({ path: path.join(screenshots, 'result-en-US-full.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the free result');
  });

  test('in Japanese, resuming on another device from the link', async ({ page, browser }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await new QuestionPage(page, JAPANESE.position).goto(`/answer/question/BMBTI-1754${JAPANESE.query}`);
    await acceptCookies(page, JAPANESE.cookieButton);
    const sessionId = await takeTheTest(page, JAPANESE, 'ja-JP', async (url) => {
      await expect(page.getByText('回答を保存しました')).toBeVisible({ timeout: 10_000 });
      // The same link on another device picks up at the first open statement, from what the server saved.
      const other = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
      const elsewhere = new QuestionPage(await other.newPage(), JAPANESE.position);
      await elsewhere.page.goto(url);
      await elsewhere.waitForStatement(6, TOTAL);
      await other.close();
    });
    await fillTheForm(page, JAPANESE);
    const result = new FreeResultPage(page);
    await expect(page).toHaveURL(new RegExp(`/report/result-free-test/BMBTI-1754\\?(hl=ja-JP&)?s=${sessionId}`));
    await expect(result.typeCode).toBeVisible();
    await expect(page.getByRole('heading', { name: 'あなたの5つの指標' })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'result-ja-JP.png') });
    await page.screenshot({ path: path.join(screenshots, 'result-ja-JP-full.png'), fullPage: true });

    // The same result in Korean, for a look at a third script.
    await page.goto(`/report/result-free-test/BMBTI-1754?hl=ko-KR&s=${sessionId}`);
    await expect(page.getByRole('heading', { name: '당신의 다섯 가지 지표' })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'result-ko-KR.png') });
    await expectNoAxeViolations(page, 'the free result in Korean');
  });

  test('the question page in Traditional Chinese', async ({ page }) => {
    const questions = new QuestionPage(page, (position, total) => `第 ${position} 題（共 ${total} 題）`);
    await questions.goto('/answer/question/BMBTI-1754?hl=zh-HK');
    await acceptCookies(page, '全部接受');
    await questions.waitForStatement(1, TOTAL);
    // The visible end labels, beside the seven labels only screen readers hear.
    await expect(page.locator('fieldset [aria-hidden="true"] > span')).toHaveText(['同意', '不同意']);
    await page.screenshot({ path: path.join(screenshots, 'question-zh-HK.png'), animations: 'disabled' });
    await expectNoAxeViolations(page, 'the question page in Traditional Chinese');
  });
});
