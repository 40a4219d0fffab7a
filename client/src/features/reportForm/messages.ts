import { defineMessages, type MessageTag } from 'react-intl';

export const reportFormMessages = defineMessages({
  eyebrow: {
    id: 'reportForm.eyebrow',
    defaultMessage: 'Your result is ready',
    description: 'Small label above the heading of the report form',
  },
  title: {
    id: 'reportForm.title',
    defaultMessage: 'Where should we send your report?',
    description: 'Heading of the report form (the step after the test, before the result)',
  },
  intro: {
    id: 'reportForm.intro',
    defaultMessage: 'A few details make your report more personal. It takes less than a minute.',
    description: 'Text under the heading of the report form',
  },
  firstName: { id: 'reportForm.firstName', defaultMessage: 'First name', description: 'Label of the first name field' },
  lastName: { id: 'reportForm.lastName', defaultMessage: 'Last name', description: 'Label of the last name field' },
  email: { id: 'reportForm.email', defaultMessage: 'E-mail address', description: 'Label of the e-mail field' },
  emailHint: {
    id: 'reportForm.emailHint',
    defaultMessage: 'Your report is sent here.',
    description: 'Help text under the e-mail field',
  },
  birthYear: {
    id: 'reportForm.birthYear',
    defaultMessage: 'Year of birth',
    description: 'Label of the year of birth list',
  },
  chooseYear: {
    id: 'reportForm.chooseYear',
    defaultMessage: 'Choose a year',
    description: 'First, empty entry of the year of birth list',
  },
  gender: { id: 'reportForm.gender', defaultMessage: 'Gender', description: 'Label of the gender choice' },
  male: { id: 'reportForm.male', defaultMessage: 'Male', description: 'Gender option' },
  female: { id: 'reportForm.female', defaultMessage: 'Female', description: 'Gender option' },
  country: {
    id: 'reportForm.country',
    defaultMessage: 'Country or region',
    description: 'Label of the country or region list',
  },
  submit: {
    id: 'reportForm.submit',
    defaultMessage: 'See my result',
    description: 'Button that saves the report form and opens the result',
  },
  saving: {
    id: 'reportForm.saving',
    defaultMessage: 'Saving…',
    description: 'Button text while the report form is being saved',
  },
  loading: {
    id: 'reportForm.loading',
    defaultMessage: 'Loading the form',
    description: 'Accessible text while the report form loads',
  },
  termsTitle: {
    id: 'reportForm.termsTitle',
    defaultMessage: 'Terms of service',
    description: 'Title of the window that shows the terms of service, while they load',
  },
  privacyTitle: {
    id: 'reportForm.privacyTitle',
    defaultMessage: 'Privacy policy',
    description: 'Title of the window that shows the privacy policy, while it loads',
  },
  close: { id: 'reportForm.close', defaultMessage: 'Close', description: 'Button that closes the terms or privacy text' },
  cookieSettings: {
    id: 'reportForm.cookieSettings',
    defaultMessage: 'Change my cookie settings',
    description: 'Button under the privacy policy that closes it and opens the cookie settings',
  },
  protocolError: {
    id: 'reportForm.protocolError',
    defaultMessage: 'The text could not be loaded.',
    description: 'Shown in place of the terms or privacy text when it failed to load',
  },
  retry: { id: 'reportForm.retry', defaultMessage: 'Try again', description: 'Button that loads something again after an error' },
});

/** One message per error code the server (or the form itself) can give; never the server's own words. */
export const fieldErrorMessages = defineMessages({
  nameRequired: {
    id: 'reportForm.error.nameRequired',
    defaultMessage: 'Please input name',
    description: 'Error under the first name field when it is empty',
  },
  emailRequired: {
    id: 'reportForm.error.emailRequired',
    defaultMessage: 'Please input email address',
    description: 'Error under the e-mail field when it is empty',
  },
  invalidEmail: {
    id: 'reportForm.error.invalidEmail',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Error under the e-mail field when the address is not well formed',
  },
  invalidBirthYear: {
    id: 'reportForm.error.invalidBirthYear',
    defaultMessage: 'Please choose your year of birth from the list.',
    description: 'Error under the year of birth when the server refused it',
  },
  invalidGender: {
    id: 'reportForm.error.invalidGender',
    defaultMessage: 'Please choose one of the options.',
    description: 'Error under the gender choice when the server refused it',
  },
  invalidCountry: {
    id: 'reportForm.error.invalidCountry',
    defaultMessage: 'Please choose a country or region from the list.',
    description: 'Error under the country field when the server refused it',
  },
  sessionNotFound: {
    id: 'reportForm.error.sessionNotFound',
    defaultMessage: 'We could not find your answers. Please take the test again.',
    description: 'Error above the button when the test the form belongs to no longer exists',
  },
  unexpected: {
    id: 'reportForm.error.unexpected',
    defaultMessage: 'Something went wrong. Please try again.',
    description: 'Error above the button for any other refusal',
  },
  network: {
    id: 'reportForm.error.network',
    defaultMessage: 'We could not reach our server. Check your connection and try again.',
    description: 'Error above the button when the form could not be sent',
  },
});

export const reportFormStateMessages = defineMessages({
  noSessionTitle: {
    id: 'reportForm.noSession.title',
    defaultMessage: 'Take the test first',
    description: 'Heading when the report form is opened without a test taken in this browser',
  },
  noSessionBody: {
    id: 'reportForm.noSession.body',
    defaultMessage: 'Your report is based on your answers. The test takes about 15 minutes.',
    description: 'Text when the report form is opened without a test',
  },
  startTest: {
    id: 'reportForm.startTest',
    defaultMessage: 'Start the test',
    description: 'Button that opens the first statement of the test',
  },
  unfinishedTitle: {
    id: 'reportForm.unfinished.title',
    defaultMessage: 'Your test is not finished yet',
    description: 'Heading when the report form is opened before the answers were completed',
  },
  unfinishedBody: {
    id: 'reportForm.unfinished.body',
    defaultMessage: 'Answer the remaining statements, then come back here for your report.',
    description: 'Text when the report form is opened before the answers were completed',
  },
  continueTest: {
    id: 'reportForm.continueTest',
    defaultMessage: 'Continue the test',
    description: 'Button back to the test from the report form',
  },
  loadErrorTitle: {
    id: 'reportForm.loadError.title',
    defaultMessage: 'The form could not be loaded',
    description: 'Heading when the report form failed to load',
  },
  loadErrorBody: {
    id: 'reportForm.loadError.body',
    defaultMessage: 'Please check your connection and try again.',
    description: 'Text when the report form failed to load',
  },
});

export const privacyMessages = defineMessages<{ notice: { terms: MessageTag; privacy: MessageTag } }>({
  notice: {
    id: 'reportForm.privacy',
    defaultMessage:
      'We use your e-mail address to send your report. By continuing, you agree to our <terms>Terms of service</terms> and <privacy>Privacy policy</privacy>.',
    description: 'Privacy notice above the button of the report form; the tags are links to the two texts',
  },
});

export const optionalMessages = defineMessages<{ field: { label: string; muted: MessageTag } }>({
  field: {
    id: 'reportForm.optionalField',
    defaultMessage: '{label} <muted>(optional)</muted>',
    description: 'Label of a field that may stay empty; {label} is the field name, the tag marks the quieter part',
  },
});
