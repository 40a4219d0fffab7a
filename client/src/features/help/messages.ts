import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

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
});
