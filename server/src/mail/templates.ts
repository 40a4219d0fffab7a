import type { Level } from '../modules/scoring/level';
import type { Locale } from '../shared/locales';
import { typeColours } from './brand';
import { type Block, composeEmail, type RenderedEmail } from './compose';
import { type Translate, translator } from './messages';

export type { RenderedEmail } from './compose';

/** Acknowledges a feedback message to the address the sender gave, in the sender's locale. */
export function feedbackAckEmail(locale: Locale, params: { message: string }): RenderedEmail {
  const t = translator(locale);
  return composeEmail(locale, {
    subject: t('feedbackAck.subject'),
    preview: t('feedbackAck.body'),
    blocks: [
      { kind: 'heading', text: t('feedbackAck.subject') },
      { kind: 'text', text: t('feedbackAck.greeting') },
      { kind: 'text', text: t('feedbackAck.body') },
      { kind: 'quote', text: params.message },
      { kind: 'text', text: t('feedbackAck.signoff') },
    ],
  });
}

/** Hands a feedback message to support; staff read English. */
export function feedbackToSupportEmail(params: {
  message: string;
  contactEmail: string | null;
  locale: string;
  feedbackId: string;
}): RenderedEmail {
  return composeEmail('en-US', {
    subject: `[Feedback] ${params.message.slice(0, 60).replace(/[\r\n]+/g, ' ')}`,
    blocks: [
      { kind: 'heading', text: `Feedback ${params.feedbackId}` },
      { kind: 'summary', lines: [`Locale: ${params.locale}`, `Reply to: ${params.contactEmail ?? '(no contact e-mail given)'}`] },
      { kind: 'quote', text: params.message },
      ...(params.contactEmail ? [{ kind: 'button', label: 'Reply', url: `mailto:${params.contactEmail}` } as const] : []),
    ],
  });
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

/** What was paid, then for a plan the terms that follow: the trial or renewal, cancelling, no refund. */
export function paidBlocks(t: Translate, p: ReceiptParams): Block[] {
  const blocks: Block[] = [{ kind: 'summary', lines: [t('receipt.order', { orderNumber: p.orderNumber }), t('receipt.paid', { amount: p.amountToday })] }];
  if (p.plan) {
    const period = t('receipt.period', { interval: p.plan.interval, count: p.plan.intervalCount });
    blocks.push(
      {
        kind: 'text',
        text: p.plan.trialDays > 0
          ? t('receipt.trialTerms', { days: p.plan.trialDays, date: p.plan.firstChargeDate, amount: p.plan.renewalAmount, period })
          : t('receipt.planTerms', { period, amount: p.plan.renewalAmount, date: p.plan.firstChargeDate }),
      },
      { kind: 'text', text: t('receipt.cancel') },
      { kind: 'button', label: t('subscription.cancelButton'), url: p.cancelUrl, secondary: true },
      { kind: 'text', text: t('receipt.noRefund'), muted: true },
    );
  }
  return blocks;
}

/** The receipt after a payment: what was paid, the terms that follow (trial, renewal, cancelling), the results. */
export function receiptEmail(locale: Locale, p: ReceiptParams): RenderedEmail {
  const t = translator(locale);
  return composeEmail(locale, {
    subject: t('receipt.subject', { orderNumber: p.orderNumber }),
    blocks: [
      { kind: 'heading', text: t('receipt.heading') },
      { kind: 'text', text: t('receipt.intro') },
      { kind: 'button', label: t('receipt.view'), url: p.resultsUrl },
      ...paidBlocks(t, p),
    ],
  });
}

/**
 * The e-mail a paid report arrives in: the type in its colours, the pole each indicator leans to with its level
 * (as the report and the PDF give it), the signed link that opens the report in any browser, the PDF attached,
 * and the receipt with the trial's terms, the first full charge and how to cancel.
 */
export function reportEmail(
  locale: Locale,
  p: ReceiptParams & { typeCode: string; typeTitle: string; firstName: string | null; preferences: readonly { name: string; percent: number; level: Level }[] },
): RenderedEmail {
  const t = translator(locale);
  const colours = typeColours(p.typeCode);
  const intro = t('report.intro', { code: p.typeCode, title: p.typeTitle });
  return composeEmail(locale, {
    subject: t('report.subject', { code: p.typeCode }),
    preview: intro,
    blocks: [
      { kind: 'type', eyebrow: t('report.eyebrow'), code: p.typeCode, title: p.typeTitle, colours },
      { kind: 'text', text: p.firstName ? t('report.greeting', { name: p.firstName }) : t('report.greetingNoName') },
      { kind: 'text', text: intro },
      { kind: 'button', label: t('report.view'), url: p.resultsUrl },
      { kind: 'text', text: t('report.attached'), muted: true },
      ...(p.preferences.length
        ? [{
            kind: 'bars',
            title: t('report.preferences'),
            colours,
            rows: p.preferences.map((pole) => ({
              line: t('report.preference', { pole: pole.name, percent: pole.percent, level: t(`report.level.${pole.level}`) }),
              percent: pole.percent,
            })),
          } as const]
        : []),
      ...paidBlocks(t, p),
    ],
  });
}

/** The answer to a retrieve request: a button per report bought with the address, or the spec's "none" message. */
export function retrieveEmail(locale: Locale, reports: { typeCode: string; date: string; url: string }[]): RenderedEmail {
  const t = translator(locale);
  const found: Block[] = [
    { kind: 'text', text: t('retrieve.intro') },
    // Outlined, each in its type's colour: a list reads lighter than a stack of filled buttons.
    ...reports.map((r): Block => ({
      kind: 'button',
      // A report whose result is missing has no type to name.
      label: r.typeCode ? t('retrieve.item', { code: r.typeCode, date: r.date }) : t('retrieve.itemNoType', { date: r.date }),
      url: r.url,
      tint: typeColours(r.typeCode).primary,
    })),
  ];
  return composeEmail(locale, {
    subject: t('retrieve.subject'),
    blocks: [
      { kind: 'heading', text: t('retrieve.subject') },
      ...(reports.length ? found : [{ kind: 'text', text: t('retrieve.none') } as const]),
      { kind: 'text', text: t('retrieve.ignore'), muted: true },
    ],
  });
}

/** A billing e-mail of a subscription: what happened, what to do (a new card), then the one-click cancel button. */
export function subscriptionEmail(
  locale: Locale,
  kind: 'reminder' | 'renewed' | 'failedRetry' | 'failedFinal' | 'cancelled' | 'cancelledNow',
  p: { amount: string; period: string; date: string; cancelUrl: string | null; cardUrl: string },
): RenderedEmail {
  const t = translator(locale);
  const [subject, heading, body]: [string, string, string] = (() => {
    switch (kind) {
      case 'reminder': {
        const s = t('subscription.reminder.subject', { date: p.date });
        return [s, s, t('subscription.reminder.body', { date: p.date, amount: p.amount, period: p.period })];
      }
      case 'renewed':
        return [t('subscription.renewed.subject', { amount: p.amount }), t('subscription.renewed.heading'), t('subscription.renewed.body', { amount: p.amount, date: p.date })];
      case 'failedRetry':
        return [t('subscription.failed.subject'), t('subscription.failed.subject'), t('subscription.failed.retry', { amount: p.amount, date: p.date })];
      case 'failedFinal':
        return [t('subscription.failed.subject'), t('subscription.failed.subject'), t('subscription.failed.final', { amount: p.amount })];
      case 'cancelled':
        return [t('subscription.cancelled.subject'), t('subscription.cancelled.subject'), t('subscription.cancelled.body', { date: p.date })];
      case 'cancelledNow':
        return [t('subscription.cancelled.subject'), t('subscription.cancelled.subject'), t('subscription.cancelled.bodyNow')];
    }
  })();
  return composeEmail(locale, {
    subject,
    blocks: [
      { kind: 'heading', text: heading },
      { kind: 'text', text: body },
      ...(kind === 'failedRetry' ? [{ kind: 'button', label: t('subscription.failed.cardButton'), url: p.cardUrl } as const] : []),
      ...(kind === 'renewed' ? [{ kind: 'text', text: t('receipt.noRefund'), muted: true } as const] : []),
      ...(p.cancelUrl
        ? [{ kind: 'text', text: t('subscription.cancelLine') } as const, { kind: 'button', label: t('subscription.cancelButton'), url: p.cancelUrl, secondary: true } as const]
        : []),
    ],
  });
}

/** The answer to a cancel request by e-mail: the one-click button, or "Email not found" when there is nothing to cancel. */
export function cancelLinkEmail(locale: Locale, url: string | null): RenderedEmail {
  const t = translator(locale);
  const subject = url ? t('subscription.link.subject') : t('subscription.none.subject');
  return composeEmail(locale, {
    subject,
    blocks: [
      { kind: 'heading', text: subject },
      ...(url
        ? [{ kind: 'text', text: t('subscription.link.body') } as const, { kind: 'button', label: t('subscription.cancelButton'), url } as const]
        : [{ kind: 'text', text: t('subscription.none.body') } as const]),
      { kind: 'text', text: t('retrieve.ignore'), muted: true },
    ],
  });
}

/** An account e-mail: the one-time code, or (with the same answer on the page) "you already have an account" / "there is no account". */
export function accountEmail(locale: Locale, kind: 'register' | 'reset' | 'exists' | 'none', code: string | null): RenderedEmail {
  const t = translator(locale);
  const blocks: Block[] =
    kind === 'register' || kind === 'reset'
      ? [
          { kind: 'heading', text: t(`account.code.${kind}Heading`) },
          { kind: 'text', text: t(`account.code.${kind}`) },
          { kind: 'code', code: code ?? '' },
        ]
      : [
          { kind: 'heading', text: t(`account.${kind}.subject`) },
          { kind: 'text', text: t(`account.${kind}.body`) },
        ];
  return composeEmail(locale, {
    subject: kind === 'register' || kind === 'reset' ? t('account.code.subject', { code: code ?? '' }) : t(`account.${kind}.subject`),
    blocks: [...blocks, { kind: 'text', text: t('retrieve.ignore'), muted: true }],
  });
}

/** The code that confirms a paid order's new address, sent to that address. */
export function orderEmailCodeEmail(locale: Locale, p: { code: string; orderNumber: string }): RenderedEmail {
  const t = translator(locale);
  return composeEmail(locale, {
    subject: t('account.code.subject', { code: p.code }),
    blocks: [
      { kind: 'heading', text: t('orderEmail.code.heading') },
      { kind: 'text', text: t('orderEmail.code.body', { orderNumber: p.orderNumber }) },
      { kind: 'code', code: p.code },
      { kind: 'text', text: t('retrieve.ignore'), muted: true },
    ],
  });
}

/** Tells the address a paid order leaves where it went, and whom to write to if that was not its owner. */
export function orderEmailChangedEmail(locale: Locale, p: { orderNumber: string; newEmail: string; support: string }): RenderedEmail {
  const t = translator(locale);
  const subject = t('orderEmail.changed.subject');
  return composeEmail(locale, {
    subject,
    blocks: [
      { kind: 'heading', text: subject },
      { kind: 'text', text: t('orderEmail.changed.body', { orderNumber: p.orderNumber, newEmail: p.newEmail }) },
      { kind: 'text', text: t('orderEmail.changed.notYou', { support: p.support }), mailto: p.support },
    ],
  });
}
