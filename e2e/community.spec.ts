import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { finishedTestWithForm } from './api';
import { Mailbox } from './pages/Mailbox';
import { journeyStaff, totpCode } from './staffUsers';

const screenshots = path.join(import.meta.dirname, 'screenshots');
const PASSWORD = 'a long enough password';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${res.status()}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * A Premium member on a phone: the 16-type test, the yearly Premium plan paid with the sandbox's 4242 card through
 * the product's API, then an account registered on the pages with the same address (the code from the mailbox).
 */
async function premiumMember(browser: Browser, email: string, name: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const sessionId = await finishedTestWithForm(page.request, { firstName: name, email, country: 'US' });
  const created = await graphql<{ createOrder: { order: { orderNumber: string } } }>(
    page.request,
    'mutation($i: CreateOrderInput!) { createOrder(input: $i) { order { orderNumber } } }',
    { i: { sessionId, skuId: 'bmbti-premium-yearly', email, acceptTerms: true, acceptRenewal: true } },
  );
  const paid = await graphql<{ payOrder: { result: { __typename: string } | null } }>(
    page.request,
    'mutation($i: PayOrderInput!) { payOrder(input: $i) { result { __typename } } }',
    { i: { orderNumber: created.createOrder.order.orderNumber, method: 'CARD', paymentToken: `sbx.ok.visa.4242.${randomBytes(12).toString('base64url')}` } },
  );
  expect(paid.payOrder.result?.__typename).toBe('PaymentSucceeded');

  await page.goto('/user/register/BMBTI-1754');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/a 6-digit code is on its way/)).toBeVisible();
  const mail = await context.newPage();
  const code = /\b(\d{6})\b/.exec(await new Mailbox(mail).open(email, /Your Innerscope code/))![1]!;
  await mail.close();
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the new password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'My reports' })).toBeVisible({ timeout: 20_000 });
  return page;
}

/** The moderator signs in to the studio at a desk: password, then the authenticator app set up with its key. */
async function moderatorInStudio(browser: Browser): Promise<Page> {
  const { email, password } = journeyStaff('moderator');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
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
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them. Continue' }).click();
  await expect(page).not.toHaveURL(/signin/);
  return page;
}

/** The game's result: the score kept, with the member's best. */
async function expectKept(page: Page): Promise<void> {
  const result = page.getByRole('status', { name: 'Game over' });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText(/^Score kept\. Your best: [\d,]+\.$/)).toBeVisible({ timeout: 15_000 });
}

const game = (slug: string, hl = '') => `/userCenter/gameCenter/detail/BMBTI-1754?id=${slug}${hl}`;

test.describe('the tree hole and the game centre', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a member confides, a moderator approves, another reacts; the four games are played by touch and keyboard and scores kept', async ({ browser }) => {
    const stamp = Date.now().toString(36);
    const writer = await premiumMember(browser, `writer-${stamp}@example.com`, 'Lea');

    // The writer confides on a phone; an address in the post holds it for a moderator before anyone reads it.
    const secret = `Some evenings I just want one person to write to. If you feel the same: quiet.reader.${stamp}@example.com`;
    await writer.goto('/userCenter/exploreMore/treeHole/add/BMBTI-1754');
    await writer.getByLabel('Your secret').fill(secret);
    await expect(writer.getByText(`${[...secret].length}/500`)).toBeVisible();
    await writer.getByRole('button', { name: 'Publish' }).click();
    await expect(writer.getByRole('status').getByText('Your post is waiting for a moderator. You can follow it in My secrets.')).toBeVisible();
    await writer.screenshot({ path: path.join(screenshots, 'tree-hole-held-en-US.png'), fullPage: true });
    await expectNoAxeViolations(writer, 'the tree hole after a held post');
    await writer.goto('/userCenter/exploreMore/treeHole/list/BMBTI-1754');
    await expect(writer.getByText(secret)).toBeVisible();
    await expect(writer.getByText('Waiting for review')).toBeVisible();

    // The moderator clears the queue in the studio.
    const studio = await moderatorInStudio(browser);
    await studio.goto('/studio/moderation');
    await expect(studio.getByRole('heading', { level: 1, name: 'Tree hole moderation' })).toBeVisible();
    const card = studio.getByRole('article').filter({ hasText: secret });
    await expect(card.getByText('Contact details')).toBeVisible();
    await studio.screenshot({ path: path.join(screenshots, 'studio-moderation-en-US.png'), fullPage: true });
    await expectNoAxeViolations(studio, 'the moderation queue');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(studio.getByRole('status').getByText('Approved.')).toBeVisible();
    await expect(studio.getByRole('article').filter({ hasText: secret })).toHaveCount(0);
    await studio.context().close();

    // The post is up: the writer sees it published; another member reads it in Chinese and reacts.
    await writer.reload();
    await expect(writer.getByText('Published')).toBeVisible();
    const reader = await premiumMember(browser, `reader-${stamp}@example.com`, 'Wei');
    await reader.goto('/userCenter/exploreMore/treeHole/BMBTI-1754?hl=zh-CN');
    await expect(reader.getByRole('heading', { level: 1, name: '树洞' })).toBeVisible();
    const post = reader.getByRole('article').filter({ hasText: secret });
    const hug = post.getByRole('button', { name: /抱抱/ });
    await hug.tap();
    await expect(hug).toHaveAttribute('aria-pressed', 'true');
    await reader.screenshot({ path: path.join(screenshots, 'tree-hole-feed-zh-CN.png'), fullPage: true });
    await expectNoAxeViolations(reader, 'the tree hole feed in Chinese');

    // 2048 by keyboard, then ended with its button: the score is checked and kept.
    await writer.goto(game('2048'));
    const board = writer.getByRole('application', { name: '2048 board' });
    await board.focus();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await writer.keyboard.press(key);
    await writer.keyboard.press('p');
    await expect(writer.getByText('Paused', { exact: true })).toBeVisible();
    await writer.keyboard.press('p');
    await writer.getByRole('button', { name: 'End game' }).tap();
    await expectKept(writer);
    await writer.screenshot({ path: path.join(screenshots, 'game-2048-en-US.png'), fullPage: true });
    await expectNoAxeViolations(writer, '2048 after the game');

    // JUMP by touch: started with its button; a runner that never jumps meets the first block.
    await writer.goto(game('jump'));
    await writer.getByRole('button', { name: 'Start' }).tap();
    await writer.getByRole('button', { name: 'Jump' }).tap();
    await expectKept(writer);

    // Hop by touch: the button charges and lets go; a full charge carries past the next platform.
    await writer.goto(game('hop'));
    await writer.getByRole('button', { name: 'Charge' }).tap();
    await writer.waitForTimeout(1_800);
    await writer.getByRole('button', { name: 'Hop!' }).tap();
    await expectKept(writer);

    // The maze by touch, in Chinese: a few moves with the buttons, each counted and said.
    await writer.goto(game('maze', '&hl=zh-CN'));
    await expect(writer.getByRole('heading', { level: 1, name: '迷宫' })).toBeVisible();
    const moves = writer.locator('.figures span span').first();
    await expect(moves).toHaveText('0');
    for (const way of ['右', '下', '左', '上', '右', '下', '右', '下']) await writer.getByRole('button', { name: way, exact: true }).tap();
    expect(Number(await moves.textContent())).toBeGreaterThan(0);
    await writer.screenshot({ path: path.join(screenshots, 'game-maze-zh-CN.png'), fullPage: true });
    await expectNoAxeViolations(writer, 'the maze in Chinese');

    // The game centre keeps each best (still in Chinese: the language chosen stays).
    await writer.goto('/userCenter/gameCenter/BMBTI-1754');
    await expect(writer.getByText(/^最好成绩：[\d,]+$/)).toHaveCount(3);
    await writer.screenshot({ path: path.join(screenshots, 'game-centre-zh-CN.png'), fullPage: true });
    await expectNoAxeViolations(writer, 'the game centre');
  });
});
