import { defineMessages, type NoMessageValues } from 'react-intl';

type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/** The user-centre home. Ids start with `account.` so they travel in the account pages' bundle. */
export const centreMessages = defineMessages<
  Catalogue<
    'title' | 'visitorIntro' | 'visitorBody' | 'browseTitle' | 'takeTest' | 'retrieve' | 'help' | 'benefits'
    | 'loading' | 'tierGuest' | 'tierBasic' | 'tierPremium' | 'guestPitch' | 'seeBenefits' | 'upgrade'
    | 'countersTitle' | 'linksTitle' | 'myReports' | 'personalInfo' | 'settings' | 'avatarAlt' | 'signIn' | 'register',
    {
      greeting: { name: string };
      daysUsed: { days: number };
      featuresTried: { tried: number; total: number };
      validUntil: { date: string };
      unlockedTests: { count: number };
      unlockedCourses: { count: number };
      treeHoleRecords: { count: number };
    }
  >
>({
  title: { id: 'account.centre.title', defaultMessage: 'My space', description: 'Heading of the user-centre home page' },
  greeting: { id: 'account.centre.greeting', defaultMessage: 'Hello, {name}', description: 'Greeting at the top of the user-centre home; {name} is the nickname or name' },
  visitorIntro: {
    id: 'account.centre.visitorIntro',
    defaultMessage: 'Your reports, plans and progress, in one place.',
    description: 'Line under the heading of the user-centre home for a visitor who is not signed in',
  },
  visitorBody: {
    id: 'account.centre.visitorBody',
    defaultMessage: 'Please log in first to see your reports, orders and membership. You can still take a test or look around.',
    description: 'Prompt to sign in on the user-centre home for a visitor who is not signed in',
  },
  signIn: { id: 'account.centre.signIn', defaultMessage: 'Log in', description: 'Button to the sign-in page on the user-centre home' },
  register: { id: 'account.centre.register', defaultMessage: 'Create an account', description: 'Button to the registration page on the user-centre home' },
  browseTitle: { id: 'account.centre.browseTitle', defaultMessage: 'Look around', description: 'Heading of the links a visitor can follow without an account' },
  takeTest: { id: 'account.centre.takeTest', defaultMessage: 'Take the personality test', description: 'Link to the start of the personality test' },
  retrieve: { id: 'account.centre.retrieve', defaultMessage: 'Find a report I paid for', description: 'Link to the page that e-mails a paid report again' },
  help: { id: 'account.centre.help', defaultMessage: 'Help centre', description: 'Link to the help centre' },
  benefits: { id: 'account.centre.benefits', defaultMessage: 'Membership benefits', description: 'Link to the page listing what Premium gives' },
  loading: { id: 'account.centre.loading', defaultMessage: 'Loading your space', description: 'Accessible text while the user-centre home loads' },
  tierGuest: { id: 'account.centre.tierGuest', defaultMessage: 'Free account', description: 'Membership of a signed-in user without a plan' },
  tierBasic: { id: 'account.centre.tierBasic', defaultMessage: 'Basic member', description: 'Membership of a user with a trial or basic plan' },
  tierPremium: { id: 'account.centre.tierPremium', defaultMessage: 'Premium member', description: 'Membership of a user with Premium' },
  guestPitch: {
    id: 'account.centre.guestPitchToday',
    defaultMessage: 'A plan unlocks your full report, as a PDF and by e-mail.',
    description: 'Line on the membership card of a signed-in user without a plan: only what a plan gives today',
  },
  daysUsed: {
    id: 'account.centre.daysUsed',
    defaultMessage: 'Day {days, number} of your membership',
    description: 'How long a basic member has been one; {days} counts the first day as day 1',
  },
  featuresTried: {
    id: 'account.centre.featuresTried',
    defaultMessage: 'You have tried {tried} of {total} features',
    description: 'How many of the product features a basic member has used',
  },
  validUntil: { id: 'account.centre.validUntil', defaultMessage: 'Valid until {date}', description: 'Until when a Premium membership lasts; {date} is a long date' },
  seeBenefits: { id: 'account.centre.seeBenefits', defaultMessage: 'See what membership gives', description: 'Button from the membership card to the benefits page' },
  upgrade: { id: 'account.centre.upgrade', defaultMessage: 'Upgrade to Premium', description: 'Button from the membership card of a basic member to the benefits and upgrade page' },
  countersTitle: { id: 'account.centre.countersTitle', defaultMessage: 'Your progress', description: 'Heading of the counters on the user-centre home' },
  unlockedTests: {
    id: 'account.centre.unlockedTests',
    defaultMessage: '{count, plural, one {unlocked test} other {unlocked tests}}',
    description: 'Label under the number of tests whose full report the user has unlocked; the number is shown above it',
  },
  unlockedCourses: {
    id: 'account.centre.unlockedCourses',
    defaultMessage: '{count, plural, one {unlocked course} other {unlocked courses}}',
    description: 'Label under the number of courses the user has unlocked; the number is shown above it',
  },
  treeHoleRecords: {
    id: 'account.centre.treeHoleRecords',
    defaultMessage: '{count, plural, one {tree-hole post} other {tree-hole posts}}',
    description: 'Label under the number of anonymous posts the user has published in the tree hole; the number is shown above it',
  },
  linksTitle: { id: 'account.centre.linksTitle', defaultMessage: 'My account', description: 'Heading of the links to the account pages on the user-centre home' },
  myReports: { id: 'account.centre.myReports', defaultMessage: 'My reports and orders', description: 'Link to the reports list' },
  personalInfo: { id: 'account.centre.personalInfo', defaultMessage: 'Personal information', description: 'Link to the personal information page' },
  settings: { id: 'account.centre.settings', defaultMessage: 'Settings', description: 'Link to the settings page' },
  avatarAlt: { id: 'account.centre.avatarAlt', defaultMessage: 'Your profile picture', description: 'Alternative text of the user picture' },
});

/** Rights and interests: what a plan gives today, what Premium adds once it adds anything, and the way there. */
export const rightsMessages = defineMessages<
  Catalogue<
    'title' | 'intro' | 'includedTitle' | 'listTitle' | 'loading' | 'upgrade' | 'upgradeNote' | 'takeTest'
    | 'takeTestNote' | 'signInNote' | 'signIn',
    { premiumUntil: { date: string }; premiumOpen: NoMessageValues }
  >
>({
  title: { id: 'account.rights.title', defaultMessage: 'Membership benefits', description: 'Heading of the rights and interests page' },
  intro: {
    id: 'account.rights.introToday',
    defaultMessage: 'What a plan gives you today. New features appear here as soon as they open, and not before.',
    description: 'Line under the heading of the rights and interests page: only what works today is listed',
  },
  includedTitle: {
    id: 'account.rights.includedTitle',
    defaultMessage: 'What you get today',
    description: 'Heading of the list of what works today: what the report (bought once or with a plan) comes with, and the free account',
  },
  listTitle: { id: 'account.rights.listTitle', defaultMessage: 'What Premium includes', description: 'Heading of the list of the premium benefits that work today' },
  loading: { id: 'account.rights.loading', defaultMessage: 'Loading the benefits', description: 'Accessible text while the benefits load' },
  premiumUntil: { id: 'account.rights.premiumUntil', defaultMessage: 'You have Premium until {date}.', description: 'Status of a premium member; {date} is a long date' },
  premiumOpen: { id: 'account.rights.premiumOpen', defaultMessage: 'You have Premium.', description: 'Status of a premium member without an end date' },
  upgrade: { id: 'account.rights.upgrade', defaultMessage: 'Upgrade to Premium', description: 'Button to the upgrade page' },
  upgradeNote: {
    id: 'account.rights.upgradeNote',
    defaultMessage: 'The next page shows the price, when you are charged and how to cancel before you confirm anything.',
    description: 'Line under the upgrade button',
  },
  takeTest: { id: 'account.rights.takeTest', defaultMessage: 'Take the personality test', description: 'Button to the test, for a user without a paid test' },
  takeTestNote: {
    id: 'account.rights.takeTestNoteToday',
    defaultMessage: 'Your full report is offered after the test, once or with a plan.',
    description: 'Why a user without a paid test is sent to the test first',
  },
  signInNote: {
    id: 'account.rights.signInNote',
    defaultMessage: 'Already a member? Log in to see your membership.',
    description: 'Prompt to a visitor who is not signed in',
  },
  signIn: { id: 'account.rights.signIn', defaultMessage: 'Log in', description: 'Button to the sign-in page' },
});

/** What a plan gives today, by the feature keys the server flags as working. */
export const memberFeatureMessages = defineMessages({
  fullReportTitle: { id: 'account.rights.feature.fullReport.title', defaultMessage: 'Your full report', description: 'Benefit title: the complete personality report' },
  fullReportBody: {
    id: 'account.rights.feature.fullReport.body',
    defaultMessage: 'Every section of your personality report, with your own scores on each dimension.',
    description: 'What the full report is',
  },
  pdfReportTitle: { id: 'account.rights.feature.pdfReport.title', defaultMessage: 'Your report as a PDF', description: 'Benefit title: the report as a PDF' },
  pdfReportBody: {
    id: 'account.rights.feature.pdfReport.body',
    defaultMessage: 'Download it in one tap to keep, print or share.',
    description: 'What the PDF of the report is for',
  },
  emailDeliveryTitle: { id: 'account.rights.feature.emailDelivery.title', defaultMessage: 'Sent to your inbox', description: 'Benefit title: the report sent by e-mail' },
  emailDeliveryBody: {
    id: 'account.rights.feature.emailDelivery.body',
    defaultMessage: 'Your report arrives by e-mail as soon as it is ready, with the PDF attached.',
    description: 'How the report is e-mailed',
  },
  retrieveTitle: { id: 'account.rights.feature.retrieve.title', defaultMessage: 'Yours to keep', description: 'Benefit title: a paid report can always be found again' },
  retrieveBody: {
    id: 'account.rights.feature.retrieve.body',
    defaultMessage: 'Lost the e-mail? Enter your address on the “Find my report” page and the links come again, at any time.',
    description: 'How a paid report is found again; “Find my report” is the name of the retrieve page in the footer',
  },
  userCentreTitle: { id: 'account.rights.feature.userCentre.title', defaultMessage: 'Your own space', description: 'Benefit title: the user centre' },
  userCentreBody: {
    id: 'account.rights.feature.userCentre.body',
    defaultMessage: 'With a free account, your reports, orders and plan are together in one place.',
    description: 'What the user centre gives',
  },
});
