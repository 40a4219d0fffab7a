import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { Mailbox } from './pages/Mailbox';

const screenshots = path.join(import.meta.dirname, 'screenshots');
/** A real 96×96 PNG (a drawn head and shoulders), as a phone's photo picker would hand over. */
const AVATAR_PNG = path.join(import.meta.dirname, 'fixtures', 'avatar.png');
const PASSWORD = 'a long enough password';

/** The personal information page (`/user/info/{code}-{examId}`). */
class PersonalInfoPage {
  readonly heading: Locator;
  readonly nickname: Locator;
  readonly phone: Locator;
  /** The field's hidden input, which holds the birthday as YYYY-MM-DD. */
  readonly birthdayValue: Locator;
  readonly introduction: Locator;
  readonly photo: Locator;
  readonly photoFile: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Personal information' });
    this.nickname = page.getByLabel('Nickname');
    this.phone = page.getByLabel('Phone number');
    this.birthdayValue = page.locator('input[name="birthday"]');
    this.introduction = page.getByLabel('About me');
    this.photo = page.getByRole('img', { name: 'Your profile photo' });
    this.photoFile = page.locator('input[type="file"]');
  }

  async goto() {
    await this.page.goto('/user/info/BMBTI-1754');
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole('group', { name: 'Birthday' })).toBeVisible();
  }

  /** Opens the calendar, a full-screen dialog on a phone, with the quick dates. */
  async openCalendar(): Promise<Locator> {
    await this.page.getByRole('button', { name: /Choose date/ }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Quick dates' })).toBeVisible();
    return dialog;
  }

  /** Taps one of the calendar's quick dates ("Last Monday"), which closes it. */
  async pickQuickDate(dialog: Locator, name: string) {
    await dialog.getByRole('button', { name, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  gender(name: string): Locator {
    return this.page.getByRole('radio', { name });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Your personal information is saved.')).toBeVisible();
  }
}

/** The newest six-digit code e-mailed to an address. */
async function codeFor(page: Page, email: string): Promise<string> {
  const text = await new Mailbox(page).open(email, /Your Innerscope code/);
  return /\b(\d{6})\b/.exec(text)![1]!;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Monday of the week before this one (weeks run Monday to Sunday), in this machine's time zone, as YYYY-MM-DD. */
function lastMonday(now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const daysSinceMonday = (day.getDay() + 6) % 7;
  day.setDate(day.getDate() - daysSinceMonday - 7);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test.describe('personal information', () => {
  test.describe.configure({ timeout: 120_000 });

  test('register, pick the birthday from the quick dates, upload a photo, save, find it all after a reload, download the data, delete the account', async ({ page, context }) => {
    const email = `profile-${Date.now()}@example.com`;
    const mailbox = await context.newPage();

    await page.goto('/user/register/BMBTI-1754');
    await page.getByLabel('Name').fill('Ana');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/If this address can be registered, a 6-digit code is on its way/)).toBeVisible();
    await page.getByLabel('Verification code').fill(await codeFor(mailbox, email));
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the new password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'My reports' })).toBeVisible({ timeout: 15_000 });

    const info = new PersonalInfoPage(page);
    await info.goto();
    await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Reject all' }).click();
    await expect(info.birthdayValue).toHaveValue('');

    const birthday = lastMonday();
    const calendar = await info.openCalendar();
    await page.screenshot({ path: path.join(screenshots, 'profile-calendar-en-US.png'), animations: 'disabled' });
    await expectNoAxeViolations(page, 'the birthday calendar');
    await info.pickQuickDate(calendar, 'Last Monday');
    await expect(info.birthdayValue).toHaveValue(birthday);
    await info.nickname.fill('Aninha');
    await info.phone.fill('+351 912 345 678');
    await info.gender('Female').check();
    await info.introduction.fill('Curious about people and what makes them tick.');
    await expect(page.getByText('46 of 500 characters')).toBeVisible();

    await info.photoFile.setInputFiles(AVATAR_PNG);
    await expect(page.getByText('Your new photo is saved.')).toBeVisible({ timeout: 15_000 });
    await expect(info.photo).toHaveAttribute('src', /\/user\/avatar\//);
    // The stored photo is served back: the browser decoded it (the server keeps a 512 px square WebP).
    await expect.poll(() => info.photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
    await info.save();

    await page.reload();
    await expect(info.heading).toBeVisible();
    await expect(info.birthdayValue).toHaveValue(birthday);
    await expect(info.nickname).toHaveValue('Aninha');
    await expect(info.phone).toHaveValue('+351 912 345 678');
    await expect(info.gender('Female')).toBeChecked();
    await expect(info.introduction).toHaveValue('Curious about people and what makes them tick.');
    await expect(info.photo).toHaveAttribute('src', /\/user\/avatar\//);
    await expect.poll(() => info.photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
    await page.screenshot({ path: path.join(screenshots, 'profile-en-US.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the personal information page');

    // The settings show the new name and photo at the top, leading back here.
    await page.getByRole('link', { name: 'Back to settings' }).click();
    const header = page.getByRole('link', { name: /Aninha/ });
    await expect(header).toBeVisible();
    await expect(header.locator('img')).toHaveAttribute('src', /\/user\/avatar\//);
    await page.screenshot({ path: path.join(screenshots, 'settings-en-US.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the settings page');

    // Download my data: one JSON file with what was just saved.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('innerscope-my-data.json');
    const exported = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as { account: Record<string, unknown> };
    expect(exported.account).toMatchObject({ email, nickname: 'Aninha', gender: 'female', introduction: 'Curious about people and what makes them tick.' });
    expect(JSON.stringify(exported)).not.toContain('password_hash');

    // Delete my account: the dialog says what goes and what stays, and wants the password.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('Your orders are kept, because the law requires us to keep invoices.')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('not the password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('This password is not correct.')).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'delete-account-en-US.png'), animations: 'disabled' });
    await expectNoAxeViolations(page, 'the delete account dialog');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/index\/BMBTI-1754$/);

    // Signed out, and the account is gone.
    await info.page.goto('/user/info/BMBTI-1754');
    await expect(page.getByRole('heading', { name: 'Please log in first' })).toBeVisible();
    await page.goto('/user/login/BMBTI-1754');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Incorrect e-mail address or password')).toBeVisible();
  });
});
