import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { Mailbox } from './pages/Mailbox';
import { QuestionPage } from './pages/QuestionPage';

const screenshots = path.join(import.meta.dirname, 'screenshots');

const exam = JSON.parse(readFileSync(path.join(import.meta.dirname, '../server/seeds/content/ydgx/exam.json'), 'utf8')) as {
  items: { id: string; block: string }[];
};
const TOTAL = exam.items.length;
const TABS = ['概要', '重要な読み解き', '各次元の詳細', '成長へのアドバイス'];

/**
 * The whole map answered through the product's API (the one-call REST path and the form mutation) in Japanese:
 * 1-5 on the self-description items, 0-5 on the WHO-5 ones. Returns the session id.
 */
async function finishedMap(request: APIRequestContext, email: string): Promise<string> {
  const answers = Object.fromEntries(exam.items.map((item, n) => [item.id, item.block === 'WHO5' ? (n % 6) : (n % 5) + 1]));
  const created = await request.post('/exam/order/info', { data: { appExamId: 1802, lang: 'ja-JP', answers, email, country: 'JP' } });
  if (!created.ok()) throw new Error(`the map was not saved: ${created.status()} ${await created.text()}`);
  const sessionId = ((await created.json()) as { data: { sessionId: string } }).data.sessionId;
  const saved = await request.post('/graphql', {
    data: {
      query: 'mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { errors { code } } }',
      variables: { i: { sessionId, firstName: 'Hana', email, country: 'JP' } },
    },
  });
  const errors = ((await saved.json()) as { data: { saveReportForm: { errors: unknown[] } } }).data.saveReportForm.errors;
  if (errors.length) throw new Error(`the form was not saved: ${JSON.stringify(errors)}`);
  return sessionId;
}

test.describe('the psychological map', () => {
  test.describe.configure({ timeout: 90_000 });

  test('in Japanese: questions, the free map, the map bought once, the four tabs of the paid report', async ({ page }) => {
    // The question page speaks of questions in Japanese; the rest of the answers go through the API.
    const questions = new QuestionPage(page, (position, total) => `質問${position}／${total}`);
    await questions.goto('/ja-JP/answer/question/YDGX-1802');
    await page.getByRole('button', { name: 'すべて許可', exact: true }).click();
    await questions.waitForStatement(1, TOTAL);
    await expect(page).toHaveTitle('Innerscope · 心理マップ');
    await page.screenshot({ path: path.join(screenshots, 'ydgx-question-ja-JP.png'), animations: 'disabled' });

    const sessionId = await finishedMap(page.request, 'ydgx-journey@example.com');
    await page.goto(`/ja-JP/report/result-free-test/YDGX-1802?s=${sessionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'マップの概要' })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeAttached();
    await page.screenshot({ path: path.join(screenshots, 'ydgx-result-ja-JP.png') });
    await page.screenshot({ path: path.join(screenshots, 'ydgx-result-ja-JP-full.png'), fullPage: true });

    // Bought once, on the buy-report page and the sandbox card.
    await page.goto(`/ja-JP/paying/buyreport/YDGX-1802?s=${sessionId}`);
    await expect(page.getByRole('heading', { name: '1回のお支払いで完全版レポートを' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'このレポートのみ（サブスクリプションなし）' })).toBeChecked();
    await page.getByRole('checkbox', { name: /利用規約/ }).check();
    await page.getByRole('button', { name: 'お支払いへ進む' }).click();
    await expect(page.getByRole('heading', { name: 'お支払いを完了してください' })).toBeVisible();
    await page.getByLabel('カード番号').fill('4242 4242 4242 4242');
    await page.getByLabel(/^有効期限/).fill('12/34');
    await page.getByLabel(/^セキュリティコード/).fill('123');
    await page.getByLabel('カード名義人').fill('Hana Sato');
    await page.getByLabel('郵便番号').fill('100-0001');
    await page.getByRole('button', { name: /を支払う$/ }).click();
    await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/ja-JP\/report\/result\/YDGX-1802\?.*order=/, { timeout: 15_000 });

    // The four tabs, each opened in turn and back to the first: every change of the query string redraws the page.
    await expect(page.getByRole('heading', { level: 1, name: 'あなたの心理マップ' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('tab')).toHaveText(TABS);
    await expect(page.getByText(/人との比較/).first()).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'ydgx-report-overview-ja-JP.png') });
    for (const [index, name] of [...TABS.slice(1), TABS[0]!].entries()) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      if (name === TABS[0]) await expect(page).not.toHaveURL(/tab=/);
      else await expect(page).toHaveURL(/tab=/);
      if (index < 3) await page.screenshot({ path: path.join(screenshots, `ydgx-report-tab${index + 2}-ja-JP.png`) });
    }
    // A reload keeps the tab the URL names.
    await page.getByRole('tab', { name: TABS[2]! }).click();
    await page.reload();
    await expect(page.getByRole('tab', { name: TABS[2]! })).toHaveAttribute('aria-selected', 'true');
  });

  test('a member’s results: the map listed, opened and closed again by its link, on a phone and a computer', async ({ page }) => {
    const email = 'ydgx-member@example.com';
    await finishedMap(page.request, email);
    await page.goto('/user/register/BMBTI-1754');
    await page.getByRole('button', { name: 'Accept all', exact: true }).click();
    await page.getByLabel('Name').fill('Hana');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/a 6-digit code is on its way/)).toBeVisible();
    const mail = await page.context().newPage();
    const code = /\b(\d{6})\b/.exec(await new Mailbox(mail).open(email, /Your Innerscope code/))![1]!;
    await mail.close();
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('a long enough password');
    await page.getByLabel('Repeat the new password').fill('a long enough password');
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'My reports' })).toBeVisible({ timeout: 15_000 });

    await page.goto('/userCenter/resultReport');
    const row = page.getByRole('link', { name: /^Open Psychological map of /i });
    await expect(row).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'results-list-en-US.png'), fullPage: true });
    // Opening and closing a result changes only the query string, again and again.
    for (let round = 0; round < 2; round += 1) {
      await row.click();
      await expect(page).toHaveURL(/\?result=/);
      await expect(page.getByRole('heading', { level: 1, name: /^Psychological map$/i })).toBeVisible();
      if (round === 0) await page.screenshot({ path: path.join(screenshots, 'results-map-en-US.png'), fullPage: true });
      await page.getByRole('link', { name: /All my results/ }).click();
      await expect(page).not.toHaveURL(/\?result=/);
      await expect(row).toBeVisible();
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Psychological map$/i })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'results-map-en-US-desktop.png') });
  });
});
