import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';

/** The values of a billing period (see below). */
type Period = { interval: string; count: number };

/*
 * Several messages name a billing period with the same ICU pattern: `interval` is DAY, WEEK, MONTH or YEAR and
 * `count` the number of them in one period (19.99 every 4 weeks has WEEK and 4). Translators: keep the branches.
 */

export const planMessages = defineMessages<{
  eyebrow: { type: string };
  eyebrowNoType: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  plansLegend: NoMessageValues;
  loading: NoMessageValues;
  continue: NoMessageValues;
  submitting: NoMessageValues;
  secureNote: NoMessageValues;
}>({
  eyebrow: {
    id: 'plan.eyebrow',
    defaultMessage: 'Your full {type} report is one step away',
    description: 'Small label above the heading of the plan page; {type} is the four-letter type such as INFJ',
  },
  eyebrowNoType: {
    id: 'plan.eyebrowNoType',
    defaultMessage: 'Your full report is one step away',
    description: 'Small label above the heading of the plan page when the type is not known',
  },
  title: {
    id: 'plan.title',
    defaultMessage: 'Choose your plan',
    description: 'Heading of the plan page',
  },
  intro: {
    id: 'plan.intro',
    defaultMessage: 'Every plan unlocks your full report and everything listed below. You can cancel at any time.',
    description: 'Text under the heading of the plan page',
  },
  plansLegend: {
    id: 'plan.plansLegend',
    defaultMessage: 'Plans',
    description: 'Accessible name of the group of plan cards (read by screen readers)',
  },
  loading: {
    id: 'plan.loading',
    defaultMessage: 'Loading the plans',
    description: 'Accessible text while the plan page loads',
  },
  continue: {
    id: 'plan.continue',
    defaultMessage: 'Continue to payment',
    description: 'Main button of the plan page: creates the order and opens the payment page',
  },
  submitting: {
    id: 'plan.submitting',
    defaultMessage: 'Preparing your order…',
    description: 'Main button text while the order is being created',
  },
  secureNote: {
    id: 'plan.secureNote',
    defaultMessage: 'You enter your payment details on the next page. Nothing is charged before you confirm there.',
    description: 'Reassurance under the main button of the plan page',
  },
});

/** A plan's title, from its interval; `price`, `perDay` and `trialPrice` are formatted amounts. */
export const planTitleMessages = defineMessages<{
  trialThen: Period & { days: number; price: string };
  perDay: Period & { perDay: string; price: string };
  plain: Period & { price: string };
  oneOff: { price: string };
  today: { price: string };
  usualPrice: { price: string };
  youSave: { amount: string };
  featuresLabel: NoMessageValues;
}>({
  trialThen: {
    id: 'plan.title.trialThen',
    defaultMessage:
      '{days}-day trial, then {price} {interval, select, DAY {{count, plural, one {a day} other {every # days}}} WEEK {{count, plural, one {a week} other {every # weeks}}} MONTH {{count, plural, one {a month} other {every # months}}} other {{count, plural, one {a year} other {every # years}}}}',
    description:
      'Title of a plan with a trial, e.g. "7-day trial, then $29.99 a month"; {days} is the trial length, {price} the full price',
  },
  perDay: {
    id: 'plan.title.perDay',
    defaultMessage:
      '{perDay} a day, billed {price} {interval, select, DAY {{count, plural, one {every day} other {every # days}}} WEEK {{count, plural, one {every week} other {every # weeks}}} MONTH {{count, plural, one {every month} other {every # months}}} other {{count, plural, one {every year} other {every # years}}}}',
    description:
      'Title of a plan billed for more than a week at a time, e.g. "$0.71 a day, billed $19.99 every 4 weeks"; {perDay} is the full price divided by the days of the period',
  },
  plain: {
    id: 'plan.title.plain',
    defaultMessage:
      '{price} {interval, select, DAY {{count, plural, one {a day} other {every # days}}} WEEK {{count, plural, one {a week} other {every # weeks}}} MONTH {{count, plural, one {a month} other {every # months}}} other {{count, plural, one {a year} other {every # years}}}}',
    description: 'Title of a plan billed every day or every week, e.g. "$19.99 a week"',
  },
  oneOff: {
    id: 'plan.title.oneOff',
    defaultMessage: '{price}, paid once',
    description: 'Title of an offer that does not renew',
  },
  today: {
    id: 'plan.card.today',
    defaultMessage: '{price} today',
    description: 'On a plan card: what this plan charges today (the trial price, or the full price)',
  },
  usualPrice: {
    id: 'plan.card.usualPrice',
    defaultMessage: 'Usual price: {price}',
    description: 'Read by screen readers before the struck-through usual price of a plan',
  },
  youSave: {
    id: 'plan.card.youSave',
    defaultMessage: 'You save {amount}',
    description: 'On a plan card or an upsell offer: the saving on the usual price',
  },
  featuresLabel: {
    id: 'plan.card.featuresLabel',
    defaultMessage: 'Included',
    description: 'Accessible name of the list of what a plan includes',
  },
});

/** What a plan includes, by the feature keys the server sends. */
export const featureMessages = defineMessages({
  fullReport: {
    id: 'plan.feature.fullReport',
    defaultMessage: 'Your full personality report',
    description: 'Plan feature: the complete report of the test just taken',
  },
  pdfReport: {
    id: 'plan.feature.pdfReport',
    defaultMessage: 'Report as a PDF to download',
    description: 'Plan feature: one-click PDF download of the report',
  },
  allTests: {
    id: 'plan.feature.allTests',
    defaultMessage: 'All other tests and their reports',
    description: 'Plan feature: access to every test of the site',
  },
  courses: {
    id: 'plan.feature.courses',
    defaultMessage: 'Courses on growth, career and relationships',
    description: 'Plan feature: the course library',
  },
  dailyQuestion: {
    id: 'plan.feature.dailyQuestion',
    defaultMessage: 'A personal question every day',
    description: 'Plan feature: the daily personalised question',
  },
  games: {
    id: 'plan.feature.games',
    defaultMessage: 'Brain games',
    description: 'Plan feature: the games (2048, maze and others)',
  },
  treeHole: {
    id: 'plan.feature.treeHole',
    defaultMessage: 'The tree hole: share thoughts anonymously',
    description: 'Plan feature: the anonymous confessional called the tree hole',
  },
});

/**
 * The full report of an exam that has its own words for it, named for that exam ("Your full depression screen
 * report"); the 16-type test's offers keep `featureMessages.fullReport`. An exam adds its entry here.
 */
export const examReportFeatureMessages = defineMessages({
  DEPS: {
    id: 'plan.feature.depsReport',
    defaultMessage: 'Your full depression screen report',
    description: 'Feature of the depression screen’s one-off report: its complete report',
  },
  YDGX: {
    id: 'plan.feature.ydgxReport',
    defaultMessage: 'Your full psychological map report',
    description: 'Feature of the psychological map’s one-off report: its complete report',
  },
});

export const countdownMessages = defineMessages<{
  endsIn: { time: MessageValue };
  explanation: NoMessageValues;
}>({
  endsIn: {
    id: 'plan.countdown.endsIn',
    defaultMessage: 'Offer ends in {time}',
    description: 'Countdown to the end of the introductory prices; {time} is hh:mm:ss',
  },
  explanation: {
    id: 'plan.countdown.explanation',
    defaultMessage: 'The introductory prices for your test end when the timer runs out.',
    description: 'Line under the countdown: what ends when it reaches zero',
  },
});

export const promoMessages = defineMessages<{
  toggle: NoMessageValues;
  label: NoMessageValues;
  apply: NoMessageValues;
  checking: NoMessageValues;
  applied: { code: string; percent: string };
  remove: NoMessageValues;
  required: NoMessageValues;
  invalid: NoMessageValues;
  network: NoMessageValues;
}>({
  toggle: {
    id: 'plan.promo.toggle',
    defaultMessage: 'Have a promo code?',
    description: 'Button that opens the promo code field',
  },
  label: { id: 'plan.promo.label', defaultMessage: 'Promo code', description: 'Label of the promo code field' },
  apply: { id: 'plan.promo.apply', defaultMessage: 'Apply', description: 'Button that checks the promo code' },
  checking: {
    id: 'plan.promo.checking',
    defaultMessage: 'Checking…',
    description: 'Promo code button text while the code is checked',
  },
  applied: {
    id: 'plan.promo.applied',
    defaultMessage: "Promo code {code} applied: {percent} off today's payment",
    description: 'Banner once a promo code is accepted; {percent} is a formatted percentage such as 10%',
  },
  remove: {
    id: 'plan.promo.remove',
    defaultMessage: 'Remove',
    description: 'Button in the promo code banner that takes the code off',
  },
  required: {
    id: 'plan.promo.required',
    defaultMessage: 'Please enter a promo code.',
    description: 'Error under the promo code field when it is empty',
  },
  invalid: {
    id: 'plan.promo.invalid',
    defaultMessage: 'This promo code is not valid or has expired.',
    description: 'Error under the promo code field when the code is unknown',
  },
  network: {
    id: 'plan.promo.network',
    defaultMessage: 'The code could not be checked. Please try again.',
    description: 'Error under the promo code field when the check failed',
  },
});

export const summaryMessages = defineMessages<{
  title: NoMessageValues;
  promo: { code: string };
  dueToday: NoMessageValues;
  youSave: NoMessageValues;
  discount: { amount: string };
}>({
  title: { id: 'plan.summary.title', defaultMessage: 'Summary', description: 'Heading of the totals of the plan page' },
  promo: {
    id: 'plan.summary.promo',
    defaultMessage: 'Promo code {code}',
    description: 'Line of the totals with the promo code discount',
  },
  dueToday: {
    id: 'plan.summary.dueToday',
    defaultMessage: 'Total due today',
    description: 'Line of the totals: what is charged today',
  },
  youSave: { id: 'plan.summary.youSave', defaultMessage: 'You save', description: 'Line of the totals: today’s saving' },
  discount: {
    id: 'plan.summary.discount',
    defaultMessage: '−{amount}',
    description: 'A discount amount, with a minus sign',
  },
});

/** What happens after today's payment, stated before the button. `unsubscribe` wraps a link. */
export const termsMessages = defineMessages<{
  trial: Period & { today: string; days: number; price: string; date: MessageValue; unsubscribe: MessageTag };
  noTrial: Period & { today: string; price: string; date: MessageValue; unsubscribe: MessageTag };
  oneOff: { today: string };
  noRefund: NoMessageValues;
}>({
  noRefund: {
    id: 'plan.terms.noRefund',
    defaultMessage: 'Once a billing period has started, its payment is not refunded; cancelling stops the next charge.',
    description: 'Terms line under the renewal terms: the no-refund rule for the current billing cycle',
  },
  trial: {
    id: 'plan.terms.trial',
    defaultMessage:
      'Today you pay {today} for a {days}-day trial. After the trial, your plan renews automatically at {price} {interval, select, DAY {{count, plural, one {a day} other {every # days}}} WEEK {{count, plural, one {a week} other {every # weeks}}} MONTH {{count, plural, one {a month} other {every # months}}} other {{count, plural, one {a year} other {every # years}}}} until you cancel. The first full charge of {price} is on {date}. You can cancel at any time before the renewal date, in your account or on the <unsubscribe>unsubscribe page</unsubscribe>.',
    description: 'Terms of a plan with a trial, above the checkboxes; {today} is today’s charge, {date} the first full charge',
  },
  noTrial: {
    id: 'plan.terms.noTrial',
    defaultMessage:
      'Today you pay {today}. Your plan renews automatically at {price} {interval, select, DAY {{count, plural, one {a day} other {every # days}}} WEEK {{count, plural, one {a week} other {every # weeks}}} MONTH {{count, plural, one {a month} other {every # months}}} other {{count, plural, one {a year} other {every # years}}}} until you cancel. The next charge of {price} is on {date}. You can cancel at any time before the renewal date, in your account or on the <unsubscribe>unsubscribe page</unsubscribe>.',
    description: 'Terms of a plan without a trial, above the checkboxes; {date} is the next charge, one period from today',
  },
  oneOff: {
    id: 'plan.terms.oneOff',
    defaultMessage: 'Today you pay {today}, once. Nothing renews.',
    description: 'Terms of an offer that does not renew',
  },
});

export const consentMessages = defineMessages<{
  terms: { terms: MessageTag; privacy: MessageTag };
  renewalTrial: Period & { days: number; price: string };
  renewal: Period & { price: string };
  termsRequired: NoMessageValues;
  renewalRequired: NoMessageValues;
}>({
  terms: {
    id: 'plan.consent.terms',
    defaultMessage: 'I have read and agree to the <terms>Terms of Service</terms> and <privacy>Privacy Policy</privacy>',
    description: 'Label of the terms checkbox; the tags are links to the two texts (they open in a new tab)',
  },
  renewalTrial: {
    id: 'plan.consent.renewalTrial',
    defaultMessage:
      'I agree that after the {days}-day trial my plan renews automatically at {price} {interval, select, DAY {{count, plural, one {a day} other {every # days}}} WEEK {{count, plural, one {a week} other {every # weeks}}} MONTH {{count, plural, one {a month} other {every # months}}} other {{count, plural, one {a year} other {every # years}}}} until I cancel.',
    description: 'Label of the separate automatic renewal checkbox for a plan with a trial',
  },
  renewal: {
    id: 'plan.consent.renewal',
    defaultMessage:
      'I agree that my plan renews automatically at {price} {interval, select, DAY {{count, plural, one {a day} other {every # days}}} WEEK {{count, plural, one {a week} other {every # weeks}}} MONTH {{count, plural, one {a month} other {every # months}}} other {{count, plural, one {a year} other {every # years}}}} until I cancel.',
    description: 'Label of the separate automatic renewal checkbox for a plan without a trial',
  },
  termsRequired: {
    id: 'plan.consent.termsRequired',
    defaultMessage: 'Please check "I have read and agree to the terms" to proceed',
    description: 'Error under the terms checkbox when continuing without ticking it (wording from the specification)',
  },
  renewalRequired: {
    id: 'plan.consent.renewalRequired',
    defaultMessage: 'Please agree to the automatic renewal to continue',
    description: 'Error under the automatic renewal checkbox when continuing without ticking it',
  },
});

/** One message per order error code; the server's own wording is never shown. */
export const orderErrorMessages = defineMessages({
  sessionNotFound: {
    id: 'plan.error.sessionNotFound',
    defaultMessage: 'We could not find your test. Please take it again.',
    description: 'Error above the button when the test the order is for no longer exists',
  },
  notSubmitted: {
    id: 'plan.error.notSubmitted',
    defaultMessage: 'Your test is not finished yet. Please answer the remaining statements first.',
    description: 'Error above the button when the test was not submitted',
  },
  skuNotFound: {
    id: 'plan.error.skuNotFound',
    defaultMessage: 'This plan is no longer available. Please choose another one.',
    description: 'Error above the button when the chosen plan does not exist any more',
  },
  email: {
    id: 'plan.error.email',
    defaultMessage: 'We need a valid e-mail address to send your report. Please check it in the form.',
    description: 'Error above the button when the e-mail address of the test is missing or wrong',
  },
  country: {
    id: 'plan.error.country',
    defaultMessage: 'Your country or region could not be used. Please check it in the form.',
    description: 'Error above the button when the country of the test is not valid',
  },
  editForm: {
    id: 'plan.error.editForm',
    defaultMessage: 'Check the form',
    description: 'Link from an e-mail or country error back to the report form',
  },
  unexpected: {
    id: 'plan.error.unexpected',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Error above the button for any other refusal',
  },
  network: {
    id: 'plan.error.network',
    defaultMessage: 'We could not reach our server. Check your connection and try again.',
    description: 'Error above the button when the order could not be sent',
  },
});

export const planStateMessages = defineMessages({
  needsFormTitle: {
    id: 'plan.needsForm.title',
    defaultMessage: 'Tell us where to send your report',
    description: 'Heading when the plan page is opened before the e-mail address was given',
  },
  needsFormBody: {
    id: 'plan.needsForm.body',
    defaultMessage: 'We need your e-mail address before you choose a plan. It takes less than a minute.',
    description: 'Text when the plan page is opened before the e-mail address was given',
  },
  toForm: {
    id: 'plan.needsForm.button',
    defaultMessage: 'Enter my e-mail address',
    description: 'Button from the plan page back to the report form',
  },
  notFoundTitle: {
    id: 'plan.notFound.title',
    defaultMessage: 'We could not find your test',
    description: 'Heading when the plan page names a test that does not exist',
  },
  notFoundBody: {
    id: 'plan.notFound.body',
    defaultMessage: 'The link may be incomplete. You can take the test again; it takes about 15 minutes.',
    description: 'Text when the plan page names a test that does not exist',
  },
  startTest: {
    id: 'plan.startTest',
    defaultMessage: 'Start the test',
    description: 'Button that opens the first statement of the test',
  },
  unfinishedTitle: {
    id: 'plan.unfinished.title',
    defaultMessage: 'Your test is not finished yet',
    description: 'Heading when the plan page is opened before the answers were completed',
  },
  unfinishedBody: {
    id: 'plan.unfinished.body',
    defaultMessage: 'Answer the remaining statements, then choose your plan.',
    description: 'Text when the plan page is opened before the answers were completed',
  },
  continueTest: {
    id: 'plan.continueTest',
    defaultMessage: 'Continue the test',
    description: 'Button back to the test from the plan page',
  },
  loadErrorTitle: {
    id: 'plan.loadError.title',
    defaultMessage: 'The plans could not be loaded',
    description: 'Heading when the plan page failed to load',
  },
  loadErrorBody: {
    id: 'plan.loadError.body',
    defaultMessage: 'Please check your connection and try again.',
    description: 'Text when a checkout page failed to load',
  },
  retry: { id: 'plan.retry', defaultMessage: 'Try again', description: 'Button that loads a checkout page again' },
  noPlansTitle: {
    id: 'plan.noPlans.title',
    defaultMessage: 'No plans are available right now',
    description: 'Heading when the server offers no plan',
  },
  alreadyTitle: {
    id: 'plan.already.title',
    defaultMessage: 'You already have this plan',
    description: 'Heading when the chosen plan was bought before for this test',
  },
  alreadyBody: {
    id: 'plan.already.body',
    defaultMessage: 'There is nothing to pay. We are taking you to the next step.',
    description: 'Text when the plan was bought before; the page moves on after 3 seconds',
  },
  continueNow: {
    id: 'plan.continueNow',
    defaultMessage: 'Continue',
    description: 'Button that moves on at once instead of waiting',
  },
  alreadyElsewhereBody: {
    id: 'plan.already.elsewhere.body',
    defaultMessage:
      'There is nothing to pay. Your report opens in the browser it was bought in, or from the link in the e-mail that came with it. We can send the links to your reports to your e-mail address.',
    description:
      'Text when the chosen option was bought before but not in this browser (the test was opened from a link): the order is not shown here, and the button leads to the page that e-mails the report links',
  },
  alreadyElsewhereAction: {
    id: 'plan.already.elsewhere.action',
    defaultMessage: 'E-mail me my report links',
    description: 'Button to the page that sends the links to a person’s reports by e-mail',
  },
});

export const reviewMessages = defineMessages<{
  title: NoMessageValues;
  rating: { rating: number };
  verified: NoMessageValues;
  justNow: NoMessageValues;
}>({
  title: { id: 'plan.reviews.title', defaultMessage: 'What buyers say', description: 'Heading of the reviews' },
  rating: {
    id: 'plan.reviews.rating',
    defaultMessage: 'Rated {rating} out of 5',
    description: 'Accessible text of the stars of a review',
  },
  verified: {
    id: 'plan.reviews.verified',
    defaultMessage: 'Verified customer',
    description: 'Badge of a review written by someone who paid',
  },
  justNow: { id: 'plan.time.justNow', defaultMessage: 'just now', description: 'Time of something under 5 seconds ago' },
});

export const socialProofMessages = defineMessages<{
  reportsUnlockedThisWeek: { count: number };
  testsCompletedThisWeek: { count: number };
  pause: NoMessageValues;
  resume: NoMessageValues;
}>({
  reportsUnlockedThisWeek: {
    id: 'plan.activity.reportsUnlockedThisWeek',
    defaultMessage: '{count, plural, one {# person} other {# people}} unlocked their full report this week',
    description:
      'Notice on the plan page: how many people (always 20 or more) paid for their report in the last 7 days; never about one buyer',
  },
  testsCompletedThisWeek: {
    id: 'plan.activity.testsCompletedThisWeek',
    defaultMessage: '{count, plural, one {# person} other {# people}} finished the test this week',
    description: 'Notice on the plan page: how many people (always 20 or more) completed the test in the last 7 days',
  },
  pause: {
    id: 'plan.recent.pause',
    defaultMessage: 'Pause the notices',
    description: 'Accessible name of the button that stops the rotating notices of recent purchases',
  },
  resume: {
    id: 'plan.recent.resume',
    defaultMessage: 'Resume the notices',
    description: 'Accessible name of the button that restarts the rotating notices of recent purchases',
  },
});

/** The upsell steps after the first payment. */
export const packageMessages = defineMessages<{
  paid: NoMessageValues;
  eyebrow: NoMessageValues;
  loading: NoMessageValues;
  chargedTo: { card: string };
  chargedToSaved: NoMessageValues;
  card: { brand: string; last4: string };
  addFor: { price: string };
  payNow: { price: string };
  buying: NoMessageValues;
  noThanks: NoMessageValues;
  toReport: NoMessageValues;
  oneOffTerms: { price: string };
  skipTrialTerms: Period & { price: string; date: MessageValue; unsubscribe: MessageTag };
  confirmTitle: NoMessageValues;
  confirmBody: { offer: string };
  keep: NoMessageValues;
  skip: NoMessageValues;
  addedTitle: NoMessageValues;
  addedBody: NoMessageValues;
  processingTitle: NoMessageValues;
  processingBody: NoMessageValues;
  alreadyTitle: NoMessageValues;
  alreadyBody: NoMessageValues;
  continue: NoMessageValues;
  continueWithout: NoMessageValues;
  tryAgain: NoMessageValues;
  declinedTitle: NoMessageValues;
  noOrderTitle: NoMessageValues;
  noOrderBody: NoMessageValues;
  toPlans: NoMessageValues;
  loadErrorTitle: NoMessageValues;
}>({
  paid: {
    id: 'plan.package.paid',
    defaultMessage: 'Payment received. Your report is being prepared.',
    description: 'Banner at the top of the upsell steps, after the first payment succeeded',
  },
  eyebrow: {
    id: 'plan.package.eyebrow',
    defaultMessage: 'Optional extra',
    description: 'Small label above the title of an upsell offer',
  },
  loading: {
    id: 'plan.package.loading',
    defaultMessage: 'Loading your offer',
    description: 'Accessible text while an upsell step loads',
  },
  chargedTo: {
    id: 'plan.package.chargedTo',
    defaultMessage: 'Charged to {card}',
    description: 'The saved card an upsell is charged to; {card} such as "Visa •••• 4242"',
  },
  chargedToSaved: {
    id: 'plan.package.chargedToSaved',
    defaultMessage: 'Charged to the payment method of your first order',
    description: 'Shown instead of the card when its details are not known',
  },
  card: {
    id: 'plan.package.card',
    defaultMessage: '{brand} •••• {last4}',
    description: 'A card by its brand and last four digits',
  },
  addFor: {
    id: 'plan.package.addFor',
    defaultMessage: 'Add for {price}',
    description: 'Main button of an upsell offer: buys it at once with the saved card',
  },
  payNow: {
    id: 'plan.package.payNow',
    defaultMessage: 'Pay {price} now',
    description: 'Main button of the "skip the trial" offer',
  },
  buying: {
    id: 'plan.package.buying',
    defaultMessage: 'Processing payment…',
    description: 'Main button text while an upsell is being charged',
  },
  noThanks: {
    id: 'plan.package.noThanks',
    defaultMessage: 'No thanks',
    description: 'Text button that declines an upsell and shows the next one (asks "are you sure?" the first time only)',
  },
  toReport: {
    id: 'plan.package.toReport',
    defaultMessage: 'Go to my report',
    description: 'Button on every upsell step: leaves the offers at once and opens the report just paid for',
  },
  oneOffTerms: {
    id: 'plan.package.oneOffTerms',
    defaultMessage: 'One payment of {price}, charged at once. Nothing renews.',
    description: 'Terms of a one-off upsell, above its button',
  },
  skipTrialTerms: {
    id: 'plan.package.skipTrialTerms',
    defaultMessage:
      'You pay {price} now, charged at once, instead of waiting for the trial to end. Your plan then renews automatically at {price} {interval, select, DAY {{count, plural, one {a day} other {every # days}}} WEEK {{count, plural, one {a week} other {every # weeks}}} MONTH {{count, plural, one {a month} other {every # months}}} other {{count, plural, one {a year} other {every # years}}}} until you cancel. The next charge is on {date}. You can cancel at any time before the renewal date, in your account or on the <unsubscribe>unsubscribe page</unsubscribe>.',
    description: 'Terms of the "pay now and skip the trial" offer, above its renewal checkbox',
  },
  confirmTitle: {
    id: 'plan.package.confirm.title',
    defaultMessage: 'Are you sure?',
    description: 'Title of the window shown after "No thanks" on an upsell offer',
  },
  confirmBody: {
    id: 'plan.package.confirm.body',
    defaultMessage: '{offer} will not be added. You can go on to your report without it.',
    description: 'Text of the "are you sure?" window; {offer} is the offer’s title',
  },
  keep: {
    id: 'plan.package.confirm.keep',
    defaultMessage: 'Keep the offer',
    description: 'Button of the "are you sure?" window that goes back to the offer',
  },
  skip: {
    id: 'plan.package.confirm.skip',
    defaultMessage: 'Skip it',
    description: 'Button of the "are you sure?" window that declines the offer',
  },
  addedTitle: {
    id: 'plan.package.added.title',
    defaultMessage: 'Added to your order',
    description: 'Confirmation after an upsell was paid',
  },
  addedBody: {
    id: 'plan.package.added.body',
    defaultMessage: 'Thank you. We are taking you to the next step.',
    description: 'Text of the confirmation after an upsell was paid; the page moves on by itself',
  },
  processingTitle: {
    id: 'plan.package.processing.title',
    defaultMessage: 'Your payment is being processed',
    description: 'Shown when the processor has not finished the upsell payment yet',
  },
  processingBody: {
    id: 'plan.package.processing.body',
    defaultMessage: 'We will e-mail you once it is done. You can go on in the meantime.',
    description: 'Text when the upsell payment is still processing',
  },
  alreadyTitle: {
    id: 'plan.package.already.title',
    defaultMessage: 'Already purchased',
    description: 'Shown when the upsell was bought before; the page moves on after 3 seconds',
  },
  alreadyBody: {
    id: 'plan.package.already.body',
    defaultMessage: 'You already have this. We are taking you to the next step.',
    description: 'Text when the upsell was bought before',
  },
  continue: {
    id: 'plan.package.continue',
    defaultMessage: 'Continue',
    description: 'Button that moves on to the next step at once',
  },
  continueWithout: {
    id: 'plan.package.continueWithout',
    defaultMessage: 'Continue without it',
    description: 'Button after a failed upsell payment: goes on without the offer',
  },
  tryAgain: {
    id: 'plan.package.tryAgain',
    defaultMessage: 'Try again',
    description: 'Button after a failed upsell payment: shows the offer again',
  },
  declinedTitle: {
    id: 'plan.package.declined.title',
    defaultMessage: 'The payment did not go through',
    description: 'Heading after an upsell payment was refused; nothing was charged',
  },
  noOrderTitle: {
    id: 'plan.package.noOrder.title',
    defaultMessage: 'We could not find your order',
    description: 'Heading when the upsell steps are opened without a known order',
  },
  noOrderBody: {
    id: 'plan.package.noOrder.body',
    defaultMessage: 'The link may be incomplete. You can choose your plan again; nothing is charged twice.',
    description: 'Text when the upsell steps are opened without a known order',
  },
  toPlans: {
    id: 'plan.package.toPlans',
    defaultMessage: 'See the plans',
    description: 'Button from the upsell steps back to the plan page',
  },
  loadErrorTitle: {
    id: 'plan.package.loadError.title',
    defaultMessage: 'Your offer could not be loaded',
    description: 'Heading when an upsell step failed to load',
  },
});

/** Each upsell step: what it is. */
export const stepMessages = defineMessages({
  skip_trialTitle: {
    id: 'plan.step.skipTrial.title',
    defaultMessage: 'Pay now and skip the trial',
    description: 'Title of the upsell that replaces the trial by the full plan, charged at once',
  },
  skip_trialBody: {
    id: 'plan.step.skipTrial.saving',
    defaultMessage:
      'Your trial already unlocks your full report. If you mean to keep a plan after it, this one costs less per day than the price your trial renews at.',
    description:
      'What the "skip the trial" offer is: the same plan features, billed from today at a lower price per day than the plan the trial turns into (the offer is only shown when that is true)',
  },
  add_packsTitle: {
    id: 'plan.step.addPacks.title',
    defaultMessage: 'Extra test pack',
    description: 'Title of the upsell with more tests',
  },
  add_packsBody: {
    id: 'plan.step.addPacks.body',
    defaultMessage: 'More tests on career, relationships and emotions, each with its own report.',
    description: 'What the extra test pack is',
  },
  depth_contentTitle: {
    id: 'plan.step.depthContent.title',
    defaultMessage: 'In-depth guide to your type',
    description: 'Title of the upsell with in-depth content',
  },
  depth_contentBody: {
    id: 'plan.step.depthContent.body',
    defaultMessage: 'Longer chapters on your strengths, your stress patterns and how you grow.',
    description: 'What the in-depth content is',
  },
  member_exclusiveTitle: {
    id: 'plan.step.memberExclusive.title',
    defaultMessage: 'Member exclusives',
    description: 'Title of the upsell with member-only content',
  },
  member_exclusiveBody: {
    id: 'plan.step.memberExclusive.body',
    defaultMessage: 'Courses and articles kept for members, with new ones every month.',
    description: 'What the member exclusives are',
  },
  access_productTitle: {
    id: 'plan.step.accessProduct.title',
    defaultMessage: 'Extended access',
    description: 'Title of the upsell that extends access to the product',
  },
  access_productBody: {
    id: 'plan.step.accessProduct.body',
    defaultMessage: 'Keep your reports, downloads and results available for longer.',
    description: 'What the extended access is',
  },
});

/** Why a processor refused an upsell payment, by decline code. */
export const declineMessages = defineMessages({
  CARD_DECLINED: {
    id: 'plan.decline.cardDeclined',
    defaultMessage: 'Your card was declined. You have not been charged for this offer.',
    description: 'Upsell payment refused by the bank',
  },
  INSUFFICIENT_FUNDS: {
    id: 'plan.decline.insufficientFunds',
    defaultMessage: 'There are not enough funds on your card for this offer. You have not been charged.',
    description: 'Upsell payment refused for lack of funds',
  },
  AUTHENTICATION_FAILED: {
    id: 'plan.decline.authenticationFailed',
    defaultMessage: 'Your bank could not confirm this payment. You have not been charged.',
    description: 'Upsell payment refused because 3-D Secure failed',
  },
  PROCESSING_ERROR: {
    id: 'plan.decline.processingError',
    defaultMessage: 'The payment could not be processed. You have not been charged; please try again later.',
    description: 'Upsell payment failed at the processor',
  },
  INVALID_PAYMENT_METHOD: {
    id: 'plan.decline.invalidPaymentMethod',
    defaultMessage: 'Your saved payment method cannot be used for this offer. You have not been charged.',
    description: 'Upsell payment refused because the saved method cannot be charged again',
  },
  CANCELED: {
    id: 'plan.decline.canceled',
    defaultMessage: 'The payment was cancelled. You have not been charged for this offer.',
    description: 'Upsell payment cancelled at the processor before it was taken',
  },
});

/** Why an upsell could not be bought, by payment error code. */
export const buyErrorMessages = defineMessages({
  savedMethod: {
    id: 'plan.buyError.savedMethod',
    defaultMessage: 'This offer cannot be charged to your saved payment method.',
    description: 'Upsell refused because there is no usable saved payment method',
  },
  skuNotFound: {
    id: 'plan.buyError.skuNotFound',
    defaultMessage: 'This offer is no longer available.',
    description: 'Upsell refused because the offer does not exist any more',
  },
  planAlreadyActive: {
    id: 'plan.buyError.planAlreadyActive',
    defaultMessage: 'You already have this plan, or one just like it, for this test, so it was not added. You have not been charged.',
    description: 'Upsell plan refused because the same plan, or a paid one of the same rank, already runs for the test',
  },
  planBelowCurrent: {
    id: 'plan.buyError.planBelowCurrent',
    defaultMessage: 'Your Premium plan already includes everything in this offer, so it was not added. You have not been charged.',
    description: 'Upsell plan refused because the test already has Premium, which ranks above it and would have been replaced',
  },
});

/** The options of the plan and buy-report pages: the one-off report beside the plans, each with its real cost. */
export const offerMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  buyReportTitle: NoMessageValues;
  buyReportIntro: NoMessageValues;
  legend: NoMessageValues;
  required: NoMessageValues;
  chooseFirst: NoMessageValues;
  includedInAll: NoMessageValues;
  reportOnce: NoMessageValues;
  todayThen: Period & { today: string; price: string };
  todayThenTrial: Period & { today: string; price: string; days: number };
  oncePayment: { price: string };
  alreadyReport: NoMessageValues;
}>({
  title: {
    id: 'plan.options.title',
    defaultMessage: 'Choose how to get your full report',
    description: 'Heading of the plan page when the report can be bought once or with a plan',
  },
  intro: {
    id: 'plan.options.intro',
    defaultMessage: 'Buy this report once, or choose a plan. A plan renews until you cancel it; the one-off report never renews.',
    description: 'Text under the heading of the plan page when the report can be bought once or with a plan',
  },
  buyReportTitle: {
    id: 'plan.buyReport.title',
    defaultMessage: 'Get your full report with one payment',
    description: 'Heading of the page that sells the report of one test once, without a subscription',
  },
  buyReportIntro: {
    id: 'plan.buyReport.intro',
    defaultMessage:
      'No subscription and nothing that renews: your full report on screen, as a PDF and by e-mail. The plans are listed below if you prefer one.',
    description: 'Text under the heading of the page that sells the report once; the plans follow the one-off report',
  },
  legend: {
    id: 'plan.options.legend',
    defaultMessage: 'Ways to get your full report',
    description: 'Accessible name of the group of options (the one-off report and the plans), read by screen readers',
  },
  required: {
    id: 'plan.options.required',
    defaultMessage: 'Please choose one of the options above.',
    description: 'Error under the options when continuing without choosing one (none is chosen in advance)',
  },
  chooseFirst: {
    id: 'plan.options.chooseFirst',
    defaultMessage: 'Choose an option to see what you pay today and later.',
    description: 'Shown in place of the totals and terms while no option is chosen',
  },
  includedInAll: {
    id: 'plan.options.includedInAll',
    defaultMessage: 'Every option includes',
    description: 'Heading of the list of what every option includes, shown once above the options when they include the same',
  },
  reportOnce: {
    id: 'plan.title.reportOnce',
    defaultMessage: 'This report only, no subscription',
    description: 'Title of the option that buys the full report of this test once, without a plan',
  },
  todayThen: {
    id: 'plan.card.todayThen',
    defaultMessage:
      '{today} today, then {price} {interval, select, DAY {{count, plural, one {a day} other {every # days}}} WEEK {{count, plural, one {a week} other {every # weeks}}} MONTH {{count, plural, one {a month} other {every # months}}} other {{count, plural, one {a year} other {every # years}}}}',
    description: 'On a plan without a trial: what it costs today and each period after, e.g. "$19.99 today, then $19.99 every 4 weeks"',
  },
  todayThenTrial: {
    id: 'plan.card.todayThenTrial',
    defaultMessage:
      '{today} today, then {price} {interval, select, DAY {{count, plural, one {a day} other {every # days}}} WEEK {{count, plural, one {a week} other {every # weeks}}} MONTH {{count, plural, one {a month} other {every # months}}} other {{count, plural, one {a year} other {every # years}}}} after the {days}-day trial',
    description: 'On a plan with a trial: the trial price today and the full price each period after the trial, e.g. "$1.00 today, then $29.99 a month after the 7-day trial"',
  },
  oncePayment: {
    id: 'plan.card.oncePayment',
    defaultMessage: 'One payment of {price}',
    description: 'On the one-off report: its only cost, e.g. "One payment of $9.99"',
  },
  alreadyReport: {
    id: 'plan.already.reportTitle',
    defaultMessage: 'You already have this report',
    description: 'Heading when the report of this test was bought before (once or with a plan); the page moves on after 3 seconds',
  },
});

/** The buy-report page's intro when the one-off report is the only way offered (a health screen sells no plans). */
export const reportAloneMessages = defineMessages<{ intro: NoMessageValues }>({
  intro: {
    id: 'plan.buyReport.introAlone',
    defaultMessage: 'One payment and nothing that renews: your full report on screen, as a PDF and by e-mail.',
    description: 'Intro of the buy-report page when no plan is offered beside the one-off report',
  },
});
