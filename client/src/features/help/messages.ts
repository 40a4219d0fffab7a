import { defineMessages, type MessageDescriptor, type MessageTag, type NoMessageValues } from 'react-intl';
import type { HelpSection } from './helpContent';

/** The help centre: its headings, fixed links and states. */
export const helpMessages = defineMessages<{
  title: NoMessageValues;
  subscription: NoMessageValues;
  billing: NoMessageValues;
  legal: NoMessageValues;
  contact: NoMessageValues;
  cancelWithoutAccount: NoMessageValues;
  manageInAccount: NoMessageValues;
  contactLine: { email: string; mail: MessageTag };
  loading: NoMessageValues;
  errorTitle: NoMessageValues;
  errorBody: NoMessageValues;
  retry: NoMessageValues;
  emailSupport: NoMessageValues;
  contactForm: NoMessageValues;
  cookieSettings: NoMessageValues;
}>({
  title: { id: 'help.title', defaultMessage: 'Help centre', description: 'Main heading of the help centre page' },
  subscription: {
    id: 'help.section.subscription',
    defaultMessage: 'Subscription management',
    description: 'Help centre section heading: questions about the subscription and how to cancel it',
  },
  billing: {
    id: 'help.section.billing',
    defaultMessage: 'Billing and payments',
    description: 'Help centre section heading: questions about charges, refunds and payment methods',
  },
  legal: {
    id: 'help.section.legal',
    defaultMessage: 'Legal and policies',
    description: 'Help centre section heading: legal questions, the terms of service and the privacy policy',
  },
  contact: {
    id: 'help.section.contact',
    defaultMessage: 'Contact support',
    description: 'Help centre section heading: how to reach the support team',
  },
  cancelWithoutAccount: {
    id: 'help.link.cancelWithoutAccount',
    defaultMessage: 'Cancel without an account',
    description: 'Link to the unsubscribe page, where a subscription is cancelled by e-mail without signing in',
  },
  manageInAccount: {
    id: 'help.link.manageInAccount',
    defaultMessage: 'Manage your plan in your account',
    description: 'Link to the signed-in account area where the plan can be managed',
  },
  contactLine: {
    id: 'help.contact.line',
    defaultMessage: 'Write to us at <mail>{email}</mail>. We answer every message.',
    description: 'Line in the contact section; {email} is the support e-mail address, and the mail tag makes it a link that opens an e-mail',
  },
  loading: {
    id: 'help.loading',
    defaultMessage: 'Loading the help centre',
    description: 'Screen reader label of the placeholder shown while the help centre loads',
  },
  errorTitle: {
    id: 'help.error.title',
    defaultMessage: 'We could not load the help centre',
    description: 'Heading shown when the help centre content could not be loaded',
  },
  errorBody: {
    id: 'help.error.body',
    defaultMessage: 'Check your connection and try again.',
    description: 'Text under the heading when the help centre content could not be loaded',
  },
  retry: { id: 'help.error.retry', defaultMessage: 'Try again', description: 'Button that loads the help centre again' },
  emailSupport: {
    id: 'help.error.emailSupport',
    defaultMessage: 'E-mail support',
    description: 'Button that opens an e-mail to the support team when the help centre could not be loaded',
  },
  contactForm: {
    id: 'help.contact.form',
    defaultMessage: 'Send us a message',
    description: 'Link in the contact section to the contact form',
  },
  cookieSettings: {
    id: 'help.privacy.cookieSettings',
    defaultMessage: 'Change my cookie settings',
    description: 'Button under the privacy policy that opens the cookie settings, where the cookie choice can be changed',
  },
});

/** A question's own page (`/helpDetail`). */
export const helpDetailMessages = defineMessages({
  back: {
    id: 'help.detail.back',
    defaultMessage: 'Back to the help centre',
    description: 'Link at the top of a question’s page, back to the list of all questions',
  },
  related: {
    id: 'help.detail.related',
    defaultMessage: 'Related questions',
    description: 'Heading of the list of other questions on the same topic, under an answer',
  },
  moreTitle: {
    id: 'help.detail.more.title',
    defaultMessage: 'Still need help?',
    description: 'Heading of the box under an answer that leads to the contact form',
  },
  moreBody: {
    id: 'help.detail.more.body',
    defaultMessage: 'Write to our support team. We answer every message.',
    description: 'Text of the box under an answer that leads to the contact form',
  },
  moreAction: {
    id: 'help.detail.more.action',
    defaultMessage: 'Contact support',
    description: 'Link under an answer to the contact form',
  },
  notFoundTitle: {
    id: 'help.detail.notFound.title',
    defaultMessage: 'We couldn’t find this question',
    description: 'Heading when a question’s page is opened with a link that names no question we have',
  },
  notFoundBody: {
    id: 'help.detail.notFound.body',
    defaultMessage: 'It may have moved. Every answer is in the help centre.',
    description: 'Text under the heading when a question’s page names no question we have',
  },
  notFoundAction: {
    id: 'help.detail.notFound.action',
    defaultMessage: 'Go to the help centre',
    description: 'Link to the help centre when a question’s page names no question we have',
  },
  loading: {
    id: 'help.detail.loading',
    defaultMessage: 'Loading the answer',
    description: 'Screen reader label of the placeholder shown while a question’s page loads',
  },
  errorTitle: {
    id: 'help.detail.error.title',
    defaultMessage: 'We could not load this answer',
    description: 'Heading shown when a question’s page could not be loaded',
  },
});

/** Each section's heading, by section. */
export const sectionTitles: Readonly<Record<HelpSection, MessageDescriptor>> = {
  subscription: helpMessages.subscription,
  billing: helpMessages.billing,
  legal: helpMessages.legal,
  contact: helpMessages.contact,
};
