import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';

/** The values of a group of messages: those without placeholders, and the others with theirs. */
type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/** Labels and buttons the account forms share. */
export const fieldMessages = defineMessages<
  Catalogue<
    'name' | 'email' | 'password' | 'newPassword' | 'confirmPassword' | 'currentPassword' | 'code' | 'codeHint'
    | 'showPassword' | 'sendCode' | 'sendingCode',
    {
      passwordHint: { min: number };
      resendIn: { seconds: number };
    }
  >
>({
  name: { id: 'account.field.name', defaultMessage: 'Name', description: 'Label of the name field when registering' },
  email: { id: 'account.field.email', defaultMessage: 'E-mail address', description: 'Label of an e-mail field' },
  password: { id: 'account.field.password', defaultMessage: 'Password', description: 'Label of the password field when signing in' },
  newPassword: {
    id: 'account.field.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the field for a new password (registering, resetting or changing it)',
  },
  confirmPassword: {
    id: 'account.field.confirmPassword',
    defaultMessage: 'Repeat the new password',
    description: 'Label of the field where the new password is typed a second time',
  },
  currentPassword: {
    id: 'account.field.currentPassword',
    defaultMessage: 'Current password',
    description: 'Label of the field for the password in use, when changing it',
  },
  passwordHint: {
    id: 'account.field.passwordHint',
    defaultMessage: 'At least {min} characters.',
    description: 'Help under a new password field; {min} is the shortest length allowed',
  },
  code: { id: 'account.field.code', defaultMessage: 'Verification code', description: 'Label of the field for the e-mailed code' },
  codeHint: {
    id: 'account.field.codeHint',
    defaultMessage: 'The 6 digits from the e-mail we sent you.',
    description: 'Help under the verification code field',
  },
  showPassword: {
    id: 'account.field.showPassword',
    defaultMessage: 'Show password',
    description: 'Accessible name of the eye button beside a password field; it is a toggle, pressed while the password shows',
  },
  sendCode: { id: 'account.code.send', defaultMessage: 'Send code', description: 'Button that e-mails a verification code' },
  sendingCode: { id: 'account.code.sending', defaultMessage: 'Sending…', description: 'The send-code button while the request is on its way' },
  resendIn: {
    id: 'account.code.resendIn',
    defaultMessage: 'Resend in {seconds} s',
    description: 'The send-code button during the wait before another code may be asked for; {seconds} counts down',
  },
});

/** The answers to "send code": the same for every address, so the page never tells whether it has an account. */
export const codeSentMessages = defineMessages<Catalogue<'register' | 'reset' | 'spam'>>({
  register: {
    id: 'account.code.sentRegister',
    defaultMessage: 'If this address can be registered, a 6-digit code is on its way. It is valid for 10 minutes.',
    description: 'Shown after asking for a registration code, for any address',
  },
  reset: {
    id: 'account.code.sentReset',
    defaultMessage: 'If this address has an account, a 6-digit code is on its way. It is valid for 10 minutes.',
    description: 'Shown after asking for a password reset code, for any address',
  },
  spam: {
    id: 'account.code.spam',
    defaultMessage: 'Nothing after a few minutes? Look in your spam folder.',
    description: 'Second line after a code was asked for',
  },
});

/** One message per error, from the server's codes or the forms' own checks; never the server's wording. */
export const errorMessages = defineMessages<
  Catalogue<
    'nameRequired' | 'emailRequired' | 'invalidEmail' | 'passwordRequired' | 'passwordsDoNotMatch'
    | 'agreementRequired' | 'codeRequired' | 'codeFormat' | 'codeInvalid' | 'emailTaken' | 'invalidCredentials'
    | 'wrongPassword' | 'unexpected' | 'network' | 'rateLimitedLater',
    {
      nameTooLong: { max: number };
      passwordTooShort: { min: number };
      passwordTooLong: { max: number };
      rateLimited: { minutes: number };
    }
  >
>({
  nameRequired: { id: 'account.error.nameRequired', defaultMessage: 'Please input name', description: 'Under the name field when it is empty' },
  nameTooLong: {
    id: 'account.error.nameTooLong',
    defaultMessage: 'Please use at most {max} characters.',
    description: 'Under the name field when it is too long; {max} is the longest allowed',
  },
  emailRequired: {
    id: 'account.error.emailRequired',
    defaultMessage: 'Please input email address',
    description: 'Under an e-mail field when it is empty',
  },
  invalidEmail: {
    id: 'account.error.invalidEmail',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Under an e-mail field when the address is not well formed',
  },
  passwordRequired: {
    id: 'account.error.passwordRequired',
    defaultMessage: 'Please input password',
    description: 'Under a password field when it is empty',
  },
  passwordTooShort: {
    id: 'account.error.passwordTooShort',
    defaultMessage: 'Please use at least {min} characters.',
    description: 'Under a new password field when it is too short; {min} is the shortest allowed',
  },
  passwordTooLong: {
    id: 'account.error.passwordTooLong',
    defaultMessage: 'Please use at most {max} characters.',
    description: 'Under a new password field when it is too long; {max} is the longest allowed',
  },
  passwordsDoNotMatch: {
    id: 'account.error.passwordsDoNotMatch',
    defaultMessage: 'Passwords do not match',
    description: 'Under the repeated password when it differs from the new password',
  },
  agreementRequired: {
    id: 'account.error.agreementRequired',
    defaultMessage: 'Please agree to the privacy policy first',
    description: 'Under the privacy checkbox when registering without ticking it',
  },
  codeRequired: {
    id: 'account.error.codeRequired',
    defaultMessage: 'Please enter the verification code',
    description: 'Under the verification code field when it is empty',
  },
  codeFormat: {
    id: 'account.error.codeFormat',
    defaultMessage: 'The code has 6 digits.',
    description: 'Under the verification code field when it is not six digits',
  },
  codeInvalid: {
    id: 'account.error.codeInvalid',
    defaultMessage: 'This code is wrong or has expired. Check the e-mail or ask for a new code.',
    description: 'Under the verification code field when the server refused the code',
  },
  emailTaken: {
    id: 'account.error.emailTaken',
    defaultMessage: 'This address already has an account. Please sign in instead.',
    description: 'Under the e-mail field when registering an address that has an account',
  },
  invalidCredentials: {
    id: 'account.error.invalidCredentials',
    defaultMessage: 'Incorrect e-mail address or password',
    description: 'Above the sign-in button when the address and password do not match an account',
  },
  wrongPassword: {
    id: 'account.error.wrongPassword',
    defaultMessage: 'The current password is not correct.',
    description: 'Under the current password field when changing the password',
  },
  unexpected: {
    id: 'account.error.unexpected',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Above the button for a refusal the page has no better words for',
  },
  network: {
    id: 'account.error.network',
    defaultMessage: 'We could not reach our server. Check your connection and try again.',
    description: 'Above the button when the request could not be sent or the server failed',
  },
  rateLimited: {
    id: 'account.error.rateLimited',
    defaultMessage: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'When this address or this device tried too often; {minutes} is how long to wait',
  },
  rateLimitedLater: {
    id: 'account.error.rateLimitedLater',
    defaultMessage: 'Too many attempts. Please try again later.',
    description: 'When this address or this device tried too often and the server did not say for how long',
  },
});

export const loginMessages = defineMessages<
  Catalogue<
    'title' | 'intro' | 'submit' | 'submitting' | 'forgot',
    {
      newHere: { link: MessageTag };
    }
  >
>({
  title: { id: 'account.login.title', defaultMessage: 'Sign in', description: 'Heading of the sign-in page' },
  intro: {
    id: 'account.login.intro',
    defaultMessage: 'See your reports and manage your plan.',
    description: 'Text under the heading of the sign-in page',
  },
  submit: { id: 'account.login.submit', defaultMessage: 'Sign in', description: 'Button that signs in' },
  submitting: { id: 'account.login.submitting', defaultMessage: 'Signing in…', description: 'The sign-in button while it works' },
  forgot: { id: 'account.login.forgot', defaultMessage: 'Forgot your password?', description: 'Link to the password reset page' },
  newHere: {
    id: 'account.login.newHere',
    defaultMessage: 'No account yet? <link>Create one</link>',
    description: 'Line under the sign-in form; the tag is a link to the registration page',
  },
});

export const registerMessages = defineMessages<
  Catalogue<
    'title' | 'intro' | 'opensInNewTab' | 'submit' | 'submitting',
    {
      agree: { privacy: MessageTag };
      haveAccount: { link: MessageTag };
    }
  >
>({
  title: { id: 'account.register.title', defaultMessage: 'Create your account', description: 'Heading of the registration page' },
  intro: {
    id: 'account.register.intro',
    defaultMessage: 'Reports you bought with this address appear in your account.',
    description: 'Text under the heading of the registration page',
  },
  agree: {
    id: 'account.register.agree',
    defaultMessage: 'I have read and agree to the <privacy>privacy policy</privacy>',
    description: 'Label of the checkbox required to register; the tag is a link to the privacy policy',
  },
  opensInNewTab: {
    id: 'account.register.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after the privacy policy link, which opens in a new tab so the form stays filled',
  },
  submit: { id: 'account.register.submit', defaultMessage: 'Create account', description: 'Button that creates the account' },
  submitting: {
    id: 'account.register.submitting',
    defaultMessage: 'Creating your account…',
    description: 'The create-account button while it works',
  },
  haveAccount: {
    id: 'account.register.haveAccount',
    defaultMessage: 'Already have an account? <link>Sign in</link>',
    description: 'Line under the registration form; the tag is a link to the sign-in page',
  },
});

export const forgotMessages = defineMessages<
  Catalogue<
    'title' | 'intro' | 'changeEmail' | 'submit' | 'submitting' | 'doneTitle' | 'doneBody' | 'signIn',
    {
      codeStep: { email: string };
    }
  >
>({
  title: { id: 'account.forgot.title', defaultMessage: 'Reset your password', description: 'Heading of the password reset page' },
  intro: {
    id: 'account.forgot.intro',
    defaultMessage: 'Enter the address of your account. We will e-mail you a 6-digit code to set a new password.',
    description: 'Text under the heading of the password reset page, before the code is sent',
  },
  codeStep: {
    id: 'account.forgot.codeStep',
    defaultMessage: 'Code sent to {email}',
    description: 'Line above the code and new password fields; {email} is the address the code went to',
  },
  changeEmail: {
    id: 'account.forgot.changeEmail',
    defaultMessage: 'Use another address',
    description: 'Button back to the e-mail step of the password reset',
  },
  submit: { id: 'account.forgot.submit', defaultMessage: 'Set new password', description: 'Button that sets the new password' },
  submitting: { id: 'account.forgot.submitting', defaultMessage: 'Saving…', description: 'The set-password button while it works' },
  doneTitle: {
    id: 'account.forgot.doneTitle',
    defaultMessage: 'Your password is changed. Please sign in.',
    description: 'Heading once the password was reset; every session of the account has ended',
  },
  doneBody: {
    id: 'account.forgot.doneBody',
    defaultMessage: 'For your safety, every device that was signed in has been signed out.',
    description: 'Text once the password was reset',
  },
  signIn: { id: 'account.forgot.signIn', defaultMessage: 'Sign in', description: 'Button to the sign-in page once the password was reset' },
});

export const editPasswordMessages = defineMessages<
  Catalogue<
    'title' | 'submit' | 'submitting' | 'done' | 'backToSettings' | 'forgot',
    {
      intro: { email: string };
    }
  >
>({
  title: { id: 'account.editPassword.title', defaultMessage: 'Change password', description: 'Heading of the change password page' },
  intro: {
    id: 'account.editPassword.intro',
    defaultMessage: 'Signed in as {email}',
    description: 'Text under the heading of the change password page; {email} is the account',
  },
  submit: { id: 'account.editPassword.submit', defaultMessage: 'Change password', description: 'Button that changes the password' },
  submitting: { id: 'account.editPassword.submitting', defaultMessage: 'Saving…', description: 'The change button while it works' },
  done: {
    id: 'account.editPassword.done',
    defaultMessage: 'Password changed. You stay signed in here; other devices were signed out.',
    description: 'Shown once the password was changed',
  },
  backToSettings: { id: 'account.editPassword.backToSettings', defaultMessage: 'Back to settings', description: 'Button to the settings page' },
  forgot: {
    id: 'account.editPassword.forgot',
    defaultMessage: 'Forgot your current password?',
    description: 'Link to the password reset page, from the change password page',
  },
});

/** What a visitor sees on a page that needs an account. */
export const signInRequiredMessages = defineMessages<
  Catalogue<
    'title' | 'reportsBody' | 'passwordBody' | 'profileBody' | 'signIn' | 'register' | 'retrieve'
  >
>({
  title: { id: 'account.signInRequired.title', defaultMessage: 'Please log in first', description: 'Heading of a page that needs an account, shown to visitors' },
  reportsBody: {
    id: 'account.signInRequired.reportsBody',
    defaultMessage: 'Sign in to see your reports and your plan.',
    description: 'Text on the reports list for visitors',
  },
  passwordBody: {
    id: 'account.signInRequired.passwordBody',
    defaultMessage: 'Sign in to change your password.',
    description: 'Text on the change password page for visitors',
  },
  profileBody: {
    id: 'account.signInRequired.profileBody',
    defaultMessage: 'Sign in to see and change your personal information.',
    description: 'Text on the personal information page for visitors',
  },
  signIn: { id: 'account.signInRequired.signIn', defaultMessage: 'Sign in', description: 'Button to the sign-in page, which comes back here afterwards' },
  register: { id: 'account.signInRequired.register', defaultMessage: 'Create an account', description: 'Button to the registration page' },
  retrieve: {
    id: 'account.signInRequired.retrieve',
    defaultMessage: 'No account? Get your reports by e-mail',
    description: 'Link to the page that e-mails report links, for buyers without an account',
  },
});

export const reportListMessages = defineMessages<
  Catalogue<
    'title' | 'tabs' | 'loading' | 'emptyCompleted' | 'emptyPending' | 'startTest'
    | 'openReport' | 'completePayment' | 'ready' | 'preparing' | 'awaiting' | 'failed',
    {
      completed: { count: number };
      pending: { count: number };
      paidOn: { date: string };
      orderedOn: { date: string };
      total: { amount: string };
    }
  >
>({
  title: { id: 'account.reports.title', defaultMessage: 'My reports', description: 'Heading of the reports list' },
  tabs: { id: 'account.reports.tabs', defaultMessage: 'Reports by state', description: 'Accessible name of the two tabs of the reports list' },
  completed: {
    id: 'account.reports.completed',
    defaultMessage: 'Completed ({count, number})',
    description: 'Tab of paid reports; {count} is how many',
  },
  pending: {
    id: 'account.reports.pending',
    defaultMessage: 'Pending payment ({count, number})',
    description: 'Tab of orders not paid yet; {count} is how many',
  },
  loading: { id: 'account.reports.loading', defaultMessage: 'Loading your reports', description: 'Accessible text while the list loads' },
  emptyCompleted: {
    id: 'account.reports.emptyCompleted',
    defaultMessage: 'No reports yet. Take the test to get your first one.',
    description: 'The completed tab when the address has no paid report',
  },
  emptyPending: {
    id: 'account.reports.emptyPending',
    defaultMessage: 'Nothing waiting for payment.',
    description: 'The pending tab when every order is paid',
  },
  startTest: { id: 'account.reports.startTest', defaultMessage: 'Take the test', description: 'Button to the test, under the empty list' },
  openReport: { id: 'account.reports.open', defaultMessage: 'Open report', description: 'Button that opens a paid report' },
  completePayment: {
    id: 'account.reports.completePayment',
    defaultMessage: 'Complete payment',
    description: 'Button that opens the payment page of an unpaid order',
  },
  paidOn: { id: 'account.reports.paidOn', defaultMessage: 'Paid on {date}', description: 'Date line of a paid order' },
  orderedOn: { id: 'account.reports.orderedOn', defaultMessage: 'Ordered on {date}', description: 'Date line of an unpaid order' },
  total: { id: 'account.reports.total', defaultMessage: 'Total: {amount}', description: 'The amount of an order; {amount} is formatted money' },
  ready: { id: 'account.reports.ready', defaultMessage: 'Ready', description: 'State of a paid order whose report is ready' },
  preparing: {
    id: 'account.reports.preparing',
    defaultMessage: 'Being prepared',
    description: 'State of a paid order whose report is still being generated',
  },
  awaiting: { id: 'account.reports.awaiting', defaultMessage: 'Awaiting payment', description: 'State of an order not paid yet' },
  failed: { id: 'account.reports.failed', defaultMessage: 'Payment failed', description: 'State of an order whose payment failed' },
});

/** What an order bought, in words. */
export const skuMessages = defineMessages<
  Catalogue<
    'report' | 'plan',
    {
      day: { count: number };
      week: { count: number };
      month: { count: number };
      year: { count: number };
    }
  >
>({
  report: { id: 'account.sku.report', defaultMessage: 'Personality report', description: 'Name of an order of the report alone' },
  day: {
    id: 'account.sku.day',
    defaultMessage: '{count, plural, one {Daily plan} other {Plan billed every # days}}',
    description: 'Name of a plan billed by days; {count} is how many days per period',
  },
  week: {
    id: 'account.sku.week',
    defaultMessage: '{count, plural, one {Weekly plan} other {Plan billed every # weeks}}',
    description: 'Name of a plan billed by weeks; {count} is how many weeks per period',
  },
  month: {
    id: 'account.sku.month',
    defaultMessage: '{count, plural, one {Monthly plan} other {Plan billed every # months}}',
    description: 'Name of a plan billed by months; {count} is how many months per period',
  },
  year: {
    id: 'account.sku.year',
    defaultMessage: '{count, plural, one {Yearly plan} other {Plan billed every # years}}',
    description: 'Name of a plan billed by years; {count} is how many years per period',
  },
  plan: { id: 'account.sku.plan', defaultMessage: 'Plan', description: 'Name of a plan whose period is unknown' },
});

export const membershipMessages = defineMessages<
  Catalogue<
    'guest' | 'basicOpen' | 'premiumOpen',
    {
      basic: { date: string };
      premium: { date: string };
      signedInAs: { email: string };
    }
  >
>({
  guest: {
    id: 'account.membership.guest',
    defaultMessage: 'Membership: guest',
    description: 'Membership line of an account without a plan',
  },
  basic: {
    id: 'account.membership.basic',
    defaultMessage: 'Membership: basic, valid until {date}',
    description: 'Membership line of a basic member; {date} is when it ends',
  },
  premium: {
    id: 'account.membership.premium',
    defaultMessage: 'Membership: premium, valid until {date}',
    description: 'Membership line of a premium member; {date} is when it ends',
  },
  basicOpen: { id: 'account.membership.basicOpen', defaultMessage: 'Membership: basic', description: 'Membership line of a basic member without an end date' },
  premiumOpen: {
    id: 'account.membership.premiumOpen',
    defaultMessage: 'Membership: premium',
    description: 'Membership line of a premium member without an end date',
  },
  signedInAs: { id: 'account.membership.signedInAs', defaultMessage: 'Signed in as {email}', description: 'Line naming the account' },
});

export const settingsMessages = defineMessages<
  Catalogue<
    'title' | 'myReports' | 'editPassword' | 'help' | 'privacy' | 'terms' | 'logout' | 'loggingOut' | 'signIn'
    | 'signedOutNote' | 'loading' | 'personalInfo' | 'editProfile' | 'dataTitle' | 'downloadData' | 'downloadingData'
    | 'downloadFailed' | 'deleteAccount'
  >
>({
  title: { id: 'account.settings.title', defaultMessage: 'Settings', description: 'Heading of the settings page' },
  myReports: { id: 'account.settings.myReports', defaultMessage: 'My reports', description: 'Settings entry leading to the reports list' },
  editPassword: { id: 'account.settings.editPassword', defaultMessage: 'Change password', description: 'Settings entry leading to the change password page' },
  help: { id: 'account.settings.help', defaultMessage: 'Help centre', description: 'Settings entry leading to the help centre' },
  privacy: { id: 'account.settings.privacy', defaultMessage: 'Privacy policy', description: 'Settings entry leading to the privacy policy' },
  terms: { id: 'account.settings.terms', defaultMessage: 'Terms of service', description: 'Settings entry leading to the terms' },
  logout: { id: 'account.settings.logout', defaultMessage: 'Log out', description: 'Button that signs out' },
  loggingOut: { id: 'account.settings.loggingOut', defaultMessage: 'Logging out…', description: 'The log out button while it works' },
  signIn: { id: 'account.settings.signIn', defaultMessage: 'Sign in', description: 'Button to the sign-in page, on the settings page of a visitor' },
  signedOutNote: {
    id: 'account.settings.signedOutNote',
    defaultMessage: 'You are not signed in.',
    description: 'Line on the settings page of a visitor, above the sign-in button',
  },
  loading: { id: 'account.settings.loading', defaultMessage: 'Loading your account', description: 'Accessible text while the account loads' },
  personalInfo: {
    id: 'account.settings.personalInfo',
    defaultMessage: 'Personal information',
    description: 'Settings entry leading to the personal information page (nickname, photo, birthday...)',
  },
  editProfile: {
    id: 'account.settings.editProfile',
    defaultMessage: 'Edit your photo and personal information',
    description: 'Second line of the card at the top of the settings, under the user’s name; the card opens the personal information page',
  },
  dataTitle: { id: 'account.settings.dataTitle', defaultMessage: 'Your data', description: 'Heading above "Download my data" and "Delete my account"' },
  downloadData: {
    id: 'account.settings.downloadData',
    defaultMessage: 'Download my data',
    description: 'Button that saves everything kept about the user (account, orders, results, plans) as a JSON file',
  },
  downloadingData: {
    id: 'account.settings.downloadingData',
    defaultMessage: 'Preparing your data…',
    description: 'The download button while the file is being prepared',
  },
  downloadFailed: {
    id: 'account.settings.downloadFailed',
    defaultMessage: 'Your data could not be downloaded. Check your connection and try again.',
    description: 'Shown when the data download failed',
  },
  deleteAccount: {
    id: 'account.settings.deleteAccount',
    defaultMessage: 'Delete my account',
    description: 'Button that opens the dialog to delete the account and its data',
  },
});

export const profileMessages = defineMessages<
  Catalogue<
    'title' | 'nickname' | 'phone' | 'birthday' | 'gender' | 'male' | 'female' | 'confidential' | 'introduction'
    | 'save' | 'saving' | 'saved' | 'backToSettings',
    {
      intro: { email: string };
      /** Any value: the page passes the example in an element that keeps it on one line. */
      birthdayHint: { example: MessageValue };
      introductionCount: { count: number; max: number };
    }
  >
>({
  title: { id: 'account.profile.title', defaultMessage: 'Personal information', description: 'Heading of the personal information page' },
  intro: {
    id: 'account.profile.intro',
    defaultMessage: 'Signed in as {email}',
    description: 'Text under the heading of the personal information page; {email} is the account',
  },
  nickname: { id: 'account.profile.nickname', defaultMessage: 'Nickname', description: 'Label of the nickname field' },
  phone: { id: 'account.profile.phone', defaultMessage: 'Phone number', description: 'Label of the phone number field' },
  birthday: { id: 'account.profile.birthday', defaultMessage: 'Birthday', description: 'Label of the birthday date picker' },
  birthdayHint: {
    id: 'account.profile.birthdayHint',
    defaultMessage: 'Type it as year-month-day, for example {example}, or choose it from the calendar.',
    description: 'Help under the birthday field; {example} is a date written YYYY-MM-DD (2020-01-01)',
  },
  gender: { id: 'account.profile.gender', defaultMessage: 'Gender', description: 'Legend of the three gender choices' },
  male: { id: 'account.profile.male', defaultMessage: 'Male', description: 'Gender choice' },
  female: { id: 'account.profile.female', defaultMessage: 'Female', description: 'Gender choice' },
  confidential: {
    id: 'account.profile.confidential',
    defaultMessage: 'Prefer not to say',
    description: 'Gender choice of someone who keeps it confidential',
  },
  introduction: { id: 'account.profile.introduction', defaultMessage: 'About me', description: 'Label of the field where users introduce themselves' },
  introductionCount: {
    id: 'account.profile.introductionCount',
    defaultMessage: '{count, number} of {max, number} characters',
    description: 'Counter under the introduction field; {count} characters typed out of {max} allowed',
  },
  save: { id: 'account.profile.save', defaultMessage: 'Save', description: 'Button that saves the personal information' },
  saving: { id: 'account.profile.saving', defaultMessage: 'Saving…', description: 'The save button while it works' },
  saved: { id: 'account.profile.saved', defaultMessage: 'Your personal information is saved.', description: 'Shown once the personal information was saved' },
  backToSettings: { id: 'account.profile.backToSettings', defaultMessage: 'Back to settings', description: 'Link under the form to the settings page' },
});

/** The profile photo: choosing, uploading and removing it. */
export const avatarMessages = defineMessages<
  Catalogue<
    'title' | 'alt' | 'choose' | 'change' | 'remove' | 'removing' | 'uploaded' | 'removed',
    {
      hint: { max: number };
      uploading: { progress: number };
    }
  >
>({
  title: { id: 'account.avatar.title', defaultMessage: 'Profile photo', description: 'Heading of the profile photo part of the personal information page' },
  alt: { id: 'account.avatar.alt', defaultMessage: 'Your profile photo', description: 'Text alternative of the user’s profile photo' },
  choose: { id: 'account.avatar.choose', defaultMessage: 'Upload a photo', description: 'Button that opens the file picker when there is no photo yet' },
  change: { id: 'account.avatar.change', defaultMessage: 'Change photo', description: 'Button that opens the file picker to replace the photo' },
  hint: {
    id: 'account.avatar.hint',
    defaultMessage: 'A JPEG, PNG, WebP or GIF image of up to {max} MB. It is cropped to a square.',
    description: 'Help under the photo buttons; {max} is the largest size in megabytes',
  },
  uploading: {
    id: 'account.avatar.uploading',
    defaultMessage: 'Uploading… {progress, number, percent}',
    description: 'Shown while the photo is sent; {progress} is the part sent so far (0.42 shows as 42%)',
  },
  uploaded: { id: 'account.avatar.uploaded', defaultMessage: 'Your new photo is saved.', description: 'Shown once a photo was uploaded' },
  remove: { id: 'account.avatar.remove', defaultMessage: 'Remove photo', description: 'Button that removes the profile photo' },
  removing: { id: 'account.avatar.removing', defaultMessage: 'Removing…', description: 'The remove photo button while it works' },
  removed: { id: 'account.avatar.removed', defaultMessage: 'Your photo is removed.', description: 'Shown once the photo was removed' },
});

/** The birthday picker's quick dates (see quickDates.ts), in the order it lists them. */
export const quickDateMessages = defineMessages<
  Catalogue<'today' | 'yesterday' | 'dayBeforeYesterday' | 'thisMonday' | 'lastMonday' | 'firstOfMonth' | 'list'>
>({
  today: { id: 'account.quickDate.today', defaultMessage: 'Today', description: 'Quick date in the birthday picker' },
  yesterday: { id: 'account.quickDate.yesterday', defaultMessage: 'Yesterday', description: 'Quick date in the birthday picker' },
  dayBeforeYesterday: {
    id: 'account.quickDate.dayBeforeYesterday',
    defaultMessage: 'Day before yesterday',
    description: 'Quick date in the birthday picker: two days ago',
  },
  thisMonday: {
    id: 'account.quickDate.thisMonday',
    defaultMessage: 'This Monday',
    description: 'Quick date in the birthday picker: the Monday of the current week (weeks run Monday to Sunday)',
  },
  lastMonday: {
    id: 'account.quickDate.lastMonday',
    defaultMessage: 'Last Monday',
    description: 'Quick date in the birthday picker: the Monday of the week before the current one',
  },
  firstOfMonth: {
    id: 'account.quickDate.firstOfMonth',
    defaultMessage: 'First of the month',
    description: 'Quick date in the birthday picker: the 1st of the current month',
  },
  list: { id: 'account.quickDate.list', defaultMessage: 'Quick dates', description: 'Accessible name of the list of quick dates in the birthday picker' },
});

/** Problems with the personal information and the photo, from the form's own checks or the server's codes. */
export const profileErrorMessages = defineMessages<
  Catalogue<
    'phoneInvalid' | 'genderInvalid' | 'uploadNotImage' | 'uploadTooManyPixels' | 'uploadNotReceived' | 'uploadWrongFormat',
    {
      invalidDate: { example: string };
      tooLong: { max: number };
      uploadTooLarge: { max: number };
    }
  >
>({
  invalidDate: {
    id: 'account.profileError.invalidDate',
    defaultMessage: 'Invalid date. Please use the form YYYY-MM-DD, for example {example}, and no day after today.',
    description: 'Under the birthday field when it is empty, incomplete, not a real day, in the future or before 1900; {example} is 2020-01-01. Translate YYYY-MM-DD as the field shows it in this language.',
  },
  tooLong: {
    id: 'account.profileError.tooLong',
    defaultMessage: 'Please use at most {max} characters.',
    description: 'Under the nickname or introduction field when it is too long; {max} is the longest allowed',
  },
  phoneInvalid: {
    id: 'account.profileError.phoneInvalid',
    defaultMessage: 'Please enter 4 to 30 digits. Spaces and + ( ) - may be used too.',
    description: 'Under the phone number field when it has other characters or a wrong length',
  },
  genderInvalid: {
    id: 'account.profileError.genderInvalid',
    defaultMessage: 'Please choose one of the options.',
    description: 'Under the gender choices when the server did not accept the choice',
  },
  uploadNotImage: {
    id: 'account.profileError.uploadNotImage',
    defaultMessage: 'This file is not an image we can use. Please choose a JPEG, PNG, WebP or GIF photo.',
    description: 'When the chosen file for the profile photo is not an image',
  },
  uploadTooLarge: {
    id: 'account.profileError.uploadTooLarge',
    defaultMessage: 'This photo is larger than {max} MB. Please choose a smaller one.',
    description: 'When the chosen profile photo is too large; {max} is the largest size in megabytes',
  },
  uploadTooManyPixels: {
    id: 'account.profileError.uploadTooManyPixels',
    defaultMessage: 'This photo has too many pixels. Please choose a smaller one.',
    description: 'When the chosen profile photo has too many pixels (over 50 megapixels)',
  },
  uploadNotReceived: {
    id: 'account.profileError.uploadNotReceived',
    defaultMessage: 'The photo did not reach us. Please choose it again.',
    description: 'When the server received no file (or a form it could not read) for the profile photo',
  },
  uploadWrongFormat: {
    id: 'account.profileError.uploadWrongFormat',
    defaultMessage: 'Upload wrong data format: our server’s answer could not be read. Please try again.',
    description: 'When the answer to a photo upload did not have the expected shape',
  },
});

export const deleteAccountMessages = defineMessages<
  Catalogue<
    'title' | 'intro' | 'deletesAccount' | 'deletesResults' | 'deletesReviews' | 'plansStop' | 'ordersKept' | 'passwordHint'
    | 'wrongPassword' | 'confirm' | 'deleting' | 'cancel'
  >
>({
  title: { id: 'account.delete.title', defaultMessage: 'Delete your account?', description: 'Title of the dialog that deletes the account' },
  intro: { id: 'account.delete.intro', defaultMessage: 'This deletes, for good:', description: 'Line before the list of what is deleted' },
  deletesAccount: {
    id: 'account.delete.deletesAccount',
    defaultMessage: 'your account, your personal information and your photo',
    description: 'Item of the list of what deleting the account deletes',
  },
  deletesResults: {
    id: 'account.delete.deletesResults',
    defaultMessage: 'your test answers and results',
    description: 'Item of the list of what deleting the account deletes',
  },
  deletesReviews: { id: 'account.delete.deletesReviews', defaultMessage: 'your reviews', description: 'Item of the list of what deleting the account deletes' },
  plansStop: {
    id: 'account.delete.plansStop',
    defaultMessage: 'Any plan you have stops at once, so nothing more is charged.',
    description: 'Line of the delete account dialog: subscriptions are cancelled',
  },
  ordersKept: {
    id: 'account.delete.ordersKept',
    defaultMessage: 'Your orders are kept, because the law requires us to keep invoices.',
    description: 'Line of the delete account dialog: orders (invoices) are not deleted',
  },
  passwordHint: {
    id: 'account.delete.passwordHint',
    defaultMessage: 'Enter your password to confirm.',
    description: 'Help under the password field of the delete account dialog',
  },
  wrongPassword: {
    id: 'account.delete.wrongPassword',
    defaultMessage: 'This password is not correct.',
    description: 'Under the password field of the delete account dialog when the password is wrong',
  },
  confirm: { id: 'account.delete.confirm', defaultMessage: 'Delete my account', description: 'Button that deletes the account for good' },
  deleting: { id: 'account.delete.deleting', defaultMessage: 'Deleting…', description: 'The delete button while it works' },
  cancel: { id: 'account.delete.cancel', defaultMessage: 'Keep my account', description: 'Button that closes the delete account dialog without deleting' },
});
