import type { Locator, Page } from '@playwright/test';

/** The payment page (`/paying/payment/{code}-{examId}?order=`) with the sandbox card form, in English. */
export class PaymentPage {
  readonly heading: Locator;
  readonly cardNumber: Locator;
  readonly expiry: Locator;
  readonly cvc: Locator;
  readonly name: Locator;
  readonly postalCode: Locator;
  readonly pay: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Complete your payment' });
    this.cardNumber = page.getByLabel('Card number');
    this.expiry = page.getByLabel(/^Expiry date/);
    this.cvc = page.getByLabel(/^Security code/);
    this.name = page.getByLabel('Name on card');
    this.postalCode = page.getByLabel('Postal code');
    this.pay = page.getByRole('button', { name: /^Pay / });
  }

  async fillCard(number: string) {
    await this.cardNumber.fill(number);
    await this.expiry.fill('12/34');
    await this.cvc.fill('123');
    await this.name.fill('Ana Lima');
    await this.postalCode.fill('1000-001');
  }
}
