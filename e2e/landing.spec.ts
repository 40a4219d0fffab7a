import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';

const screenshots = path.join(import.meta.dirname, 'screenshots');

test.use({ viewport: { width: 390, height: 844 } });

test('a landing page in English: its own words, picture and icon, and the start button keeps the query', async ({ page }) => {
  const response = await page.goto('/landing/relax/BMBTI-1754?utm_source=e2e&fbclid=abc');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slow down and get to know yourself');
  await expect(page.locator('[data-art="moon"] svg')).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/assets/siteLogo/icon/theme-relax.svg');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Innerscope' })).toHaveAttribute('src', '/assets/logo/theme-relax.svg');
  await expect(page.getByRole('listitem').filter({ hasText: 'What drains your energy' })).toBeVisible();

  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.screenshot({ path: path.join(screenshots, 'landing-relax-en-US.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the relax landing page');

  await page.getByRole('link', { name: 'Start the test' }).first().click();
  await expect(page).toHaveURL(/\/answer\/question\/BMBTI-1754\?utm_source=e2e&fbclid=abc(&s=[\w-]+)?$/);
});

test('a legacy landing name in Japanese opens its theme, and the psychological map leads into the map', async ({ page }) => {
  await page.goto('/ja-JP/typesPage/BMBTI-1754?gclid=g1');
  await expect(page).toHaveURL('/ja-JP/landing/types/BMBTI-1754?gclid=g1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('あなたは16タイプのどれ？');
  await expect(page.locator('[data-art="typeTiles"] img')).toHaveCount(4);
  await expect(page.getByText(/Myers-Briggs 社とは提携しておらず/)).toBeVisible();
  await expect(page.getByRole('link', { name: '診断をはじめる' }).first()).toHaveAttribute('href', '/ja-JP/answer/question/BMBTI-1754?gclid=g1');
  await page.getByRole('button', { name: 'すべて拒否' }).click();
  await page.screenshot({ path: path.join(screenshots, 'landing-types-ja-JP.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the types landing page in Japanese');

  await page.goto('/ja-JP/landing/psychological/BMBTI-1754?gclid=g1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('性格、考え方、心の健康を1枚の地図に');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/assets/siteLogo/icon/theme-psychological.svg');
  await page.getByRole('link', { name: '心理マップをはじめる' }).first().click();
  await expect(page).toHaveURL(/\/ja-JP\/answer\/question\/YDGX-1802\?gclid=g1(&s=[\w-]+)?$/);
});

test('the depression screen gets a plain way in: no picture, no selling points', async ({ page }) => {
  await page.goto('/landing/young/DEPS-1801?hl=en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A short check on your mood');
  await expect(page.locator('[data-art]')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start the screen' })).toHaveAttribute('href', '/answer/question/DEPS-1801?hl=en-US');
  await expectNoAxeViolations(page, 'the depression screen landing page');
});

test('older payment paths open the payment page with their query', async ({ page }) => {
  await page.goto('/payinsider/BMBTI-1754?order=NOPE');
  await expect(page).toHaveURL('/paying/payment/BMBTI-1754?order=NOPE');
});
