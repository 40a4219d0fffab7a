import type { Locator, Page } from '@playwright/test';

/**
 * The plan page (`/paying/scheme/{code}-{examId}`), in English: the one-off report and the plans, none chosen. The
 * buy-report page (`/paying/buyreport/...`) is the same with the one-off report chosen and its own heading.
 */
export class PlanPage {
  readonly heading: Locator;
  readonly buyReportHeading: Locator;
  readonly plans: Locator;
  readonly oneOff: Locator;
  readonly trial: Locator;
  readonly terms: Locator;
  readonly renewal: Locator;
  readonly continue: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Choose how to get your full report' });
    this.buyReportHeading = page.getByRole('heading', { name: 'Get your full report with one payment' });
    this.plans = page.getByRole('group', { name: 'Ways to get your full report' });
    this.oneOff = page.getByRole('radio', { name: 'This report only, no subscription' });
    this.trial = page.getByRole('radio', { name: /^7-day trial, then/ });
    this.terms = page.getByRole('checkbox', { name: /I have read and agree to the/ });
    this.renewal = page.getByRole('checkbox', { name: /renews automatically/ });
    this.continue = page.getByRole('button', { name: 'Continue to payment' });
  }

  /** The text that states the terms before any payment step. */
  termsText(): Locator {
    return this.page.getByText(/automatically|renews/).first();
  }
}
