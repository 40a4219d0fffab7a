import { defineMessages, type NoMessageValues } from 'react-intl';

export const retrieveMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  email: NoMessageValues;
  emailHint: NoMessageValues;
  submit: NoMessageValues;
  sending: NoMessageValues;
}>({
  title: {
    id: 'retrieve.title',
    defaultMessage: 'Get your report links by e-mail',
    description: 'Heading of the page that e-mails the links to a person’s paid reports',
  },
  intro: {
    id: 'retrieve.intro',
    defaultMessage: 'Enter the e-mail address you gave when you took the test. We will send the links to your reports there.',
    description: 'Text under the heading of the retrieve page',
  },
  email: { id: 'retrieve.email', defaultMessage: 'E-mail address', description: 'Label of the e-mail field' },
  emailHint: {
    id: 'retrieve.emailHint',
    defaultMessage: 'For example, name@example.com',
    description: 'Help text under the e-mail field',
  },
  submit: {
    id: 'retrieve.submit',
    defaultMessage: 'Send my report links',
    description: 'Button that sends the e-mail with the report links',
  },
  sending: { id: 'retrieve.sending', defaultMessage: 'Sending…', description: 'The send button while the request is on its way' },
});

/** The spec's wording for an e-mail address that is missing or malformed, as in every e-mail field. */
export const retrieveErrorMessages = defineMessages<{
  emailRequired: NoMessageValues;
  invalidEmail: NoMessageValues;
  rateLimited: { minutes: number };
  rateLimitedLater: NoMessageValues;
}>({
  emailRequired: {
    id: 'retrieve.error.emailRequired',
    defaultMessage: 'Please input email address',
    description: 'Under the e-mail field when it is empty',
  },
  invalidEmail: {
    id: 'retrieve.error.invalidEmail',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Under the e-mail field when the address is not well-formed',
  },
  rateLimited: {
    id: 'retrieve.error.rateLimited',
    defaultMessage: 'Too many requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'When the address or this device asked too often; {minutes} is how long to wait',
  },
  rateLimitedLater: {
    id: 'retrieve.error.rateLimitedLater',
    defaultMessage: 'Too many requests. Please try again later.',
    description: 'When the address or this device asked too often and the server did not say for how long',
  },
});

export const retrieveResultMessages = defineMessages({
  sentTitle: {
    id: 'retrieve.sent.title',
    defaultMessage: 'Report sent successfully',
    description:
      'Heading after the request was accepted. Shown for every address, with reports or without: the page must not reveal which',
  },
  sentBody: {
    id: 'retrieve.sent.body',
    defaultMessage: 'If this address has reports, the e-mail contains their links. It may take a minute; check your spam folder.',
    description: 'Text after the request was accepted, for every address',
  },
  another: {
    id: 'retrieve.sent.another',
    defaultMessage: 'Use another address',
    description: 'Button back to the form after the e-mail was sent',
  },
  failedTitle: {
    id: 'retrieve.failed.title',
    defaultMessage: 'Report sending failed',
    description: 'Heading when the request did not reach the server or the server failed',
  },
  failedBody: {
    id: 'retrieve.failed.body',
    defaultMessage: 'Please check your connection and try again.',
    description: 'Text when sending failed',
  },
  retry: { id: 'retrieve.failed.retry', defaultMessage: 'Try again', description: 'Button that sends the same request again' },
  change: {
    id: 'retrieve.failed.change',
    defaultMessage: 'Change the address',
    description: 'Button back to the form after sending failed',
  },
});
