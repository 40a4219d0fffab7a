import type { Locale } from '../shared/locales';
import { escapeHtml, layoutHtml, mailIntl } from './render';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Acknowledges a feedback message to the address the sender gave, in the sender's locale. */
export function feedbackAckEmail(locale: Locale, params: { message: string }): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string) => intl.formatMessage({ id });
  const paragraphs = [t('feedbackAck.greeting'), t('feedbackAck.body')];
  return {
    subject: t('feedbackAck.subject'),
    text: [...paragraphs, `> ${params.message.replace(/\n/g, '\n> ')}`, t('feedbackAck.signoff'), t('layout.footer')].join('\n\n'),
    html: layoutHtml(locale, [
      ...paragraphs.map(escapeHtml),
      `<span style="display:block;border-left:3px solid #98c1d9;padding-left:12px;white-space:pre-wrap">${escapeHtml(params.message)}</span>`,
      escapeHtml(t('feedbackAck.signoff')),
    ]),
  };
}

/** Hands a feedback message to support; staff read English. */
export function feedbackToSupportEmail(params: {
  message: string;
  contactEmail: string | null;
  locale: string;
  feedbackId: string;
}): RenderedEmail {
  const lines = [
    `Feedback ${params.feedbackId}`,
    `Locale: ${params.locale}`,
    `Reply to: ${params.contactEmail ?? '(no contact e-mail given)'}`,
    '',
    params.message,
  ];
  return {
    subject: `[Feedback] ${params.message.slice(0, 60).replace(/[\r\n]+/g, ' ')}`,
    text: lines.join('\n'),
    html: layoutHtml('en-US', lines.filter(Boolean).map(escapeHtml)),
  };
}

export interface ReceiptParams {
  orderNumber: string;
  amountToday: string;
  resultsUrl: string;
  cancelUrl: string;
  /** Present for subscriptions. */
  plan: {
    trialDays: number;
    renewalAmount: string;
    interval: string;
    intervalCount: number;
    firstChargeDate: string;
  } | null;
}

/** The receipt after a payment: what was paid, the terms that follow (trial, renewal, cancelling), the results. */
export function receiptEmail(locale: Locale, p: ReceiptParams): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines = [t('receipt.intro'), t('receipt.order', { orderNumber: p.orderNumber }), t('receipt.paid', { amount: p.amountToday })];
  if (p.plan) {
    const period = t('receipt.period', { interval: p.plan.interval, count: p.plan.intervalCount });
    lines.push(
      p.plan.trialDays > 0
        ? t('receipt.trialTerms', { days: p.plan.trialDays, date: p.plan.firstChargeDate, amount: p.plan.renewalAmount, period })
        : t('receipt.planTerms', { period, amount: p.plan.renewalAmount, date: p.plan.firstChargeDate }),
      t('receipt.cancel', { url: p.cancelUrl }),
      t('receipt.noRefund'),
    );
  }
  lines.push(t('receipt.view', { url: p.resultsUrl }));
  return {
    subject: t('receipt.subject', { orderNumber: p.orderNumber }),
    text: [...lines, t('layout.footer')].join('\n\n'),
    html: layoutHtml(locale, lines.map((l) => escapeHtml(l).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>'))),
  };
}
