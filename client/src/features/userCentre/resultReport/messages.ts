import { defineMessages, type NoMessageValues } from 'react-intl';

/** `/userCenter/resultReport`: the member's results and reports of every test (in the account bundle). */
export const resultReportMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  loading: NoMessageValues;
  empty: NoMessageValues;
  takeTest: NoMessageValues;
  signInFirst: NoMessageValues;
  signIn: NoMessageValues;
  open: { exam: string; date: string };
  takenOn: { date: string };
  reportReady: NoMessageValues;
  reportGenerating: NoMessageValues;
  noReport: NoMessageValues;
  openReport: NoMessageValues;
  back: NoMessageValues;
  notFound: NoMessageValues;
  error: NoMessageValues;
  retry: NoMessageValues;
  score: { score: number; max: number };
  openingReport: NoMessageValues;
  reportSessionNotFound: NoMessageValues;
  reportPlanRequired: NoMessageValues;
  reportSkuNotFound: NoMessageValues;
  reportOpenFailed: NoMessageValues;
}>({
  title: { id: 'account.resultReport.title', defaultMessage: 'My results', description: 'Heading of the page listing the member’s results of every test' },
  intro: { id: 'account.resultReport.intro', defaultMessage: 'Every test you have taken with this account, newest first.', description: 'Under the heading' },
  loading: { id: 'account.resultReport.loading', defaultMessage: 'Loading your results', description: 'Accessible text while the list loads' },
  empty: { id: 'account.resultReport.empty', defaultMessage: 'You have not taken a test with this account yet.', description: 'Shown when there are no results' },
  takeTest: { id: 'account.resultReport.takeTest', defaultMessage: 'Take a test', description: 'Link to the home page to take a test' },
  signInFirst: {
    id: 'account.resultReport.signInFirst',
    defaultMessage: 'Please log in to see the results and reports of your account.',
    description: 'Shown to a visitor who is not signed in',
  },
  signIn: { id: 'account.resultReport.signIn', defaultMessage: 'Log in', description: 'Button to the sign-in page' },
  open: { id: 'account.resultReport.open', defaultMessage: 'Open {exam} of {date}', description: 'Accessible name of a result in the list' },
  takenOn: { id: 'account.resultReport.takenOn', defaultMessage: 'Taken on {date}', description: 'When the test was taken' },
  reportReady: { id: 'account.resultReport.reportReady', defaultMessage: 'Full report', description: 'Badge: the full report can be opened' },
  reportGenerating: { id: 'account.resultReport.reportGenerating', defaultMessage: 'Report being prepared', description: 'Badge: the report is being generated' },
  noReport: { id: 'account.resultReport.noReport', defaultMessage: 'Free result', description: 'Badge: only the free result' },
  openReport: { id: 'account.resultReport.openReport', defaultMessage: 'Open the full report', description: 'Button to the paid report' },
  back: { id: 'account.resultReport.back', defaultMessage: 'All my results', description: 'Link back to the list' },
  notFound: { id: 'account.resultReport.notFound', defaultMessage: 'This result is not in your account.', description: 'Shown when the opened result is unknown' },
  error: { id: 'account.resultReport.error', defaultMessage: 'Your results could not be loaded.', description: 'Shown when loading failed' },
  retry: { id: 'account.resultReport.retry', defaultMessage: 'Try again', description: 'Button to load again' },
  score: { id: 'account.resultReport.score', defaultMessage: 'Score {score} of {max}', description: 'The depression screen score in the list' },
  openingReport: { id: 'account.resultReport.openingReport', defaultMessage: 'Opening the full report…', description: 'Accessible text while the report included in the plan is being opened' },
  reportSessionNotFound: {
    id: 'account.resultReport.reportSessionNotFound',
    defaultMessage: 'This test is not in your account, so its report cannot be opened.',
    description: 'Error when opening the report of a test that is not the member’s',
  },
  reportPlanRequired: {
    id: 'account.resultReport.reportPlanRequired',
    defaultMessage: 'Your plan does not include the full report of this test.',
    description: 'Error when the member’s plan does not include the report',
  },
  reportSkuNotFound: {
    id: 'account.resultReport.reportSkuNotFound',
    defaultMessage: 'This test has no full report.',
    description: 'Error when the test sells no full report',
  },
  reportOpenFailed: {
    id: 'account.resultReport.reportOpenFailed',
    defaultMessage: 'The full report could not be opened. Please try again.',
    description: 'Error when the server could not be reached while opening the report',
  },
});
