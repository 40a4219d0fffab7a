import { defineMessages } from 'react-intl';

/** The page's plain messages. */
const plain = defineMessages({
  title: { id: 'dailyQuestion.title', defaultMessage: 'Question of the day', description: 'Heading of the daily question page' },
  intro: { id: 'dailyQuestion.intro', defaultMessage: 'One short question a day, with the research behind the answer.', description: 'Line under the daily question heading' },
  loading: { id: 'dailyQuestion.loading', defaultMessage: 'Loading today’s question', description: 'Accessible name of the placeholder while the question loads' },
  loadFailed: { id: 'dailyQuestion.loadFailed', defaultMessage: 'Today’s question didn’t load.', description: 'The question could not be loaded' },
  retry: { id: 'dailyQuestion.retry', defaultMessage: 'Try again', description: 'Button to load the question again' },
  noQuestion: { id: 'dailyQuestion.noQuestion', defaultMessage: 'There is no question today. Please come back tomorrow.', description: 'No question is scheduled for today' },
  hintSingle: { id: 'dailyQuestion.hint.single', defaultMessage: 'Choose one answer.', description: 'How to answer a single-choice question' },
  hintMultiple: { id: 'dailyQuestion.hint.multiple', defaultMessage: 'Choose all that apply.', description: 'How to answer a multiple-choice question' },
  hintFill: { id: 'dailyQuestion.hint.fill', defaultMessage: 'Type a short answer.', description: 'How to answer a fill-in question' },
  fillLabel: { id: 'dailyQuestion.fillLabel', defaultMessage: 'Your answer', description: 'Label of the text field of a fill-in question' },
  submit: { id: 'dailyQuestion.submit', defaultMessage: 'Submit answer', description: 'Button that sends the answer' },
  submitting: { id: 'dailyQuestion.submitting', defaultMessage: 'Sending…', description: 'The answer is being sent' },
  chooseFirst: { id: 'dailyQuestion.chooseFirst', defaultMessage: 'Choose or write an answer to submit.', description: 'Hint beside the disabled submit button' },
  right: { id: 'dailyQuestion.result.right', defaultMessage: 'That’s right.', description: 'Result heading when the answer is right' },
  notQuite: { id: 'dailyQuestion.result.notQuite', defaultMessage: 'Not quite this time.', description: 'Result heading when the answer is not right; gentle, never scolding' },
  reflection: { id: 'dailyQuestion.result.reflection', defaultMessage: 'No right or wrong here: this one is about you.', description: 'Result heading of a reflection question, which has no right answer' },
  yourAnswer: { id: 'dailyQuestion.result.yourAnswer', defaultMessage: 'Your answer', description: 'Label of the member’s own answer' },
  correctAnswer: { id: 'dailyQuestion.result.correctAnswer', defaultMessage: 'Right answer', description: 'Label of the right answer (or answers)' },
  analysis: { id: 'dailyQuestion.result.analysis', defaultMessage: 'What the research says', description: 'Heading of the analysis under the answer' },
  doneToday: { id: 'dailyQuestion.doneToday', defaultMessage: 'That’s today done. A new question arrives tomorrow.', description: 'Shown once today’s question is answered' },
  freshStart: { id: 'dailyQuestion.rhythm.freshStart', defaultMessage: 'Today is a good day to start. One question, a minute or two.', description: 'A calm invitation when nothing was answered this week; no loss language' },
  signInTitle: { id: 'dailyQuestion.signIn.title', defaultMessage: 'Sign in to answer', description: 'Heading of the invitation to sign in' },
  signInBody: { id: 'dailyQuestion.signIn.body', defaultMessage: 'Members answer one question a day and keep their answers here.', description: 'Why to sign in on the daily question page' },
  signIn: { id: 'dailyQuestion.signIn.signIn', defaultMessage: 'Sign in', description: 'Link to the sign-in page' },
  register: { id: 'dailyQuestion.signIn.register', defaultMessage: 'Create an account', description: 'Link to the registration page' },
  planTitle: { id: 'dailyQuestion.plan.title', defaultMessage: 'Answering comes with a membership', description: 'Heading for a signed-in reader without a plan' },
  planBody: { id: 'dailyQuestion.plan.body', defaultMessage: 'The daily question is part of the basic and Premium plans. You can still read today’s question.', description: 'Text for a signed-in reader without a plan' },
  planLink: { id: 'dailyQuestion.plan.link', defaultMessage: 'See what membership includes', description: 'Link to the membership benefits page' },
  historyTitle: { id: 'dailyQuestion.history.title', defaultMessage: 'Earlier questions', description: 'Heading of the list of past questions' },
  historyEmpty: { id: 'dailyQuestion.history.empty', defaultMessage: 'Past questions will appear here from tomorrow.', description: 'The history has nothing yet' },
  answered: { id: 'dailyQuestion.history.answered', defaultMessage: 'Answered', description: 'A past reflection question the member answered (it has no right answer)' },
  notAnswered: { id: 'dailyQuestion.history.notAnswered', defaultMessage: 'Not answered', description: 'A past question the member did not answer; neutral' },
  showAnalysis: { id: 'dailyQuestion.history.show', defaultMessage: 'Answer and research', description: 'Disclosure that opens a past question’s answer and analysis' },
  historyLoading: { id: 'dailyQuestion.history.loading', defaultMessage: 'Loading earlier questions', description: 'Accessible name while the history loads' },
  historyFailed: { id: 'dailyQuestion.history.failed', defaultMessage: 'Earlier questions didn’t load.', description: 'The history could not be loaded' },
  loadMore: { id: 'dailyQuestion.history.loadMore', defaultMessage: 'Load more', description: 'Button to load more past questions' },
  loadingMore: { id: 'dailyQuestion.history.loadingMore', defaultMessage: 'Loading…', description: 'More past questions are loading' },
  noMore: { id: 'dailyQuestion.history.noMore', defaultMessage: 'No more questions', description: 'All past questions are shown' },
  errorRequired: { id: 'dailyQuestion.error.ANSWER_REQUIRED', defaultMessage: 'Choose or write an answer first.', description: 'The answer was empty' },
  errorChoice: { id: 'dailyQuestion.error.INVALID_CHOICE', defaultMessage: 'That choice isn’t available. Please choose again.', description: 'The answer named an option that is not there' },
  errorTooLong: { id: 'dailyQuestion.error.ANSWER_TOO_LONG', defaultMessage: 'Please keep your answer under 120 characters.', description: 'The fill-in answer was too long' },
  errorSaving: { id: 'dailyQuestion.error.saving', defaultMessage: 'Your answer wasn’t saved. Please try again.', description: 'The answer could not be sent' },
  typePERSONALITY: { id: 'dailyQuestion.type.PERSONALITY', defaultMessage: 'Personality', description: 'Question type' },
  typeINTELLIGENCE: { id: 'dailyQuestion.type.INTELLIGENCE', defaultMessage: 'Reasoning', description: 'Question type' },
  typeEMOTIONAL: { id: 'dailyQuestion.type.EMOTIONAL', defaultMessage: 'Emotions', description: 'Question type' },
  typeSOCIAL: { id: 'dailyQuestion.type.SOCIAL', defaultMessage: 'Social life', description: 'Question type' },
  typeCAREER: { id: 'dailyQuestion.type.CAREER', defaultMessage: 'Work', description: 'Question type' },
  typeRELATIONSHIP: { id: 'dailyQuestion.type.RELATIONSHIP', defaultMessage: 'Relationships', description: 'Question type' },
  typeHEALTH: { id: 'dailyQuestion.type.HEALTH', defaultMessage: 'Health', description: 'Question type' },
  typeSTRESS: { id: 'dailyQuestion.type.STRESS', defaultMessage: 'Stress', description: 'Question type' },
});

/** The messages with values, typed so a missing value fails to compile. */
const valued = defineMessages<{ weekCount: { count: number }; inARow: { count: number }; pageOf: { page: number; pageCount: number; total: number } }>({
  weekCount: {
    id: 'dailyQuestion.rhythm.week',
    defaultMessage: '{count, plural, one {You’ve answered # day this week.} other {You’ve answered # days this week.}}',
    description: 'Days answered in the last seven; never mentions days missed',
  },
  inARow: { id: 'dailyQuestion.rhythm.inARow', defaultMessage: '{count} days in a row.', description: 'Days in a row with an answer, shown from two days' },
  pageOf: { id: 'dailyQuestion.history.pageOf', defaultMessage: 'Page {page} of {pageCount} · {total} in all', description: 'Where the list is' },
});

/** The daily question page. Ids start with `dailyQuestion.` so they travel in their own bundle. */
export const dailyQuestionMessages = { ...plain, ...valued };
