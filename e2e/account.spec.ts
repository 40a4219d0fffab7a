import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { paidTrial } from './paidOrder';
import { Mailbox } from './pages/Mailbox';

const screenshots = path.join(import.meta.dirname, 'screenshots');
const PASSWORD = 'a long enough password';

/** The newest six-digit code e-mailed to an address. */
async function codeFor(page: Page, email: string): Promise<string> {
  const text = await new Mailbox(page).open(email, /Your Innerscope code/);
  return /\b(\d{6})\b/.exec(text)![1]!;
}

test.describe('an account', () => {
  test.describe.configure({ timeout: 120_000 });

  test('pay as a visitor, register with the same address, find the report, cancel from the account in two clicks, log out and in', async ({ page, browser }) => {
    const email = 'returning@example.com';
    const { orderNumber } = await paidTrial(page.request, email);

    // Registering happens in another browser: the account, not the cookie, makes the purchase visible.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const account = await context.newPage();
    await account.goto('/user/register/BMBTI-1754');
    await account.getByLabel('Name').fill('Ana');
    await account.getByLabel('E-mail address').fill(email);
    await account.getByRole('button', { name: 'Send code' }).click();
    await expect(account.getByText(/If this address can be registered, a 6-digit code is on its way/)).toBeVisible();
    const code = await codeFor(page, email);
    await account.getByLabel('Verification code').fill(code);
    await account.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await account.getByLabel('Repeat the new password').fill(PASSWORD);
    await account.getByRole('checkbox', { name: /privacy policy/ }).check();
    await account.screenshot({ path: path.join(screenshots, 'register-en-US.png'), fullPage: true });
    await account.getByRole('button', { name: 'Create account' }).click();

    await expect(account.getByRole('heading', { name: 'My reports' })).toBeVisible({ timeout: 15_000 });
    await expect(account.getByText('Membership: basic', { exact: false })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Open report' })).toHaveAttribute('href', new RegExp(`order=${orderNumber}`));
    await account.screenshot({ path: path.join(screenshots, 'reports-en-US.png'), fullPage: true });
    await expectNoAxeViolations(account, 'the reports list');

    // The user centre: the membership, the counters, the benefits and the way to Premium; the header knows.
    await account.goto('/userCenter/BMBTI-1754');
    await expect(account.getByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeVisible();
    const membership = account.getByTestId('membership-card');
    await expect(membership.getByRole('heading', { name: 'Basic member' })).toBeVisible();
    await expect(membership.getByText('Day 1 of your membership')).toBeVisible();
    await expect(account.getByTestId('counter-unlockedTests')).toHaveText(/^1\s*unlocked test$/);
    await account.screenshot({ path: path.join(screenshots, 'user-centre-en-US.png'), fullPage: true });
    await expectNoAxeViolations(account, 'the user-centre home');
    await account.getByRole('button', { name: 'Open menu' }).click();
    await expect(account.getByRole('dialog').getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(account.getByRole('dialog').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await account.keyboard.press('Escape');
    // Premium adds every test, the articles, the courses, the games and the tree hole, which all work: the
    // card leads to what a plan gives today, what Premium adds (only that), and the way to it.
    await membership.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(account.getByRole('heading', { level: 1, name: 'Membership benefits' })).toBeVisible();
    await expect(account.getByRole('list', { name: 'What you get today' }).getByRole('listitem')).toHaveCount(5);
    await expect(account.getByRole('list', { name: 'What Premium includes' }).getByRole('listitem')).toHaveCount(5);
    await expect(account.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(1);
    await account.screenshot({ path: path.join(screenshots, 'rights-en-US.png'), fullPage: true });
    await expectNoAxeViolations(account, 'the rights and interests page');
    await account.goto('/userCenter/reportList');

    // Cancel from the account: two clicks.
    await account.getByRole('button', { name: 'Cancel subscription' }).click();
    await account.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(account.getByText(/Your subscription is cancelled/)).toBeVisible();

    // The report opens for the signed-in owner.
    await account.getByRole('link', { name: 'Open report' }).click();
    await expect(account.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

    // Log out, then back in.
    await account.goto('/user/setting/BMBTI-1754');
    await account.getByRole('button', { name: 'Log out' }).click();
    await account.goto('/userCenter/reportList');
    await expect(account.getByRole('heading', { name: 'Please log in first' })).toBeVisible();
    await account.goto('/user/login/BMBTI-1754');
    await account.getByLabel('E-mail address').fill(email);
    await account.getByLabel('Password', { exact: true }).fill('not the password');
    await account.getByRole('button', { name: 'Sign in' }).click();
    await expect(account.getByText('Incorrect e-mail address or password')).toBeVisible();
    await account.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await account.getByRole('button', { name: 'Sign in' }).click();
    await expect(account.getByRole('heading', { name: 'My reports' })).toBeVisible({ timeout: 15_000 });
    await context.close();
  });
});
