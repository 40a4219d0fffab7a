import type { Locator, Page } from '@playwright/test';

/** The free result (`/report/result-free-test/{code}-{examId}`). */
export class FreeResultPage {
  readonly typeTitle: Locator;
  readonly typeCode: Locator;
  readonly indicators: Locator;

  constructor(readonly page: Page) {
    this.typeTitle = page.getByRole('heading', { level: 1 });
    this.typeCode = page.getByText(/^[EI][SN][TF][JP]$/);
    this.indicators = page.locator('section[aria-labelledby="result-axes-title"] li');
  }
}
