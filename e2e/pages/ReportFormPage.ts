import type { Locator, Page } from '@playwright/test';

export interface ReportFormLabels {
  readonly firstName: RegExp;
  readonly email: RegExp;
  readonly submit: string;
}

/** The report form (`/answer/email/{code}-{examId}`), with its labels in the visitor's language. */
export class ReportFormPage {
  readonly firstName: Locator;
  readonly email: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    labels: ReportFormLabels,
  ) {
    this.firstName = page.getByLabel(labels.firstName);
    this.email = page.getByLabel(labels.email);
    this.submit = page.getByRole('button', { name: labels.submit });
  }

  /** The error shown under the e-mail field (what its `aria-describedby` points to). */
  emailError(): Locator {
    return this.page.locator('#report-email-error');
  }
}
