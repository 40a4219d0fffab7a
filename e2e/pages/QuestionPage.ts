import { expect, type Locator, type Page } from '@playwright/test';

/** The question page (`/answer/question/{code}-{examId}`): one statement at a time, seven circles. */
export class QuestionPage {
  readonly progress: Locator;

  constructor(
    readonly page: Page,
    /** How the page writes "Statement 12 of 76" in the visitor's language. */
    private readonly positionLabel: (position: number, total: number) => string,
  ) {
    this.progress = page.getByRole('progressbar').first();
  }

  async goto(path = '/answer/question/BMBTI-1754') {
    return this.page.goto(path);
  }

  /** The statement at `position`, as the radio group on screen. */
  statement(position: number, total: number): Locator {
    return this.page.getByRole('group', { name: new RegExp(`^${this.positionLabel(position, total)}`) });
  }

  async waitForStatement(position: number, total: number) {
    await expect(this.statement(position, total)).toBeVisible();
  }

  /** The circle with the server's label for it (such as "Strongly agree"). */
  circle(label: string): Locator {
    return this.page.getByRole('radio', { name: label, exact: true });
  }

  /** Answers with a number key: 1 is strongly agree, 7 strongly disagree. */
  async answerWithKey(key: number) {
    await this.page.keyboard.press(String(key));
  }

  /** The session id the page put in its URL. */
  sessionId(): string | null {
    return new URL(this.page.url()).searchParams.get('s');
  }

  async answeredCount(): Promise<number> {
    return Number(await this.progress.getAttribute('aria-valuenow'));
  }
}
