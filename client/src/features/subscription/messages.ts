import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** The values of a billing period, as the plan page's messages take them (see `period.ts`). */
type Period = { interval: string; count: number };

/*
 * Several messages name a billing period with the same ICU pattern as the plan page: `interval` is DAY, WEEK,
 * MONTH or YEAR and `count` the number of them in one period (19.99 every 4 weeks has WEEK and 4). `price` is a
 * formatted amount and `date` a formatted date. Translators: keep the branches.
 */

export const panelMessages = defineMessages<{
  title: { count: number };
  tier: { tier: string };
  loadError: NoMessageValues;
  retry: NoMessageValues;
}>({
  title: {
    id: 'subscription.panel.title',
    defaultMessage: '{count, plural, =1 {Your subscription} other {Your subscriptions}}',
    description: 'Heading of the panel on the report page that lists the plans of this test and lets them be cancelled',
  },
  tier: {
    id: 'subscription.panel.tier',
    defaultMessage: '{tier, select, premium {Premium plan} other {Basic plan}}',
    description: 'Name of one subscription in the panel; {tier} is basic or premium',
  },
  loadError: {
    id: 'subscription.panel.loadError',
    defaultMessage: 'Your subscription details could not be loaded.',
    description: 'In the panel when the subscriptions failed to load',
  },
  retry: { id: 'subscription.panel.retry', defaultMessage: 'Try again', description: 'Button that loads the subscriptions again' },
});

/** One line per state, saying what happens next and when. */
export const statusMessages = defineMessages<{
  trialing: Period & { price: string; date: string };
  active: Period & { price: string; date: string };
  cancelled: { date: string };
  pastDue: { date: string };
  pastDueNoRetry: NoMessageValues;
  expired: NoMessageValues;
}>({
  trialing: {
    id: 'subscription.status.trialing',
    defaultMessage:
      'Trial until {date}, then {price} {interval, select, DAY {{count, plural, =1 {a day} other {every # days}}} WEEK {{count, plural, =1 {a week} other {every # weeks}}} MONTH {{count, plural, =1 {a month} other {every # months}}} other {{count, plural, =1 {a year} other {every # years}}}} unless you cancel.',
    description: 'State of a subscription in its trial; {date} is the end of the trial, when the first full charge is made',
  },
  active: {
    id: 'subscription.status.active',
    defaultMessage:
      'Renews at {price} {interval, select, DAY {{count, plural, =1 {a day} other {every # days}}} WEEK {{count, plural, =1 {a week} other {every # weeks}}} MONTH {{count, plural, =1 {a month} other {every # months}}} other {{count, plural, =1 {a year} other {every # years}}}} on {date}.',
    description: 'State of a running subscription; {date} is the next charge',
  },
  cancelled: {
    id: 'subscription.status.cancelled',
    defaultMessage: 'Cancelled: you keep access until {date}. Nothing more will be charged.',
    description: 'State of a cancelled subscription whose paid or trial period has not ended yet',
  },
  pastDue: {
    id: 'subscription.status.pastDue',
    defaultMessage: 'Payment problem: we could not take the last payment. We’ll try again on {date}.',
    description: 'State of a subscription whose renewal charge failed; {date} is the next try',
  },
  pastDueNoRetry: {
    id: 'subscription.status.pastDueNoRetry',
    defaultMessage: 'Payment problem: we could not take the last payment.',
    description: 'State of a subscription whose renewal charge failed, when no new try is planned',
  },
  expired: {
    id: 'subscription.status.expired',
    defaultMessage: 'Ended. Nothing more will be charged.',
    description: 'State of a subscription that has ended',
  },
});

export const cancelMessages = defineMessages<{
  button: NoMessageValues;
  dialogTitle: NoMessageValues;
  dialogBody: { date: string };
  dialogBodyNow: NoMessageValues;
  keep: NoMessageValues;
  confirm: NoMessageValues;
  cancelling: NoMessageValues;
  network: NoMessageValues;
  refused: { link: MessageTag };
  done: NoMessageValues;
}>({
  button: {
    id: 'subscription.cancel.button',
    defaultMessage: 'Cancel subscription',
    description: 'Button under a subscription that opens the cancel confirmation',
  },
  dialogTitle: {
    id: 'subscription.cancel.dialogTitle',
    defaultMessage: 'Cancel your subscription?',
    description: 'Title of the confirmation window before a subscription is cancelled',
  },
  dialogBody: {
    id: 'subscription.cancel.dialogBody',
    defaultMessage: 'Nothing more will be charged. You keep access until {date}.',
    description: 'What cancelling does, in the confirmation window; {date} is the end of the trial or paid period',
  },
  dialogBodyNow: {
    id: 'subscription.cancel.dialogBodyNow',
    defaultMessage: 'Nothing more will be charged: we will not try the failed payment again, and your plan ends now.',
    description: 'What cancelling does, in the confirmation window, for a subscription whose last payment failed',
  },
  keep: {
    id: 'subscription.cancel.keep',
    defaultMessage: 'Keep my plan',
    description: 'Button that closes the confirmation window without cancelling',
  },
  confirm: {
    id: 'subscription.cancel.confirm',
    defaultMessage: 'Cancel subscription',
    description: 'Button in the confirmation window that cancels the subscription',
  },
  cancelling: {
    id: 'subscription.cancel.cancelling',
    defaultMessage: 'Cancelling…',
    description: 'The cancel button while the request is on its way',
  },
  network: {
    id: 'subscription.cancel.network',
    defaultMessage: 'We could not reach our server. Nothing has changed yet: please try again.',
    description: 'In the confirmation window when the cancellation could not be sent or the server failed',
  },
  refused: {
    id: 'subscription.cancel.refused',
    defaultMessage: 'This subscription cannot be cancelled from this page. Please use the <link>unsubscribe page</link> instead.',
    description:
      'In the confirmation window when the server would not cancel from the report page; the tag is a link to the page that cancels by e-mail',
  },
  done: {
    id: 'subscription.cancel.done',
    defaultMessage: 'Your subscription is cancelled. A confirmation is on its way to your inbox.',
    description: 'Line under a subscription right after it was cancelled',
  },
});
