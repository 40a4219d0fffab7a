import type { Locator, Page } from '@playwright/test';

/** The stand-in for pages the site does not offer yet. */
export class UnavailablePage {
  readonly heading: Locator;
  readonly homeLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'This page is not available yet' });
    this.homeLink = page.getByRole('link', { name: 'Back to home' });
  }
}
