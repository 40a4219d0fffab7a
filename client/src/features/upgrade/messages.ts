import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** The values of a billing period, as the plan page's messages take them. */
type Period = { interval: string; count: number };

/*
 * Several messages name a billing period with the plan page's ICU pattern: `interval` is DAY, WEEK, MONTH or YEAR
 * and `count` the number of them in one period (19.99 every 4 weeks has WEEK and 4). The single period is `=1`,
 * not `one`, so it matches in languages without a singular plural form (Chinese, Japanese, Korean). `price` and
 * `today` are formatted amounts and `date` a formatted date. Translators: keep the branches.
 */

export const upgradeMessages = defineMessages<{
  eyebrow: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  loading: NoMessageValues;
  premiumName: NoMessageValues;
  price: Period & { price: string };
  includesTitle: NoMessageValues;
}>({
  eyebrow: {
    id: 'upgrade.eyebrow',
    defaultMessage: 'Innerscope Premium',
    description: 'Small label above the heading of the upgrade page',
  },
  title: {
    id: 'upgrade.title',
    defaultMessage: 'Upgrade to Premium',
    description: 'Heading of the upgrade page',
  },
  intro: {
    id: 'upgrade.intro',
    defaultMessage: 'Every test, course and tool of Innerscope, open to you from today.',
    description: 'Text under the heading of the upgrade page',
  },
  loading: {
    id: 'upgrade.loading',
    defaultMessage: 'Loading your plan',
    description: 'Accessible text while the upgrade page loads',
  },
  premiumName: {
    id: 'upgrade.premium.name',
    defaultMessage: 'Premium',
    description: 'Name of the premium plan, as the heading of its card',
  },
  price: {
    id: 'upgrade.premium.price',
    defaultMessage:
      '{price} {interval, select, DAY {{count, plural, =1 {a day} other {every # days}}} WEEK {{count, plural, =1 {a week} other {every # weeks}}} MONTH {{count, plural, =1 {a month} other {every # months}}} other {{count, plural, =1 {a year} other {every # years}}}}',
    description: 'The premium price and its period on its card, e.g. "$99.99 a year"',
  },
  includesTitle: {
    id: 'upgrade.premium.includes',
    defaultMessage: 'What Premium includes',
    description: 'Heading of the list of premium privileges',
  },
});

/** The privileges of a premium subscriber (spec section 6), in the order they are listed. */
export const privilegeMessages = defineMessages({
  allTests: {
    id: 'upgrade.privilege.allTests',
    defaultMessage: 'Every assessment, each with its full report',
    description: 'Premium privilege: all tests of the site and their reports',
  },
  courses: {
    id: 'upgrade.privilege.courses',
    defaultMessage: 'The full course library: reading, audio and video',
    description: 'Premium privilege: the whole course system',
  },
  dailyPush: {
    id: 'upgrade.privilege.dailyPush',
    defaultMessage: 'A personal question sent to you every day',
    description: 'Premium privilege: the daily push with a personalised question',
  },
  games: {
    id: 'upgrade.privilege.games',
    defaultMessage: 'Brain games such as 2048 and the maze',
    description: 'Premium privilege: the games',
  },
  treeHole: {
    id: 'upgrade.privilege.treeHole',
    defaultMessage: 'The tree hole: share thoughts anonymously',
    description: 'Premium privilege: the anonymous confessional called the tree hole',
  },
  articles: {
    id: 'upgrade.privilege.articles',
    defaultMessage: 'Psychology articles and experiments',
    description: 'Premium privilege: the science articles and psychological experiments',
  },
  profile: {
    id: 'upgrade.privilege.profile',
    defaultMessage: 'An exclusive Premium profile',
    description: 'Premium privilege: a profile only premium subscribers have',
  },
});

/** The plan the upgrade replaces, in words. */
export const currentPlanMessages = defineMessages<{
  title: NoMessageValues;
  trial: Period & { days: number; price: string };
  trialNoDays: Period & { price: string };
  plan: Period & { price: string };
  trialEnds: { date: string };
  nextCharge: { date: string };
  cancelled: { date: string };
  pastDue: NoMessageValues;
}>({
  title: {
    id: 'upgrade.current.title',
    defaultMessage: 'Your current plan',
    description: 'Heading of the card describing the plan the upgrade replaces',
  },
  trial: {
    id: 'upgrade.current.trial',
    defaultMessage:
      'You are on the {days}-day trial, then {price} {interval, select, DAY {{count, plural, =1 {a day} other {every # days}}} WEEK {{count, plural, =1 {a week} other {every # weeks}}} MONTH {{count, plural, =1 {a month} other {every # months}}} other {{count, plural, =1 {a year} other {every # years}}}}',
    description: 'The current plan while in its trial, e.g. "You are on the 7-day trial, then $29.99 a month"',
  },
  trialNoDays: {
    id: 'upgrade.current.trialNoDays',
    defaultMessage:
      'You are on a trial, then {price} {interval, select, DAY {{count, plural, =1 {a day} other {every # days}}} WEEK {{count, plural, =1 {a week} other {every # weeks}}} MONTH {{count, plural, =1 {a month} other {every # months}}} other {{count, plural, =1 {a year} other {every # years}}}}',
    description: 'The current plan while in a trial whose length is not known',
  },
  plan: {
    id: 'upgrade.current.plan',
    defaultMessage:
      'You are on the plan at {price} {interval, select, DAY {{count, plural, =1 {a day} other {every # days}}} WEEK {{count, plural, =1 {a week} other {every # weeks}}} MONTH {{count, plural, =1 {a month} other {every # months}}} other {{count, plural, =1 {a year} other {every # years}}}}',
    description: 'The current plan after its trial or without one, e.g. "You are on the plan at $19.99 a week"',
  },
  trialEnds: {
    id: 'upgrade.current.trialEnds',
    defaultMessage: 'Your trial ends on {date}.',
    description: 'Under the current plan in its trial: when the trial ends',
  },
  nextCharge: {
    id: 'upgrade.current.nextCharge',
    defaultMessage: 'Next charge on {date}.',
    description: 'Under the current plan: when it would charge next',
  },
  cancelled: {
    id: 'upgrade.current.cancelled',
    defaultMessage: 'Cancelled: your access lasts until {date}.',
    description: 'Under the current plan when it was cancelled but still gives access',
  },
  pastDue: {
    id: 'upgrade.current.pastDue',
    defaultMessage: 'The last payment of this plan did not go through.',
    description: 'Under the current plan when its last renewal charge failed',
  },
});

/** What the buyer agrees to, stated before the button at the size of the price. */
export const upgradeTermsMessages = defineMessages<{
  replacesTrial: Period & { today: string; price: string; date: string; unsubscribe: MessageTag };
  replacesPlan: Period & { today: string; price: string; date: string; unsubscribe: MessageTag };
  consent: Period & { price: string; terms: MessageTag; privacy: MessageTag };
  termsRequired: NoMessageValues;
  button: { today: string };
  upgrading: NoMessageValues;
}>({
  replacesTrial: {
    id: 'upgrade.terms.replacesTrial',
    defaultMessage:
      'Today you pay {today}. Your current plan and trial end today and are replaced by Premium, which renews automatically at {price} {interval, select, DAY {{count, plural, =1 {a day} other {every # days}}} WEEK {{count, plural, =1 {a week} other {every # weeks}}} MONTH {{count, plural, =1 {a month} other {every # months}}} other {{count, plural, =1 {a year} other {every # years}}}} until you cancel; the next charge is on {date}. Payments for a billing period that has started are not refunded. You can cancel at any time before the next charge, in your account or on the <unsubscribe>unsubscribe page</unsubscribe>.',
    description:
      'What the upgrade does, for a buyer in a trial, above the button; {today} is charged today, {price} each period, {date} is the next charge; the tag is a link to the unsubscribe page',
  },
  replacesPlan: {
    id: 'upgrade.terms.replacesPlan',
    defaultMessage:
      'Today you pay {today}. Your current plan ends today and is replaced by Premium, which renews automatically at {price} {interval, select, DAY {{count, plural, =1 {a day} other {every # days}}} WEEK {{count, plural, =1 {a week} other {every # weeks}}} MONTH {{count, plural, =1 {a month} other {every # months}}} other {{count, plural, =1 {a year} other {every # years}}}} until you cancel; the next charge is on {date}. Payments for a billing period that has started are not refunded. You can cancel at any time before the next charge, in your account or on the <unsubscribe>unsubscribe page</unsubscribe>.',
    description:
      'What the upgrade does, for a buyer after the trial, above the button; {today} is charged today, {price} each period, {date} is the next charge; the tag is a link to the unsubscribe page',
  },
  consent: {
    id: 'upgrade.terms.consent',
    defaultMessage:
      'I have read and agree to the <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>, and to Premium renewing automatically at {price} {interval, select, DAY {{count, plural, =1 {a day} other {every # days}}} WEEK {{count, plural, =1 {a week} other {every # weeks}}} MONTH {{count, plural, =1 {a month} other {every # months}}} other {{count, plural, =1 {a year} other {every # years}}}} until I cancel.',
    description: 'Label of the terms checkbox of the upgrade; the tags are links to the two texts (they open in a new tab)',
  },
  termsRequired: {
    id: 'upgrade.terms.required',
    defaultMessage: 'Please agree to the terms first.',
    description: 'Error under the terms checkbox when upgrading without ticking it (wording from the specification)',
  },
  button: {
    id: 'upgrade.button',
    defaultMessage: 'Upgrade now for {today}',
    description: 'Main button of the upgrade page: charges the saved card and upgrades at once; {today} is the amount',
  },
  upgrading: {
    id: 'upgrade.upgrading',
    defaultMessage: 'Upgrading…',
    description: 'Main button text while the upgrade is being charged',
  },
});

/** Refusals shown above the button, and the whole-page states. */
export const upgradeStateMessages = defineMessages<{
  failed: NoMessageValues;
  network: NoMessageValues;
  tryAgain: NoMessageValues;
  doneTitle: NoMessageValues;
  doneBody: { date: string };
  alreadyTitle: NoMessageValues;
  alreadyBody: { date: string };
  toReport: NoMessageValues;
  noPremiumTitle: NoMessageValues;
  noPremiumBody: NoMessageValues;
  notFoundTitle: NoMessageValues;
  notFoundBody: NoMessageValues;
  retrieve: NoMessageValues;
  loadErrorTitle: NoMessageValues;
  loadErrorBody: NoMessageValues;
}>({
  failed: {
    id: 'upgrade.error.failed',
    defaultMessage: 'Upgrade failed. Please try again.',
    description: 'Above the button when the upgrade could not be charged or completed (wording from the specification)',
  },
  network: {
    id: 'upgrade.error.network',
    defaultMessage: 'We could not reach our server. Please check your connection and try again.',
    description: 'Above the button when the upgrade request could not be sent',
  },
  tryAgain: {
    id: 'upgrade.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button that loads the page again, or sends the upgrade again after a failure',
  },
  doneTitle: {
    id: 'upgrade.done.title',
    defaultMessage: 'You are now Premium',
    description: 'Heading once the upgrade went through',
  },
  doneBody: {
    id: 'upgrade.done.body',
    defaultMessage: 'Valid until {date}. Everything Premium includes is open to you now.',
    description: 'Text once the upgrade went through; {date} is the end of the paid premium period',
  },
  alreadyTitle: {
    id: 'upgrade.already.title',
    defaultMessage: 'You are already Premium',
    description: 'Heading when the test already has a premium plan',
  },
  alreadyBody: {
    id: 'upgrade.already.body',
    defaultMessage: 'Your Premium is valid until {date}. There is nothing more to pay.',
    description: 'Text when the test already has a premium plan; {date} is the end of its current period',
  },
  toReport: {
    id: 'upgrade.toReport',
    defaultMessage: 'Go to my report',
    description: 'Button from the upgrade page to the report of the test',
  },
  noPremiumTitle: {
    id: 'upgrade.noPremium.title',
    defaultMessage: 'No premium plan found',
    description: 'Heading when no premium plan is sold for this test (wording from the specification)',
  },
  noPremiumBody: {
    id: 'upgrade.noPremium.body',
    defaultMessage: 'Premium is not on offer for your test at the moment. Your current plan stays as it is.',
    description: 'Text when no premium plan is sold for this test',
  },
  notFoundTitle: {
    id: 'upgrade.notFound.title',
    defaultMessage: 'We couldn’t find your plan here',
    description: 'Heading when the page has no order, or this browser is not the one the report was bought on',
  },
  notFoundBody: {
    id: 'upgrade.notFound.body',
    defaultMessage:
      'Please open this page from the browser you paid on, or from the link in your report e-mail. We can send your report links to your inbox again.',
    description: 'Text when the page cannot show the plan to this browser',
  },
  retrieve: {
    id: 'upgrade.notFound.retrieve',
    defaultMessage: 'Send my report links',
    description: 'Button to the page that e-mails the report links again',
  },
  loadErrorTitle: {
    id: 'upgrade.loadError.title',
    defaultMessage: 'Your plan could not be loaded',
    description: 'Heading when the upgrade page failed to load',
  },
  loadErrorBody: {
    id: 'upgrade.loadError.body',
    defaultMessage: 'Please check your connection and try again.',
    description: 'Text when the upgrade page failed to load',
  },
});
