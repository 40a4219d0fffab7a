import { expect, type Page } from '@playwright/test';

/** The development mailbox (`/dev/mailbox`): where the journeys read the e-mails the product sends. */
export class Mailbox {
  constructor(readonly page: Page) {}

  /** Opens the newest message to `to` whose subject matches, waiting for it to arrive; returns its text. */
  async open(to: string, subject: RegExp): Promise<string> {
    await expect(async () => {
      await this.page.goto('/dev/mailbox');
      await expect(this.page.getByRole('listitem').filter({ hasText: to }).getByRole('link', { name: subject }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await this.page.getByRole('listitem').filter({ hasText: to }).getByRole('link', { name: subject }).first().click();
    return (await this.page.locator('pre').textContent()) ?? '';
  }
}
