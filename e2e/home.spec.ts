import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { QuestionPage } from './pages/QuestionPage';

const screenshots = path.join(import.meta.dirname, 'screenshots');
/** A figure as react-intl writes it in en-US and zh-CN: digits with comma grouping. */
const FIGURE = /^\d{1,3}(,\d{3})*$/;

test.use({ viewport: { width: 390, height: 844 } });

test('home page in English, with facts about the test or figures about people, never zeros', async ({ page }) => {
  const home = new HomePage(page);
  const response = await home.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(home.heading).toHaveText('Understand how you think, feel and connect');
  await expect(home.startButton('Start the test')).toBeVisible();

  await home.waitForCounters();
  // Facts about the test (76 statements...) until a figure about people rests on 20 of them; never a zero.
  await expect(home.counters.locator('dd').first()).toHaveText(FIGURE);
  await expect(home.counters.locator('dd').filter({ hasText: /^0$/ })).toHaveCount(0);
  await expect(home.counters.getByText('Your full report:')).toBeVisible();

  await home.acceptCookies('Accept all');
  await page.screenshot({ path: path.join(screenshots, 'home-en-US.png'), fullPage: true });
});

test('home page in Simplified Chinese with ?hl=zh-CN', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto('/?hl=zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(home.heading).toHaveText('了解你如何思考、感受与相处');
  await expect(home.startButton('开始测试')).toHaveAttribute('href', '/answer/question/BMBTI-1754?hl=zh-CN');

  await home.waitForCounters();
  await expect(home.counters.locator('dd').first()).toHaveText(FIGURE);
  await expect(home.counters.getByText('你的完整报告：')).toBeVisible();

  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('zh-CN');

  await home.acceptCookies('全部接受');
  await page.screenshot({ path: path.join(screenshots, 'home-zh-CN.png'), fullPage: true });
});

test('the start button opens the first question and keeps the query', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto('/index/BMBTI-1754?utm_source=e2e&fbclid=abc');
  await home.startButton('Start the test').click();
  await expect(page).toHaveURL(/\/answer\/question\/BMBTI-1754\?utm_source=e2e&fbclid=abc(&s=[\w-]+)?$/);
  await expect(new QuestionPage(page, (position, total) => `Statement ${position} of ${total}`).statement(1, 76)).toBeVisible();
});

test('the language picker switches the page and remembers the choice', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto('/');
  await home.languagePicker.selectOption('de-DE');
  await expect(home.heading).toHaveText('Verstehen Sie, wie Sie denken, fühlen und mit anderen umgehen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  await page.reload();
  await expect(home.heading).toHaveText('Verstehen Sie, wie Sie denken, fühlen und mit anderen umgehen');
});
