import { expect, test } from '@playwright/test';
import { ErrorScreen } from './pages/ErrorScreen';
import { HomePage } from './pages/HomePage';

test('a legacy alias redirects to its canonical route keeping the query and hash', async ({ page }) => {
  const response = await page.goto('/help-detail/BMBTI-1754?utm_source=e2e&hl=en#plans');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/helpDetail\/BMBTI-1754\?utm_source=e2e&hl=en#plans$/);
  // An old link names no question of ours: the page says so and leads to the help centre.
  await expect(page.getByRole('link', { name: 'Go to the help centre' })).toBeVisible();
});

test('an unknown path is a 404 with the full path on the page', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1&y=two');
  expect(response?.status()).toBe(404);
  const errorScreen = new ErrorScreen(page);
  await expect(errorScreen.status(404)).toHaveText('404');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(errorScreen.panel).toContainText('Page Not Found: /no/such/page?x=1&y=two');
});

test('a malformed code-examId segment is a 404', async ({ page }) => {
  const response = await page.goto('/answer/question/BMBTI');
  expect(response?.status()).toBe(404);
});

test('known and locale-prefixed paths are served with 200', async ({ page }) => {
  expect((await page.goto('/help/BMBTI-1754'))?.status()).toBe(200);
  expect((await page.goto('/userCenter'))?.status()).toBe(200);
  expect((await page.goto('/zh-cn/index/BMBTI-1754'))?.status()).toBe(200);
  await expect(new HomePage(page).heading).toHaveText('了解你如何思考、感受与相处');
});

test('the 404 screen leads home keeping the query', async ({ page }) => {
  await page.goto('/nowhere?utm_source=e2e');
  await new ErrorScreen(page).goHomeButton.click();
  await expect(page).toHaveURL(/\/index\/BMBTI-1754\?utm_source=e2e$/);
  await expect(new HomePage(page).heading).toHaveText('Understand how you think, feel and connect');
});

test('a page chunk that keeps failing reloads once, then shows the error screen that leads home', async ({ page }) => {
  let aborted = 0;
  await page.route('**/assets/HelpDetailPage-*.js', async (route) => {
    aborted += 1;
    await route.abort('failed');
  });

  await page.goto('/helpDetail/BMBTI-1754?utm_source=e2e&campaign=spring');
  const errorScreen = new ErrorScreen(page);
  await expect(errorScreen.goHomeButton).toBeVisible();
  expect(aborted).toBe(2);
  await expect(errorScreen.status(500)).toBeVisible();
  const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem('nuxt:reload') ?? 'null') as unknown);
  expect(record).toMatchObject({ path: '/helpDetail/BMBTI-1754?utm_source=e2e&campaign=spring' });

  const historyLength = await page.evaluate(() => history.length);
  await errorScreen.goHomeButton.click();
  await expect(page).toHaveURL(/\/index\/BMBTI-1754\?utm_source=e2e&campaign=spring$/);
  await expect(new HomePage(page).heading).toHaveText('Understand how you think, feel and connect');
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test('navigation scrolls to the top, and anchors are honoured', async ({ page }) => {
  await page.goto('/index/BMBTI-1754#types-title');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // Answered first, so the banner lies over nothing at the bottom of the page.
  await new HomePage(page).acceptCookies('Accept all');

  await page.getByRole('link', { name: 'Find my report' }).click();
  await expect(page).toHaveURL(/\/report\/retrieve\/BMBTI-1754$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
