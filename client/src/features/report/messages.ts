import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** The report page's states before the report itself: loading, not readable, unpaid, failed. */
export const reportStateMessages = defineMessages<{
  loading: NoMessageValues;
  unavailableTitle: NoMessageValues;
  unavailableBody: NoMessageValues;
  unavailableAction: NoMessageValues;
  pendingTitle: NoMessageValues;
  pendingBody: NoMessageValues;
  pendingAction: NoMessageValues;
  errorTitle: NoMessageValues;
  errorBody: NoMessageValues;
  retry: NoMessageValues;
  switchFailed: { language: string };
}>({
  loading: {
    id: 'report.loading',
    defaultMessage: 'Loading your report',
    description: 'Accessible text while the paid report loads',
  },
  unavailableTitle: {
    id: 'report.unavailable.title',
    defaultMessage: 'We can’t open this report here',
    description:
      'Heading when the report cannot be shown in this browser. It must not say whether the order exists (the link may be wrong, or it is someone else’s)',
  },
  unavailableBody: {
    id: 'report.unavailable.body',
    defaultMessage:
      'A report opens in the browser it was bought in, or from the link in the e-mail that came with it. We can send the links to your reports to your e-mail address.',
    description: 'Text under the heading when the report cannot be shown here; it leads to the retrieve page',
  },
  unavailableAction: {
    id: 'report.unavailable.action',
    defaultMessage: 'E-mail me my report links',
    description: 'Button to the page that sends the links to a person’s reports by e-mail',
  },
  pendingTitle: {
    id: 'report.pending.title',
    defaultMessage: 'Your report is waiting for payment',
    description: 'Heading when the order of the report has not been paid yet',
  },
  pendingBody: {
    id: 'report.pending.body',
    defaultMessage: 'Once the payment is complete, your report opens here and a copy is sent to you by e-mail.',
    description: 'Text under the heading when the order of the report has not been paid yet',
  },
  pendingAction: {
    id: 'report.pending.action',
    defaultMessage: 'Go to payment',
    description: 'Button to the payment page of an unpaid report',
  },
  errorTitle: {
    id: 'report.error.title',
    defaultMessage: 'Your report could not be loaded',
    description: 'Heading when the report failed to load (network or server)',
  },
  errorBody: {
    id: 'report.error.body',
    defaultMessage: 'Please check your connection and try again.',
    description: 'Text when the report failed to load',
  },
  retry: { id: 'report.error.retry', defaultMessage: 'Try again', description: 'Button that loads the report again' },
  switchFailed: {
    id: 'report.error.switchFailed',
    defaultMessage: 'The report could not be loaded in {language}. It is still shown in the language before.',
    description: 'Notice above the report when switching its language failed; {language} is a language’s own name',
  },
});

export const headerMessages = defineMessages<{
  eyebrow: NoMessageValues;
  preparedFor: { firstName: string };
  completed: { date: string };
  download: NoMessageValues;
  preparing: NoMessageValues;
  slow: NoMessageValues;
  checkAgain: NoMessageValues;
  language: NoMessageValues;
  switching: { language: string };
}>({
  eyebrow: {
    id: 'report.header.eyebrow',
    defaultMessage: 'Your personality report',
    description: 'Small label above the four-letter type at the top of the paid report',
  },
  preparedFor: {
    id: 'report.header.preparedFor',
    defaultMessage: 'Prepared for {firstName}',
    description: 'Line in the report’s header with the buyer’s first name as given on the form',
  },
  completed: {
    id: 'report.header.completed',
    defaultMessage: 'Test taken on {date}',
    description: 'Line in the report’s header; {date} is a formatted date such as November 22, 2026',
  },
  download: {
    id: 'report.header.download',
    defaultMessage: 'Download PDF',
    description: 'Button that downloads the report as a PDF file',
  },
  preparing: {
    id: 'report.header.preparing',
    defaultMessage: 'Preparing your PDF…',
    description: 'Status beside the download button while the PDF is being made (usually under a minute)',
  },
  slow: {
    id: 'report.header.slow',
    defaultMessage: 'Your PDF is taking longer than usual. It will also reach you by e-mail.',
    description: 'Status when the PDF was not ready after two minutes',
  },
  checkAgain: {
    id: 'report.header.checkAgain',
    defaultMessage: 'Check again',
    description: 'Button that asks again whether the PDF is ready',
  },
  language: {
    id: 'report.header.language',
    defaultMessage: 'Report language',
    description: 'Label of the list of languages the report can be read in',
  },
  switching: {
    id: 'report.header.switching',
    defaultMessage: 'Loading the report in {language}…',
    description: 'Status while the report loads in another language; {language} is the language’s own name',
  },
});

export const tabMessages = defineMessages({
  label: { id: 'report.tabs.label', defaultMessage: 'Report parts', description: 'Accessible name of the report’s tabs' },
  overview: { id: 'report.tabs.overview', defaultMessage: 'Overview', description: 'Tab: the type, growth and further steps' },
  dimensions: {
    id: 'report.tabs.dimensions',
    defaultMessage: 'Dimensions',
    description: 'Tab: the ten poles, the result table and how the person compares with others',
  },
  contents: {
    id: 'report.contents.title',
    defaultMessage: 'On this page',
    description: 'Heading of the small list of links to the sections of the current tab',
  },
});

/** How clear a preference is, as five named steps. */
export const levelMessages = defineMessages({
  VERY_LOW: { id: 'report.level.veryLow', defaultMessage: 'Very low', description: 'Level of a preference: barely any' },
  LOW: { id: 'report.level.low', defaultMessage: 'Low', description: 'Level of a preference: slight' },
  MODERATE: { id: 'report.level.moderate', defaultMessage: 'Moderate', description: 'Level of a preference: medium' },
  HIGH: { id: 'report.level.high', defaultMessage: 'High', description: 'Level of a preference: clear' },
  VERY_HIGH: { id: 'report.level.veryHigh', defaultMessage: 'Very high', description: 'Level of a preference: very clear' },
});

export const downloadMessages = defineMessages<{
  title: NoMessageValues;
  starting: { link: MessageTag };
  preparing: NoMessageValues;
  back: NoMessageValues;
}>({
  title: {
    id: 'report.download.title',
    defaultMessage: 'Your report as a PDF',
    description: 'Heading of the page that downloads the report’s PDF (opened from the report e-mail)',
  },
  starting: {
    id: 'report.download.starting',
    defaultMessage: 'Your download should start. If it doesn’t, <link>tap here</link>.',
    description: 'Text on the download page; <link> is a link to the PDF itself',
  },
  preparing: {
    id: 'report.download.preparing',
    defaultMessage: 'We are preparing your PDF. The download starts as soon as it is ready.',
    description: 'Text on the download page while the PDF is being made',
  },
  back: {
    id: 'report.download.back',
    defaultMessage: 'Back to the report',
    description: 'Link from the download page to the report on screen',
  },
});
