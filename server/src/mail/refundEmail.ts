import { formatMoney } from '@innerscope/shared/money';
import type { Locale } from '../shared/locales';
import { composeEmail, translator, type RenderedEmail } from './render';

/** Tells the buyer that support refunded part or all of a payment, and when the money comes back. */
export function refundEmail(locale: Locale, p: { orderNumber: string; amount: number; currency: string }): RenderedEmail {
  const t = translator(locale);
  const subject = t('refund.subject', { orderNumber: p.orderNumber });
  return composeEmail(locale, {
    subject,
    blocks: [
      { kind: 'heading', text: subject },
      { kind: 'text', text: t('refund.body', { orderNumber: p.orderNumber, amount: formatMoney(p.amount, p.currency.trim(), locale) }) },
    ],
  });
}
