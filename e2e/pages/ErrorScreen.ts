import type { Locator, Page } from '@playwright/test';

/** The error screen: status code, message and the "Go back home" button. */
export class ErrorScreen {
  readonly panel: Locator;
  readonly goHomeButton: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Go back home' }) });
    this.goHomeButton = page.getByRole('button', { name: 'Go back home' });
  }

  status(code: number): Locator {
    return this.page.getByLabel(`Error ${code}`);
  }
}
