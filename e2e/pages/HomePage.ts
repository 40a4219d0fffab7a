import type { Locator, Page } from '@playwright/test';

/** The home page (`/` and `/index/{code}-{examId}`). */
export class HomePage {
  readonly heading: Locator;
  readonly counters: Locator;
  readonly languagePicker: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.counters = page.locator('section[aria-labelledby="counters-title"]');
    this.languagePicker = page.getByRole('combobox');
  }

  async goto(path = '/') {
    return this.page.goto(path);
  }

  /** The first "Start the test" button (the hero's), in whatever language `name` is written. */
  startButton(name: string | RegExp): Locator {
    return this.page.getByRole('link', { name }).first();
  }

  /** The figure shown under a counter label, such as "Taken today". */
  counterValue(label: string): Locator {
    return this.counters.locator('div', { has: this.page.locator('dt', { hasText: label }) }).locator('dd').first();
  }

  /** Answers the cookie banner with one of its buttons, in the page's language (Accept all, 全部接受...). */
  async acceptCookies(button: string) {
    const answer = this.page.getByRole('button', { name: button, exact: true });
    await this.page.getByRole('region').filter({ has: answer }).getByRole('button', { name: button, exact: true }).click();
  }

  /** Waits until the figures have replaced their placeholders (or the error state is shown). */
  async waitForCounters() {
    await this.counters.locator('dl:not([aria-busy]), [role="alert"]').first().waitFor();
  }
}
