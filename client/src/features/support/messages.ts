import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** The contact form, on its page (`/support`) and in the footer's dialog. */
export const supportMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  helpCentre: { help: MessageTag };
  emailUs: { email: string; mail: MessageTag };
  message: NoMessageValues;
  messageHint: { min: number; max: number };
  count: { count: number; max: number };
  remaining: { count: number };
  over: { count: number };
  wantsReply: NoMessageValues;
  email: NoMessageValues;
  emailHint: NoMessageValues;
  submit: NoMessageValues;
  sending: NoMessageValues;
  close: NoMessageValues;
}>({
  title: {
    id: 'support.title',
    defaultMessage: 'Contact support',
    description: 'Heading of the contact and feedback form, on its page and in its dialog',
  },
  intro: {
    id: 'support.intro',
    defaultMessage: 'A question about your report, a payment or your account, or an idea for us? Write it here and it goes straight to our support team.',
    description: 'Text under the heading of the contact form',
  },
  helpCentre: {
    id: 'support.helpCentre',
    defaultMessage: 'Many answers are already in the <help>help centre</help>.',
    description: 'Line on the contact page; the help tag is a link to the help centre',
  },
  emailUs: {
    id: 'support.emailUs',
    defaultMessage: 'You can also write to <mail>{email}</mail>.',
    description: 'Line on the contact page; {email} is the support address, and the mail tag makes it a link that opens an e-mail',
  },
  message: {
    id: 'support.message.label',
    defaultMessage: 'Your message',
    description: 'Label of the text area where the visitor writes their feedback or question',
  },
  messageHint: {
    id: 'support.message.hint',
    defaultMessage: '{min, number} to {max, number} characters.',
    description: 'Help under the message field: how long the message may be; {min} and {max} are numbers (10 and 200)',
  },
  count: {
    id: 'support.message.count',
    defaultMessage: '{count, number} / {max, number}',
    description: 'Live character counter under the message field, such as “42 / 200”',
  },
  remaining: {
    id: 'support.message.remaining',
    defaultMessage: '{count, plural, one {# character left} other {# characters left}}',
    description: 'Read out by screen readers once the visitor pauses typing: how many characters may still be added',
  },
  over: {
    id: 'support.message.over',
    defaultMessage: '{count, plural, one {# character too many} other {# characters too many}}',
    description: 'Read out by screen readers once the visitor pauses typing: how many characters are over the limit',
  },
  wantsReply: {
    id: 'support.wantsReply',
    defaultMessage: 'I’d like an answer by e-mail',
    description: 'Checkbox: ticking it shows the e-mail field, and only then is the address asked for and checked',
  },
  email: {
    id: 'support.email.label',
    defaultMessage: 'Your e-mail address',
    description: 'Label of the field for the address support should answer',
  },
  emailHint: {
    id: 'support.email.hint',
    defaultMessage: 'We use it only to answer this message.',
    description: 'Help under the contact e-mail field',
  },
  submit: { id: 'support.submit', defaultMessage: 'Send', description: 'Button that sends the message to support' },
  sending: {
    id: 'support.sending',
    defaultMessage: 'Sending…',
    description: 'The send button’s text while the message is on its way',
  },
  close: {
    id: 'support.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the × button that closes the contact dialog; also the button after sending',
  },
});

/** Why the form cannot be sent, by the server's codes (and EMAIL_REQUIRED, the form's own). */
export const supportErrorMessages = defineMessages<{
  required: NoMessageValues;
  tooShort: { min: number };
  tooLong: { max: number };
  emailRequired: NoMessageValues;
  invalidEmail: NoMessageValues;
  rateLimited: { minutes: number };
  rateLimitedLater: NoMessageValues;
  failed: NoMessageValues;
}>({
  required: {
    id: 'support.error.required',
    defaultMessage: 'Please enter your feedback',
    description: 'Error under the empty message field (REQUIRED)',
  },
  tooShort: {
    id: 'support.error.tooShort',
    defaultMessage: 'Feedback must contain at least {min, number} characters',
    description: 'Error under a message that is too short (TOO_SHORT); {min} is 10',
  },
  tooLong: {
    id: 'support.error.tooLong',
    defaultMessage: 'Feedback must not exceed {max, number} characters',
    description: 'Error under a message that is too long (TOO_LONG); {max} is 200',
  },
  emailRequired: {
    id: 'support.error.emailRequired',
    defaultMessage: 'Please enter your e-mail address, or untick the box if you don’t need an answer',
    description: 'Error under the empty contact e-mail field when “I’d like an answer by e-mail” is ticked',
  },
  invalidEmail: {
    id: 'support.error.invalidEmail',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Error under a contact e-mail that is not a valid address (INVALID_EMAIL)',
  },
  rateLimited: {
    id: 'support.error.rateLimited',
    defaultMessage:
      'You have sent several messages in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'Shown when too many messages were sent (RATE_LIMITED) and the server said how long to wait',
  },
  rateLimitedLater: {
    id: 'support.error.rateLimitedLater',
    defaultMessage: 'You have sent several messages in a short time. Please try again a little later.',
    description: 'Shown when too many messages were sent (RATE_LIMITED) without a known wait',
  },
  failed: {
    id: 'support.error.failed',
    defaultMessage: 'Your message could not be sent. Check your connection and try again; what you wrote is still here.',
    description: 'Shown when the network or the server failed while sending the message',
  },
});

/** After the message is sent. */
export const supportSentMessages = defineMessages<{
  title: NoMessageValues;
  withEmail: { email: string };
  withoutEmail: NoMessageValues;
  another: NoMessageValues;
}>({
  title: {
    id: 'support.sent.title',
    defaultMessage: 'Thank you, your message is on its way',
    description: 'Heading shown once the message reached support',
  },
  withEmail: {
    id: 'support.sent.withEmail',
    defaultMessage: 'We have sent a confirmation to {email} and will answer you there.',
    description: 'Text after sending when the visitor gave an address; {email} is that address',
  },
  withoutEmail: {
    id: 'support.sent.withoutEmail',
    defaultMessage: 'Our team reads every message. You did not leave an e-mail address, so we cannot answer this one directly.',
    description: 'Text after sending when the visitor gave no address',
  },
  another: {
    id: 'support.sent.another',
    defaultMessage: 'Write another message',
    description: 'Button after sending that shows an empty form again',
  },
});
