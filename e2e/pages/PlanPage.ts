import type { Locator, Page } from '@playwright/test';

/** The plan page (`/paying/scheme/{code}-{examId}`), in English. */
export class PlanPage {
  readonly heading: Locator;
  readonly plans: Locator;
  readonly terms: Locator;
  readonly renewal: Locator;
  readonly continue: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Choose your plan' });
    this.plans = page.getByRole('radiogroup');
    this.terms = page.getByRole('checkbox', { name: /I have read and agree to the/ });
    this.renewal = page.getByRole('checkbox', { name: /renews automatically/ });
    this.continue = page.getByRole('button', { name: 'Continue to payment' });
  }

  /** The text that states the terms before any payment step. */
  termsText(): Locator {
    return this.page.getByText(/automatically|renews/).first();
  }
}
