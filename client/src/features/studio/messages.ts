import { defineMessages, type NoMessageValues } from 'react-intl';

type Catalogue<Plain extends string, Valued = NoMessageValues> = Record<Plain, NoMessageValues> & Valued;

/**
 * The staff studio's words. Ids start with `studio.` so they travel in the studio's own bundle, never in a
 * visitor's pages. Plain wording: staff read it in any of the nine languages.
 */
export const signInMessages = defineMessages({
  title: { id: 'studio.signIn.title', defaultMessage: 'Studio sign-in', description: 'Heading of the staff sign-in page' },
  intro: { id: 'studio.signIn.intro', defaultMessage: 'For Innerscope staff. Sign in with your work e-mail address and password.', description: 'Line under the staff sign-in heading' },
  email: { id: 'studio.signIn.email', defaultMessage: 'E-mail address', description: 'Label of the e-mail field on the staff sign-in page' },
  password: { id: 'studio.signIn.password', defaultMessage: 'Password', description: 'Label of the password field on the staff sign-in page' },
  submit: { id: 'studio.signIn.submit', defaultMessage: 'Continue', description: 'Button that sends the e-mail address and password' },
  checking: { id: 'studio.signIn.checking', defaultMessage: 'Checking…', description: 'Button text while a sign-in step is being checked' },
  totpTitle: { id: 'studio.signIn.totpTitle', defaultMessage: 'Enter your code', description: 'Heading of the step that asks for the authenticator code' },
  totpIntro: { id: 'studio.signIn.totpIntro', defaultMessage: 'Open your authenticator app and enter the six-digit code for Innerscope Studio.', description: 'Explains where the six-digit code comes from' },
  code: { id: 'studio.signIn.code', defaultMessage: 'Six-digit code', description: 'Label of the authenticator code field' },
  verify: { id: 'studio.signIn.verify', defaultMessage: 'Sign in', description: 'Button that sends the authenticator or recovery code' },
  recoveryInstead: { id: 'studio.signIn.useRecovery', defaultMessage: 'Use a recovery code instead', description: 'Switches the code step to a recovery code' },
  appInstead: { id: 'studio.signIn.useApp', defaultMessage: 'Use a code from the app instead', description: 'Switches the code step back to the authenticator code' },
  recoveryTitle: { id: 'studio.signIn.recoveryTitle', defaultMessage: 'Enter a recovery code', description: 'Heading of the step that asks for a recovery code' },
  recoveryIntro: { id: 'studio.signIn.recoveryIntro', defaultMessage: 'Enter one of the recovery codes you saved when you set up the app. Each code works once.', description: 'Explains recovery codes' },
  recoveryCode: { id: 'studio.signIn.recoveryCode', defaultMessage: 'Recovery code', description: 'Label of the recovery code field' },
  enrolTitle: { id: 'studio.signIn.enrolTitle', defaultMessage: 'Set up your authenticator app', description: 'Heading of the step that sets up the authenticator app at the first sign-in' },
  enrolIntro: { id: 'studio.signIn.enrolIntro', defaultMessage: 'Scan this QR code with an authenticator app on your phone, then enter the six-digit code it shows.', description: 'Explains how to set up the authenticator app' },
  qrLabel: { id: 'studio.signIn.qrLabel', defaultMessage: 'QR code for setting up the authenticator app', description: 'Accessible name of the enrolment QR code' },
  manualKey: { id: 'studio.signIn.manualKey', defaultMessage: 'Can’t scan it? Enter this key in the app instead:', description: 'Shown above the secret key for typing into the app' },
  confirm: { id: 'studio.signIn.confirm', defaultMessage: 'Confirm', description: 'Button that confirms the authenticator app with a code' },
  codesTitle: { id: 'studio.signIn.codesTitle', defaultMessage: 'Save your recovery codes', description: 'Heading of the step that shows the recovery codes once' },
  codesIntro: { id: 'studio.signIn.codesIntro', defaultMessage: 'If you lose your phone, each of these codes lets you sign in once. Keep them somewhere safe: they will not be shown again.', description: 'Explains the recovery codes shown once' },
  codesLabel: { id: 'studio.signIn.codesLabel', defaultMessage: 'Recovery codes', description: 'Accessible name of the list of recovery codes' },
  codesDone: { id: 'studio.signIn.codesDone', defaultMessage: 'I have saved them. Continue', description: 'Button after the recovery codes, into the studio' },
  startOver: { id: 'studio.signIn.startOver', defaultMessage: 'Start again', description: 'Link back to the e-mail and password step' },
  missingFields: { id: 'studio.signIn.missingFields', defaultMessage: 'Enter your e-mail address and password.', description: 'Sign-in sent without e-mail or password' },
  missingCode: { id: 'studio.signIn.missingCode', defaultMessage: 'Enter the code.', description: 'Code step sent empty' },
});

/** One message per error code the studio's graph can answer with (StaffErrorCode, and the global codes it meets). */
export const studioErrorMessages = defineMessages({
  INVALID_CREDENTIALS: { id: 'studio.error.invalidCredentials', defaultMessage: 'The e-mail address or password is not right.', description: 'Staff sign-in refused; never says which of the two' },
  CODE_INVALID: { id: 'studio.error.codeInvalid', defaultMessage: 'That code did not work. Check it and try again.', description: 'Authenticator or recovery code refused' },
  SIGN_IN_EXPIRED: { id: 'studio.error.signInExpired', defaultMessage: 'That took too long. Please sign in again.', description: 'The password step is too old' },
  WRONG_STEP: { id: 'studio.error.wrongStep', defaultMessage: 'Something changed. Please sign in again.', description: 'The sign-in step no longer fits the account' },
  INVALID_EMAIL: { id: 'studio.error.invalidEmail', defaultMessage: 'Enter a valid e-mail address.', description: 'Staff user e-mail is not valid' },
  EMAIL_TAKEN: { id: 'studio.error.emailTaken', defaultMessage: 'This address already has a staff user.', description: 'Adding a staff user whose address is taken' },
  NAME_REQUIRED: { id: 'studio.error.nameRequired', defaultMessage: 'Enter a name of up to 100 characters.', description: 'Staff user name missing or too long' },
  ROLES_REQUIRED: { id: 'studio.error.rolesRequired', defaultMessage: 'Choose at least one role.', description: 'Staff user with no role' },
  NOT_FOUND: { id: 'studio.error.notFound', defaultMessage: 'That staff user no longer exists.', description: 'Changing a staff user that is gone' },
  CANNOT_CHANGE_SELF: { id: 'studio.error.cannotChangeSelf', defaultMessage: 'You cannot disable yourself or remove your own admin role.', description: 'An admin tried to lock themselves out' },
  LAST_ADMIN: { id: 'studio.error.lastAdmin', defaultMessage: 'At least one active admin must remain. Make someone else an admin first.', description: 'Demoting or disabling the last active admin was refused' },
  RATE_LIMITED: { id: 'studio.error.rateLimited', defaultMessage: 'Too many attempts. Please wait a few minutes and try again.', description: 'Too many sign-in attempts' },
  FORBIDDEN: { id: 'studio.error.forbidden', defaultMessage: 'Your roles do not include this page.', description: 'A staff page the staff user may not open' },
  NETWORK: { id: 'studio.error.network', defaultMessage: 'We could not reach the server. Check your connection and try again.', description: 'The request did not get through' },
  UNKNOWN: { id: 'studio.error.unknown', defaultMessage: 'Something went wrong. Please try again.', description: 'Any other failure' },
});

export const studioMessages = defineMessages<Catalogue<'nav' | 'home' | 'signOut' | 'loading' | 'nothingYet' | 'soon' | 'open', { greeting: { name: string }; yourRoles: { roles: string } }>>({
  nav: { id: 'studio.nav', defaultMessage: 'Studio', description: 'Accessible name of the studio navigation' },
  home: { id: 'studio.home', defaultMessage: 'Studio home', description: 'Link to the studio home page' },
  signOut: { id: 'studio.signOut', defaultMessage: 'Sign out', description: 'Ends the studio session' },
  loading: { id: 'studio.loading', defaultMessage: 'Loading…', description: 'A studio page is loading' },
  greeting: { id: 'studio.greeting', defaultMessage: 'Hello, {name}', description: 'Greets the signed-in staff user by name' },
  yourRoles: { id: 'studio.yourRoles', defaultMessage: 'Your roles: {roles}', description: 'Lists the roles of the signed-in staff user' },
  nothingYet: { id: 'studio.nothingYet', defaultMessage: 'Your roles do not open any studio sections yet.', description: 'Studio home with no section to show' },
  soon: { id: 'studio.soon', defaultMessage: 'Coming to the studio soon', description: 'Under a section whose studio page is not built yet' },
  open: { id: 'studio.open', defaultMessage: 'Open', description: 'Link into a studio section' },
});

export const roleMessages = defineMessages({
  CONTENT: { id: 'studio.role.content', defaultMessage: 'Content', description: 'Staff role that writes and publishes content' },
  SUPPORT: { id: 'studio.role.support', defaultMessage: 'Support', description: 'Staff role that helps customers with orders' },
  FINANCE: { id: 'studio.role.finance', defaultMessage: 'Finance', description: 'Staff role that reads orders and refunds' },
  MODERATOR: { id: 'studio.role.moderator', defaultMessage: 'Moderation', description: 'Staff role that moderates what members post' },
  ADMIN: { id: 'studio.role.admin', defaultMessage: 'Admin', description: 'Staff role that manages staff users' },
});

export const sectionMessages = defineMessages({
  articles: { id: 'studio.section.articles', defaultMessage: 'Articles', description: 'Studio section for articles' },
  articlesText: { id: 'studio.section.articlesText', defaultMessage: 'Write and publish articles for members.', description: 'What the articles section is for' },
  notices: { id: 'studio.section.notices', defaultMessage: 'Notices', description: 'Studio section for platform notices' },
  noticesText: { id: 'studio.section.noticesText', defaultMessage: 'Post news about the service.', description: 'What the notices section is for' },
  dailyQuestions: { id: 'studio.section.dailyQuestions', defaultMessage: 'Daily questions', description: 'Studio section for the question of the day' },
  dailyQuestionsText: { id: 'studio.section.dailyQuestionsText', defaultMessage: 'Plan the question of the day.', description: 'What the daily questions section is for' },
  failedJobs: { id: 'studio.section.failedJobs', defaultMessage: 'Failed jobs', description: 'Studio section for jobs that failed' },
  failedJobsText: { id: 'studio.section.failedJobsText', defaultMessage: 'See work that stopped and run it again.', description: 'What the failed jobs section is for' },
  staffUsers: { id: 'studio.section.staffUsers', defaultMessage: 'Staff users', description: 'Studio section for managing staff users' },
  staffUsersText: { id: 'studio.section.staffUsersText', defaultMessage: 'Add staff, change their roles or disable their access.', description: 'What the staff users section is for' },
  auditLog: { id: 'studio.section.auditLog', defaultMessage: 'Audit log', description: 'Studio section listing staff changes' },
  auditLogText: { id: 'studio.section.auditLogText', defaultMessage: 'Every change made by staff, newest first.', description: 'What the audit log is for' },
});

export const staffUsersMessages = defineMessages<
  Catalogue<'name' | 'email' | 'roles' | 'lastSignIn' | 'never' | 'disabled' | 'notEnrolled' | 'add' | 'addSubmit' | 'saveRoles' | 'saved' | 'disable', { created: { email: string } }>
>({
  name: { id: 'studio.staff.name', defaultMessage: 'Name', description: 'Staff user name (field label and column)' },
  email: { id: 'studio.staff.email', defaultMessage: 'E-mail address', description: 'Staff user e-mail (field label and column)' },
  roles: { id: 'studio.staff.roles', defaultMessage: 'Roles', description: 'Staff user roles (field label and column)' },
  lastSignIn: { id: 'studio.staff.lastSignIn', defaultMessage: 'Last sign-in', description: 'Column: when the staff user last signed in' },
  never: { id: 'studio.staff.never', defaultMessage: 'Never', description: 'Staff user has never signed in' },
  disabled: { id: 'studio.staff.disabled', defaultMessage: 'Disabled', description: 'Staff user is disabled' },
  notEnrolled: { id: 'studio.staff.notEnrolled', defaultMessage: 'App not set up yet', description: 'Staff user has not set up the authenticator app' },
  add: { id: 'studio.staff.add', defaultMessage: 'Add a staff user', description: 'Heading of the form that adds a staff user' },
  addSubmit: { id: 'studio.staff.addSubmit', defaultMessage: 'Add', description: 'Button that adds a staff user' },
  created: { id: 'studio.staff.created', defaultMessage: 'Added {email}. Give them this password; it is shown only once:', description: 'After adding a staff user; the one-time password follows' },
  saveRoles: { id: 'studio.staff.saveRoles', defaultMessage: 'Save roles', description: 'Button that saves the roles of a staff user' },
  saved: { id: 'studio.staff.saved', defaultMessage: 'Saved.', description: 'Roles saved' },
  disable: { id: 'studio.staff.disable', defaultMessage: 'Disable', description: 'Button that disables a staff user' },
});

export const auditMessages = defineMessages({
  when: { id: 'studio.audit.when', defaultMessage: 'When', description: 'Audit log column: time' },
  who: { id: 'studio.audit.who', defaultMessage: 'Who', description: 'Audit log column: who made the change' },
  action: { id: 'studio.audit.action', defaultMessage: 'Action', description: 'Audit log column: what was done' },
  target: { id: 'studio.audit.target', defaultMessage: 'Target', description: 'Audit log column: what it was done to' },
  details: { id: 'studio.audit.details', defaultMessage: 'Details', description: 'Audit log column: what changed' },
  empty: { id: 'studio.audit.empty', defaultMessage: 'No changes yet.', description: 'The audit log is empty' },
  more: { id: 'studio.audit.more', defaultMessage: 'Show older', description: 'Loads the next page of the audit log' },
});
