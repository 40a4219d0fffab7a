import { defineMessages, type NoMessageValues } from 'react-intl';

export const replaceCardMessages = defineMessages<{
  title: NoMessageValues;
  loading: NoMessageValues;
  plan: { tier: string; renewal: string };
  pastDue: { amount: string };
  upcoming: { amount: string; date: string };
  formTitle: NoMessageValues;
  save: NoMessageValues;
  saveAndPay: { amount: string };
  noCardForm: NoMessageValues;
  updated: NoMessageValues;
  updatedAndPaid: NoMessageValues;
  doneTitle: NoMessageValues;
  linkBrokenTitle: NoMessageValues;
  linkBrokenBody: NoMessageValues;
  getReport: NoMessageValues;
  notUpdatableTitle: NoMessageValues;
  notUpdatableBody: NoMessageValues;
  methodUnavailableTitle: NoMessageValues;
  methodUnavailableBody: NoMessageValues;
  home: NoMessageValues;
  loadErrorTitle: NoMessageValues;
}>({
  title: {
    id: 'payment.replaceCard.title',
    defaultMessage: 'Update your card',
    description: 'Heading of the page, opened from a failed renewal e-mail, where a subscriber gives a new card',
  },
  loading: {
    id: 'payment.replaceCard.loading',
    defaultMessage: 'Loading your plan',
    description: 'Accessible text while the subscription of the card page loads',
  },
  plan: {
    id: 'payment.replaceCard.plan',
    defaultMessage: '{tier, select, premium {Premium membership} other {Membership}}: {renewal}',
    description:
      'The subscription in words on the card page; {tier} is basic or premium, {renewal} a price with its period such as "$29.99 a month"',
  },
  pastDue: {
    id: 'payment.replaceCard.pastDue',
    defaultMessage: 'We could not take {amount}. With a new card we charge it now, once.',
    description: 'State of an overdue subscription on the card page; {amount} is the renewal price that failed',
  },
  upcoming: {
    id: 'payment.replaceCard.upcoming',
    defaultMessage: 'Your next charge of {amount} is on {date}; it will use the new card.',
    description: 'State of a subscription in good standing on the card page; {date} is the next charge date',
  },
  formTitle: {
    id: 'payment.replaceCard.formTitle',
    defaultMessage: 'Your new card',
    description: 'Heading above the card form on the card page',
  },
  save: {
    id: 'payment.replaceCard.save',
    defaultMessage: 'Save card',
    description: 'Button that saves the new card of a subscription in good standing; nothing is charged now',
  },
  saveAndPay: {
    id: 'payment.replaceCard.saveAndPay',
    defaultMessage: 'Save card and pay {amount}',
    description: 'Button that saves the new card of an overdue subscription and charges the overdue {amount} once',
  },
  noCardForm: {
    id: 'payment.replaceCard.noCardForm',
    defaultMessage: 'Cards cannot be updated here at the moment. Please try again later.',
    description: 'Shown on the card page when no card processor is configured',
  },
  doneTitle: {
    id: 'payment.replaceCard.doneTitle',
    defaultMessage: 'Thank you',
    description: 'Heading after the new card was saved',
  },
  updated: {
    id: 'payment.replaceCard.updated',
    defaultMessage: 'Your card is updated.',
    description: 'Text after the new card of a subscription was saved',
  },
  updatedAndPaid: {
    id: 'payment.replaceCard.updatedAndPaid',
    defaultMessage: 'Your card is updated and the payment went through. Your plan continues.',
    description: 'Text after the new card of an overdue subscription was saved and the overdue amount charged',
  },
  linkBrokenTitle: {
    id: 'payment.replaceCard.linkBroken.title',
    defaultMessage: 'This link does not work any more',
    description: 'Heading when a card link from an e-mail is wrong or its subscription is gone',
  },
  linkBrokenBody: {
    id: 'payment.replaceCard.linkBroken.body',
    defaultMessage: 'Nothing has changed on your plan. You can still open your report.',
    description: 'Text under the heading when a card link no longer works',
  },
  getReport: {
    id: 'payment.replaceCard.getReport',
    defaultMessage: 'Get my report',
    description: 'Button from a card link that no longer works to the page that finds a report',
  },
  notUpdatableTitle: {
    id: 'payment.replaceCard.notUpdatable.title',
    defaultMessage: 'Nothing to update',
    description: 'Heading when the subscription of a card link is cancelled or over',
  },
  notUpdatableBody: {
    id: 'payment.replaceCard.notUpdatable.body',
    defaultMessage: 'This plan has ended; there is nothing to pay.',
    description: 'Text when the subscription of a card link is cancelled or over',
  },
  methodUnavailableTitle: {
    id: 'payment.replaceCard.methodUnavailable.title',
    defaultMessage: 'The card cannot be changed here',
    description: 'Heading when a subscription was paid with PayPal, so no card can replace it',
  },
  methodUnavailableBody: {
    id: 'payment.replaceCard.methodUnavailable.body',
    defaultMessage: 'This plan was paid with PayPal; please choose a plan again.',
    description: 'Text when a subscription was paid with PayPal, so no card can replace it',
  },
  home: {
    id: 'payment.replaceCard.home',
    defaultMessage: 'Go to the home page',
    description: 'Button to the home page',
  },
  loadErrorTitle: {
    id: 'payment.replaceCard.loadError.title',
    defaultMessage: 'Your plan could not be loaded',
    description: 'Heading when the subscription of the card page failed to load',
  },
});
