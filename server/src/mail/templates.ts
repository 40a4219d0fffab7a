import type { Level } from '../modules/scoring/level';
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

const linkify = (line: string) => escapeHtml(line).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

function paidLines(t: (id: string, values?: Record<string, string | number>) => string, p: ReceiptParams): string[] {
  const lines = [t('receipt.order', { orderNumber: p.orderNumber }), t('receipt.paid', { amount: p.amountToday })];
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
  return lines;
}

/** The receipt after a payment: what was paid, the terms that follow (trial, renewal, cancelling), the results. */
export function receiptEmail(locale: Locale, p: ReceiptParams): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines = [t('receipt.intro'), ...paidLines(t, p), t('receipt.view', { url: p.resultsUrl })];
  return {
    subject: t('receipt.subject', { orderNumber: p.orderNumber }),
    text: [...lines, t('layout.footer')].join('\n\n'),
    html: layoutHtml(locale, lines.map(linkify)),
  };
}

/**
 * The e-mail a paid report arrives in: the pole each indicator leans to with its level (as the report and the
 * PDF give it), the signed link that opens the report in any browser, the PDF attached, and the receipt with the
 * trial's terms, the first full charge and how to cancel.
 */
export function reportEmail(
  locale: Locale,
  p: ReceiptParams & { typeCode: string; typeTitle: string; firstName: string | null; preferences: readonly { name: string; percent: number; level: Level }[] },
): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const preferences = p.preferences.map((pole) => t('report.preference', { pole: pole.name, percent: pole.percent, level: t(`report.level.${pole.level}`) }));
  const lines = [
    p.firstName ? t('report.greeting', { name: p.firstName }) : t('report.greetingNoName'),
    t('report.intro', { code: p.typeCode, title: p.typeTitle }),
    ...(preferences.length ? [[t('report.preferences'), ...preferences].join('\n')] : []),
    t('report.view', { url: p.resultsUrl }),
    t('report.attached'),
    ...paidLines(t, p),
  ];
  return {
    subject: t('report.subject', { code: p.typeCode }),
    text: [...lines, t('layout.footer')].join('\n\n'),
    html: layoutHtml(locale, lines.map((line) => linkify(line).replace(/\n/g, '<br>'))),
  };
}

/** The answer to a retrieve request: the links to the address's reports, or the spec's "none" message. */
export function retrieveEmail(locale: Locale, reports: { typeCode: string; date: string; url: string }[]): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines = reports.length
    ? [t('retrieve.intro'), ...reports.map((r) => t('retrieve.item', { code: r.typeCode, date: r.date, url: r.url })), t('retrieve.ignore')]
    : [t('retrieve.none'), t('retrieve.ignore')];
  return {
    subject: t('retrieve.subject'),
    text: [...lines, t('layout.footer')].join('\n\n'),
    html: layoutHtml(locale, lines.map(linkify)),
  };
}

/** A billing e-mail of a subscription: its lines, then the one-click cancel line. */
export function subscriptionEmail(
  locale: Locale,
  kind: 'reminder' | 'renewed' | 'failedRetry' | 'failedFinal' | 'cancelled' | 'cancelledNow',
  p: { amount: string; period: string; date: string; cancelUrl: string | null; cardUrl: string },
): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [subject, body]: [string, string] = ({
    reminder: [t('subscription.reminder.subject', { date: p.date }), t('subscription.reminder.body', { date: p.date, amount: p.amount, period: p.period })],
    renewed: [t('subscription.renewed.subject', { amount: p.amount }), t('subscription.renewed.body', { amount: p.amount, date: p.date })],
    failedRetry: [t('subscription.failed.subject'), t('subscription.failed.retry', { amount: p.amount, date: p.date, url: p.cardUrl })],
    failedFinal: [t('subscription.failed.subject'), t('subscription.failed.final', { amount: p.amount })],
    cancelled: [t('subscription.cancelled.subject'), t('subscription.cancelled.body', { date: p.date })],
    cancelledNow: [t('subscription.cancelled.subject'), t('subscription.cancelled.bodyNow')],
  } satisfies Record<typeof kind, [string, string]>)[kind];
  const lines = [body, ...(p.cancelUrl ? [t('subscription.cancelLine', { url: p.cancelUrl })] : []), ...(kind === 'renewed' ? [t('receipt.noRefund')] : [])];
  return { subject, text: [...lines, t('layout.footer')].join('\n\n'), html: layoutHtml(locale, lines.map(linkify)) };
}

/** The answer to a cancel request by e-mail: the one-click link, or "Email not found" when there is nothing to cancel. */
export function cancelLinkEmail(locale: Locale, url: string | null): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines = url ? [t('subscription.link.body', { url })] : [t('subscription.none.body')];
  return {
    subject: url ? t('subscription.link.subject') : t('subscription.none.subject'),
    text: [...lines, t('retrieve.ignore'), t('layout.footer')].join('\n\n'),
    html: layoutHtml(locale, [...lines, t('retrieve.ignore')].map(linkify)),
  };
}

/** An account e-mail: the one-time code, or (with the same answer on the page) "you already have an account" / "there is no account". */
export function accountEmail(locale: Locale, kind: 'register' | 'reset' | 'exists' | 'none', code: string | null): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [subject, body] =
    kind === 'register' || kind === 'reset'
      ? [t('account.code.subject', { code: code ?? '' }), t(`account.code.${kind}`, { code: code ?? '' })]
      : [t(`account.${kind}.subject`), t(`account.${kind}.body`)];
  const lines = [body, t('retrieve.ignore')];
  return { subject, text: [...lines, t('layout.footer')].join('\n\n'), html: layoutHtml(locale, lines.map(linkify)) };
}

/** The code that confirms a paid order's new address, sent to that address. */
export function orderEmailCodeEmail(locale: Locale, p: { code: string; orderNumber: string }): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines = [t('orderEmail.code.body', { code: p.code, orderNumber: p.orderNumber }), t('retrieve.ignore')];
  return { subject: t('account.code.subject', { code: p.code }), text: [...lines, t('layout.footer')].join('\n\n'), html: layoutHtml(locale, lines.map(linkify)) };
}

/** Tells the address a paid order leaves where it went, and whom to write to if that was not its owner. */
export function orderEmailChangedEmail(locale: Locale, p: { orderNumber: string; newEmail: string; support: string }): RenderedEmail {
  const intl = mailIntl(locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const lines = [t('orderEmail.changed.body', { orderNumber: p.orderNumber, newEmail: p.newEmail }), t('orderEmail.changed.notYou', { support: p.support })];
  return { subject: t('orderEmail.changed.subject'), text: [...lines, t('layout.footer')].join('\n\n'), html: layoutHtml(locale, lines.map(linkify)) };
}
