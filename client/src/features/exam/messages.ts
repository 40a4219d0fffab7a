import { defineMessages, type NoMessageValues } from 'react-intl';

export const questionMessages = defineMessages<{
  heading: NoMessageValues;
  loading: NoMessageValues;
  part: { part: number; parts: number };
  count: { answered: number; total: number };
  progressLabel: NoMessageValues;
  progressValue: { answered: number; total: number; part: number; parts: number };
  position: { position: number; total: number };
  agree: NoMessageValues;
  disagree: NoMessageValues;
  keyboardHint: NoMessageValues;
  back: NoMessageValues;
  next: NoMessageValues;
  finish: NoMessageValues;
  nearDone: { count: number };
}>({
  heading: {
    id: 'exam.question.heading',
    defaultMessage: 'Personality test',
    description: 'Hidden page heading of the question page, read by screen readers',
  },
  loading: {
    id: 'exam.question.loading',
    defaultMessage: 'Loading the test',
    description: 'Accessible text while the statements of the test load',
  },
  part: {
    id: 'exam.question.part',
    defaultMessage: 'Part {part} of {parts}',
    description: 'Above the progress bar: which of the three parts of the test the visitor is in',
  },
  count: {
    id: 'exam.question.count',
    defaultMessage: '{answered} / {total}',
    description: 'Above the progress bar: statements answered out of all statements, such as 12 / 76',
  },
  progressLabel: {
    id: 'exam.question.progressLabel',
    defaultMessage: 'Progress',
    description: 'Accessible name of the progress bar of the test',
  },
  progressValue: {
    id: 'exam.question.progressValue',
    defaultMessage: '{answered} of {total} statements answered, part {part} of {parts}',
    description: 'What screen readers say for the progress bar of the test',
  },
  position: {
    id: 'exam.question.position',
    defaultMessage: 'Statement {position} of {total}',
    description: 'Small label above the statement: its number in the test',
  },
  agree: {
    id: 'exam.question.agree',
    defaultMessage: 'Agree',
    description: 'Label under the left end of the seven answer circles (the agree side); keep it short',
  },
  disagree: {
    id: 'exam.question.disagree',
    defaultMessage: 'Disagree',
    description: 'Label under the right end of the seven answer circles (the disagree side); keep it short',
  },
  keyboardHint: {
    id: 'exam.question.keyboardHint',
    defaultMessage: 'Keyboard: 1–7 to answer, arrows to move, Enter to continue.',
    description: 'Hint under the answer circles on computers: how to answer with the keyboard',
  },
  back: {
    id: 'exam.question.back',
    defaultMessage: 'Back',
    description: 'Button that goes back to the previous statement',
  },
  next: {
    id: 'exam.question.next',
    defaultMessage: 'Next',
    description: 'Button that goes on to the next statement (after an answer was chosen)',
  },
  finish: {
    id: 'exam.question.finish',
    defaultMessage: 'See my results',
    description: 'Button shown when every statement has an answer: goes on to the calculation of the result',
  },
  nearDone: {
    id: 'exam.question.nearDone',
    defaultMessage: '{count, plural, one {Almost there: just # statement to go} other {Almost there: just # statements to go}}',
    description: 'Encouraging note shown during the last few statements of the test',
  },
});

export const saveMessages = defineMessages({
  saving: {
    id: 'exam.save.saving',
    defaultMessage: 'Saving…',
    description: 'Small status under the progress bar while answers are being saved',
  },
  saved: {
    id: 'exam.save.saved',
    defaultMessage: 'Answers saved',
    description: 'Small status under the progress bar once every answer is saved',
  },
  retrying: {
    id: 'exam.save.retrying',
    defaultMessage: 'Not saved yet, trying again…',
    description: 'Small status when saving failed and will be tried again; the answers are kept on the device',
  },
  offline: {
    id: 'exam.save.offline',
    defaultMessage: 'Offline: answers kept on this device, will save later',
    description: 'Small status when the device has no connection; answers are kept and saved later',
  },
});

export const tipMessages = defineMessages<{
  partDone: { part: number; parts: number };
  part1Title: NoMessageValues;
  part1Body: NoMessageValues;
  part2Title: NoMessageValues;
  part2Body: NoMessageValues;
  continue: { part: number };
}>({
  partDone: {
    id: 'exam.tip.partDone',
    defaultMessage: 'Part {part} of {parts} complete',
    description: 'Small label on the screen shown between two parts of the test',
  },
  part1Title: {
    id: 'exam.tip.part1.title',
    defaultMessage: 'Nicely done, keep going',
    description: 'Heading of the encouraging tip shown after part 1 of the test',
  },
  part1Body: {
    id: 'exam.tip.part1.body',
    defaultMessage:
      'Go with your first reaction: it is usually the most honest one. There are no right or wrong answers.',
    description: 'Tip shown after part 1 of the test',
  },
  part2Title: {
    id: 'exam.tip.part2.title',
    defaultMessage: 'Two parts done, one to go',
    description: 'Heading of the encouraging tip shown after part 2 of the test',
  },
  part2Body: {
    id: 'exam.tip.part2.body',
    defaultMessage: 'Think of how you usually are, not how you would like to be or how others see you.',
    description: 'Tip shown after part 2 of the test',
  },
  continue: {
    id: 'exam.tip.continue',
    defaultMessage: 'Continue to part {part}',
    description: 'Button on the tip screen that opens the next part of the test',
  },
});

export const calculatingMessages = defineMessages<{
  title: NoMessageValues;
  body: NoMessageValues;
  progressLabel: NoMessageValues;
  indicatorsDone: { done: number; total: number };
  energy: NoMessageValues;
  information: NoMessageValues;
  decisions: NoMessageValues;
  lifestyle: NoMessageValues;
  steadiness: NoMessageValues;
  unreachableTitle: NoMessageValues;
  unreachableBody: NoMessageValues;
  failedTitle: NoMessageValues;
  failedBody: NoMessageValues;
  retry: NoMessageValues;
  backToAnswers: NoMessageValues;
}>({
  title: {
    id: 'exam.calculating.title',
    defaultMessage: 'Calculating your results',
    description: 'Heading of the screen shown while the answers are scored',
  },
  body: {
    id: 'exam.calculating.body',
    defaultMessage: 'We are working out where you stand on five key indicators.',
    description: 'Text under the heading of the calculating screen',
  },
  progressLabel: {
    id: 'exam.calculating.progressLabel',
    defaultMessage: 'Calculation progress',
    description: 'Accessible name of the progress bar on the calculating screen',
  },
  indicatorsDone: {
    id: 'exam.calculating.indicatorsDone',
    defaultMessage: '{done} of {total} indicators calculated',
    description: 'What screen readers hear as the calculation moves on',
  },
  energy: {
    id: 'exam.calculating.energy',
    defaultMessage: 'Energy: extraversion or introversion',
    description: 'First of the five indicators being calculated',
  },
  information: {
    id: 'exam.calculating.information',
    defaultMessage: 'Information: sensing or intuition',
    description: 'Second of the five indicators being calculated',
  },
  decisions: {
    id: 'exam.calculating.decisions',
    defaultMessage: 'Decisions: thinking or feeling',
    description: 'Third of the five indicators being calculated',
  },
  lifestyle: {
    id: 'exam.calculating.lifestyle',
    defaultMessage: 'Lifestyle: judging or perceiving',
    description: 'Fourth of the five indicators being calculated',
  },
  steadiness: {
    id: 'exam.calculating.steadiness',
    defaultMessage: 'Emotional steadiness: calm or reactive',
    description: 'Fifth of the five indicators being calculated',
  },
  unreachableTitle: {
    id: 'exam.calculating.unreachable.title',
    defaultMessage: 'We could not reach our server',
    description: 'Heading when the answers could not be sent for scoring (no connection)',
  },
  unreachableBody: {
    id: 'exam.calculating.unreachable.body',
    defaultMessage: 'Your answers are safe on this device. Check your connection and try again.',
    description: 'Text when the answers could not be sent for scoring',
  },
  failedTitle: {
    id: 'exam.calculating.failed.title',
    defaultMessage: 'Your results could not be calculated',
    description: 'Heading when scoring was refused for an unexpected reason',
  },
  failedBody: {
    id: 'exam.calculating.failed.body',
    defaultMessage: 'Your answers are kept. Please try again in a moment.',
    description: 'Text when scoring was refused for an unexpected reason',
  },
  retry: {
    id: 'exam.calculating.retry',
    defaultMessage: 'Try again',
    description: 'Button that sends the answers for scoring again',
  },
  backToAnswers: {
    id: 'exam.calculating.backToAnswers',
    defaultMessage: 'Back to my answers',
    description: 'Button that leaves the calculating screen for the last statement',
  },
});

export const examStateMessages = defineMessages({
  loadError: {
    id: 'exam.state.loadError',
    defaultMessage: 'The test could not be loaded',
    description: 'Heading when the statements or the saved answers could not be loaded',
  },
  loadErrorBody: {
    id: 'exam.state.loadErrorBody',
    defaultMessage: 'Please check your connection and try again. Answers you already gave are kept.',
    description: 'Text when the statements or the saved answers could not be loaded',
  },
  retry: {
    id: 'exam.state.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the test again after an error',
  },
  examNotFound: {
    id: 'exam.state.examNotFound',
    defaultMessage: 'This test does not exist',
    description: 'Heading when the link names a test the site does not offer',
  },
  examNotFoundBody: {
    id: 'exam.state.examNotFoundBody',
    defaultMessage: 'The link may be incomplete. You can start our personality test from the home page.',
    description: 'Text when the link names a test the site does not offer',
  },
  home: {
    id: 'exam.state.home',
    defaultMessage: 'Back to home',
    description: 'Button from an error state of the test to the home page',
  },
  incomplete: {
    id: 'exam.state.incomplete',
    defaultMessage: 'A few statements still need an answer.',
    description: 'Notice when the visitor is sent back to statements they have not answered yet',
  },
});

export const completeMessages = defineMessages({
  title: {
    id: 'exam.complete.title',
    defaultMessage: 'All done! Your answers are in',
    description: 'Heading of the screen after the last statement',
  },
  body: {
    id: 'exam.complete.body',
    defaultMessage: 'Your profile is ready. Get your report now, or look over your answers first.',
    description: 'Text of the answer-complete screen',
  },
  getReport: {
    id: 'exam.complete.getReport',
    defaultMessage: 'Get my report',
    description: 'Main button of the answer-complete screen: goes on to the report form',
  },
  edit: {
    id: 'exam.complete.edit',
    defaultMessage: 'Edit my answers',
    description: 'Button of the answer-complete screen: back to the first statement, answers kept',
  },
  evaluating: {
    id: 'exam.complete.evaluating',
    defaultMessage: 'Saving and evaluating your answers…',
    description: 'Shown while the answers are saved and scored',
  },
  incompleteTitle: {
    id: 'exam.complete.incomplete.title',
    defaultMessage: 'A few statements are still open',
    description: 'Heading when the answers are not complete yet',
  },
  incompleteBody: {
    id: 'exam.complete.incomplete.body',
    defaultMessage: 'Answer the remaining statements to get your result. Your other answers are kept.',
    description: 'Text when the answers are not complete yet',
  },
  continueTest: {
    id: 'exam.complete.continueTest',
    defaultMessage: 'Continue the test',
    description: 'Button back to the first statement without an answer',
  },
  noSessionTitle: {
    id: 'exam.complete.noSession.title',
    defaultMessage: 'We could not find your answers',
    description: 'Heading when the answer-complete screen is opened without a saved test',
  },
  noSessionBody: {
    id: 'exam.complete.noSession.body',
    defaultMessage: 'Take the test to see your personality type. It takes about 15 minutes.',
    description: 'Text when the answer-complete screen is opened without a saved test',
  },
  startTest: {
    id: 'exam.complete.startTest',
    defaultMessage: 'Start the test',
    description: 'Button that opens the first statement of the test',
  },
  errorTitle: {
    id: 'exam.complete.error.title',
    defaultMessage: 'Your answers could not be evaluated',
    description: 'Heading when saving or scoring failed on the answer-complete screen',
  },
  errorBody: {
    id: 'exam.complete.error.body',
    defaultMessage: 'Please check your connection and try again. Your answers are kept.',
    description: 'Text when saving or scoring failed on the answer-complete screen',
  },
  retry: {
    id: 'exam.complete.retry',
    defaultMessage: 'Try again',
    description: 'Button that evaluates the answers again after an error',
  },
});
