import type { Locator, Page } from '@playwright/test';

/** The answer-complete screen (`/answer/submit/{code}-{examId}`). */
export class AnswerCompletePage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  getReport(name: string | RegExp): Locator {
    return this.page.getByRole('link', { name });
  }
}
