import { defineMessages, type NoMessageValues } from 'react-intl';

/** The unsubscribe screen: one e-mail field that asks for a one-click cancel link. */
export const requestMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  email: NoMessageValues;
  emailHint: NoMessageValues;
  submit: NoMessageValues;
  sending: NoMessageValues;
  retry: NoMessageValues;
  reportNote: NoMessageValues;
}>({
  title: {
    id: 'cancel.request.title',
    defaultMessage: 'Cancel your subscription',
    description: 'Heading of the unsubscribe page, where a subscription is cancelled by e-mail',
  },
  intro: {
    id: 'cancel.request.intro',
    defaultMessage: 'Enter the e-mail address you paid with. We will send you a link that cancels your subscription in one click.',
    description: 'Text under the heading of the unsubscribe page',
  },
  email: { id: 'cancel.request.email', defaultMessage: 'E-mail address', description: 'Label of the e-mail field' },
  emailHint: {
    id: 'cancel.request.emailHint',
    defaultMessage: 'For example, name@example.com',
    description: 'Help text under the e-mail field',
  },
  submit: { id: 'cancel.request.submit', defaultMessage: 'Send', description: 'Button that e-mails the cancel link' },
  sending: {
    id: 'cancel.request.sending',
    defaultMessage: 'Sending…',
    description: 'The send button while the request is on its way',
  },
  retry: {
    id: 'cancel.request.retry',
    defaultMessage: 'Try again',
    description: 'The send button after the request could not reach the server',
  },
  reportNote: {
    id: 'cancel.request.reportNote',
    defaultMessage: 'Have your report link? You can also cancel from your report page.',
    description: 'Note under the form: the paid report page has a cancel button too',
  },
});

/** The spec's wording for the e-mail field (section 5), as on every e-mail field, and the request's failures. */
export const requestErrorMessages = defineMessages<{
  emailRequired: NoMessageValues;
  invalidEmail: NoMessageValues;
  rateLimited: { minutes: number };
  rateLimitedLater: NoMessageValues;
  network: NoMessageValues;
}>({
  emailRequired: {
    id: 'cancel.error.emailRequired',
    defaultMessage: 'Please input email address',
    description: 'Under the e-mail field when it is empty',
  },
  invalidEmail: {
    id: 'cancel.error.invalidEmail',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Under the e-mail field when the address is not well formed',
  },
  rateLimited: {
    id: 'cancel.error.rateLimited',
    defaultMessage: 'Too many requests. Please try again in {minutes, plural, =1 {# minute} other {# minutes}}.',
    description: 'When this address or this device asked too often; {minutes} is how long to wait',
  },
  rateLimitedLater: {
    id: 'cancel.error.rateLimitedLater',
    defaultMessage: 'Too many requests. Please try again later.',
    description: 'When this address or this device asked too often and the server did not say for how long',
  },
  network: {
    id: 'cancel.error.network',
    defaultMessage: 'We could not reach our server. Check your connection and try again.',
    description: 'Above the button when the request could not be sent or the server failed',
  },
});

export const sentMessages = defineMessages<{
  title: NoMessageValues;
  body: NoMessageValues;
  spam: NoMessageValues;
  home: NoMessageValues;
  another: NoMessageValues;
}>({
  title: {
    id: 'cancel.sent.title',
    defaultMessage: 'Check your inbox',
    description:
      'Heading after the request was accepted. Shown for every address, with a subscription or without: the page must never reveal which',
  },
  body: {
    id: 'cancel.sent.body',
    defaultMessage:
      'If this address has a subscription, we’ve sent a link that cancels it in one click. The link works once, for 24 hours.',
    description: 'Text after the request was accepted, the same for every address',
  },
  spam: {
    id: 'cancel.sent.spam',
    defaultMessage: 'It can take a few minutes. If you don’t see it, look in your spam folder.',
    description: 'Second line after the request was accepted',
  },
  home: { id: 'cancel.sent.home', defaultMessage: 'Return home', description: 'Button to the home page' },
  another: {
    id: 'cancel.sent.another',
    defaultMessage: 'Use another address',
    description: 'Button back to an empty form, for someone who typed the wrong address',
  },
});

/** The page an e-mailed cancel link opens: one click cancels, never the page load (mail scanners open links). */
export const confirmMessages = defineMessages<{
  title: NoMessageValues;
  body: NoMessageValues;
  confirm: NoMessageValues;
  cancelling: NoMessageValues;
  network: NoMessageValues;
  rateLimited: { minutes: number };
  rateLimitedLater: NoMessageValues;
}>({
  title: {
    id: 'cancel.confirm.title',
    defaultMessage: 'Cancel your subscription?',
    description: 'Heading of the page an e-mailed cancel link opens, before anything is cancelled',
  },
  body: {
    id: 'cancel.confirm.body',
    defaultMessage: 'Nothing more will be charged. You keep access until the end of your trial or paid period.',
    description: 'What cancelling does, under the heading of the page the cancel link opens',
  },
  confirm: {
    id: 'cancel.confirm.button',
    defaultMessage: 'Cancel my subscription',
    description: 'The one button that cancels, on the page the cancel link opens',
  },
  cancelling: {
    id: 'cancel.confirm.cancelling',
    defaultMessage: 'Cancelling…',
    description: 'The cancel button while the request is on its way',
  },
  network: {
    id: 'cancel.confirm.network',
    defaultMessage: 'We could not reach our server. Nothing has changed yet: please try again.',
    description: 'Above the button when the cancellation could not be sent or the server failed',
  },
  rateLimited: {
    id: 'cancel.confirm.rateLimited',
    defaultMessage: 'Too many requests. Please try again in {minutes, plural, =1 {# minute} other {# minutes}}.',
    description: 'Above the button when this device asked too often; {minutes} is how long to wait',
  },
  rateLimitedLater: {
    id: 'cancel.confirm.rateLimitedLater',
    defaultMessage: 'Too many requests. Please try again later.',
    description: 'Above the button when this device asked too often and the server did not say for how long',
  },
});

export const doneMessages = defineMessages<{
  title: { count: number };
  body: NoMessageValues;
  nothingTitle: NoMessageValues;
  nothingBody: NoMessageValues;
  usedTitle: NoMessageValues;
  usedBody: NoMessageValues;
  newLink: NoMessageValues;
  home: NoMessageValues;
}>({
  title: {
    id: 'cancel.done.title',
    defaultMessage: '{count, plural, =1 {Your subscription is cancelled} other {Your # subscriptions are cancelled}}',
    description: 'Heading once the cancel link has cancelled; {count} is how many subscriptions it cancelled',
  },
  body: {
    id: 'cancel.done.body',
    defaultMessage:
      'Nothing more will be charged. You keep access until the end of your trial or paid period. A confirmation is on its way to your inbox.',
    description: 'Text once the cancel link has cancelled',
  },
  nothingTitle: {
    id: 'cancel.done.nothingTitle',
    defaultMessage: 'There is nothing left to cancel',
    description: 'Heading when the link worked but the address had no running subscription (it was already cancelled)',
  },
  nothingBody: {
    id: 'cancel.done.nothingBody',
    defaultMessage: 'This address has no subscription that would be charged again. Nothing more will be charged.',
    description: 'Text when the link worked but there was nothing to cancel',
  },
  usedTitle: {
    id: 'cancel.used.title',
    defaultMessage: 'This link has been used or has expired',
    description: 'Heading when the cancel link was already used, is too old or is unknown',
  },
  usedBody: {
    id: 'cancel.used.body',
    defaultMessage: 'Each cancel link works once, for a limited time. Ask for a new one: it takes a minute.',
    description: 'Text when the cancel link no longer works',
  },
  newLink: {
    id: 'cancel.used.newLink',
    defaultMessage: 'Get a new link',
    description: 'Button to the unsubscribe page, which e-mails a new cancel link',
  },
  home: { id: 'cancel.done.home', defaultMessage: 'Return home', description: 'Button to the home page' },
});
