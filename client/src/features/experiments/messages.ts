import { defineMessages } from 'react-intl';

/** The list page and what every experiment page shares. */
const experimentsMessagesPlain = defineMessages({
  title: { id: 'experiments.title', defaultMessage: 'Experiments', description: 'Heading of the experiments list' },
  intro: { id: 'experiments.intro', defaultMessage: 'Four classic experiments from psychology, run in your browser. Each takes a few minutes and gives you your own figure.', description: 'Line under the experiments heading' },
  loading: { id: 'experiments.loading', defaultMessage: 'Loading the experiments', description: 'Accessible name of the placeholder while the list loads' },
  loadFailed: { id: 'experiments.loadFailed', defaultMessage: 'The experiments didn’t load.', description: 'The list or an experiment could not be loaded' },
  retry: { id: 'experiments.retry', defaultMessage: 'Try again', description: 'Button to load again' },
  empty: { id: 'experiments.empty', defaultMessage: 'No experiments are open right now. Please come back later.', description: 'The list is empty' },
  notTaken: { id: 'experiments.notTaken', defaultMessage: 'Not taken yet', description: 'On a card the reader has no kept run of' },
  start: { id: 'experiments.start', defaultMessage: 'Start', description: 'Link from a card to the experiment' },
  keepSignIn: { id: 'experiments.keep.signIn', defaultMessage: 'Anyone can take part. Sign in to keep your results and compare them over time.', description: 'Note for a visitor: runs are kept only for members' },
  keepPlan: { id: 'experiments.keep.plan', defaultMessage: 'Your results are kept with a membership, so you can compare them over time.', description: 'Note for a signed-in reader without a plan' },
  signIn: { id: 'experiments.signIn', defaultMessage: 'Sign in', description: 'Link to the sign-in page' },
  back: { id: 'experiments.back', defaultMessage: 'All experiments', description: 'Link back to the list' },
  notFound: { id: 'experiments.notFound', defaultMessage: 'There is no such experiment.', description: 'The detail address names no experiment' },
  theScience: { id: 'experiments.intro.science', defaultMessage: 'The science', description: 'Heading of the explanation on the intro' },
  whatYouDo: { id: 'experiments.intro.whatYouDo', defaultMessage: 'What you will do', description: 'Heading of the instructions on the intro' },
  conditions: { id: 'experiments.intro.conditions', defaultMessage: 'Find a quiet moment and keep your eyes on the screen. Responses faster than a tenth of a second count as guesses and are left out. Nothing on screen moves or flashes.', description: 'General advice on the intro' },
  visualNote: { id: 'experiments.intro.visualNote', defaultMessage: 'These tasks rely on seeing the screen and answering quickly.', description: 'Honest accessibility note: the task is visual and timed' },
  startPractice: { id: 'experiments.intro.startPractice', defaultMessage: 'Start practice', description: 'Button that starts the practice trials' },
  practice: { id: 'experiments.practice', defaultMessage: 'Practice', description: 'Label while the practice trials run' },
  practiceDone: { id: 'experiments.practiceDone', defaultMessage: 'Practice over. The real run counts from the first trial, so start when you are ready.', description: 'Between practice and the run' },
  startRun: { id: 'experiments.startRun', defaultMessage: 'Start the run', description: 'Button that starts the real trials' },
  run: { id: 'experiments.run', defaultMessage: 'Run', description: 'Label while the real trials run' },
  correct: { id: 'experiments.feedback.correct', defaultMessage: 'Correct', description: 'Practice feedback: right' },
  wrong: { id: 'experiments.feedback.wrong', defaultMessage: 'Not quite', description: 'Practice feedback: wrong' },
  tooSoon: { id: 'experiments.feedback.tooSoon', defaultMessage: 'Too soon: wait for the signal', description: 'A response before the stimulus appeared' },
  stage: { id: 'experiments.stage', defaultMessage: 'Experiment area', description: 'Accessible name of the area where stimuli appear' },
  sending: { id: 'experiments.sending', defaultMessage: 'Working out your result…', description: 'While the run is scored' },
  sendFailed: { id: 'experiments.sendFailed', defaultMessage: 'Your result couldn’t be worked out. Please check your connection.', description: 'The run could not be sent' },
  sendAgain: { id: 'experiments.sendAgain', defaultMessage: 'Send again', description: 'Button to send the run again' },
  tooFewValid: { id: 'experiments.error.TOO_FEW_VALID_TRIALS', defaultMessage: 'Too few responses could be counted (too fast, too slow or wrong) to give a figure. Please take it again.', description: 'Error code TOO_FEW_VALID_TRIALS' },
  badRun: { id: 'experiments.error.BAD_USER_INPUT', defaultMessage: 'This run could not be used. Please take it again.', description: 'Error code BAD_USER_INPUT on a run' },
  again: { id: 'experiments.again', defaultMessage: 'Take it again', description: 'Button to start the experiment over' },
  resultTitle: { id: 'experiments.result.title', defaultMessage: 'Your result', description: 'Heading of the result' },
  yourRuns: { id: 'experiments.result.yourRuns', defaultMessage: 'Your runs', description: 'Heading of the member’s past runs' },
  firstRun: { id: 'experiments.result.firstRun', defaultMessage: 'This is your first kept run. Take it again another day to see how it changes.', description: 'No earlier runs to compare with' },
  latest: { id: 'experiments.result.latest', defaultMessage: 'this run', description: 'Marks the newest run in the list of runs' },
  everyone: { id: 'experiments.result.everyone', defaultMessage: 'Everyone so far', description: 'Heading of the comparison with everyone’s results' },
  noneYet: { id: 'experiments.result.noneYet', defaultMessage: 'No one has a kept result yet, so there is nothing to compare with.', description: 'Everyone’s results are empty' },
  notKept: { id: 'experiments.result.notKept', defaultMessage: 'This run was not kept.', description: 'A visitor’s run is not stored' },
});

/** The messages with values, typed so a missing value fails to compile. */
const experimentsMessagesValued = defineMessages<{ minutes: { minutes: number }; lastResult: { value: string }; sampleSize: { count: number }; progress: { current: number; total: number }; basis: { used: number; excluded: number }; sample: { count: number }; median: { value: string }; percentile: { percent: number }; percentileWait: { min: number; count: number } }>({
  minutes: { id: 'experiments.minutes', defaultMessage: 'About {minutes} min', description: 'How long an experiment takes' },
  lastResult: { id: 'experiments.lastResult', defaultMessage: 'Your last result: {value}', description: 'The member’s latest figure on a card' },
  sampleSize: {
    id: 'experiments.sampleSize',
    defaultMessage: '{count, plural, =0 {No one has a kept result yet.} one {# person has a kept result so far.} other {# people have kept results so far.}}',
    description: 'How many people everyone’s results come from, on the intro',
  },
  progress: { id: 'experiments.progress', defaultMessage: 'Trial {current} of {total}', description: 'Progress through the trials' },
  basis: { id: 'experiments.result.basis', defaultMessage: 'Based on {used} trials; {excluded} left out (guesses under 100 ms, very slow answers, outliers and errors).', description: 'What the figure rests on' },
  sample: { id: 'experiments.result.sample', defaultMessage: '{count, plural, one {Results of # person} other {Results of # people}}', description: 'Sample size of everyone’s results' },
  median: { id: 'experiments.result.median', defaultMessage: 'Median: {value}', description: 'Middle figure of everyone’s results' },
  percentile: { id: 'experiments.result.percentile', defaultMessage: '{percent}% of the others’ figures are lower than yours.', description: 'Percentile, shown from 20 people on' },
  percentileWait: { id: 'experiments.result.percentileWait', defaultMessage: 'Where you stand is shown once {min} people have taken part; so far there {count, plural, one {is #} other {are #}}, too few to say.', description: 'Honest note while the sample is under the minimum' },
});

export const experimentsMessages = { ...experimentsMessagesPlain, ...experimentsMessagesValued };

/** The main figure in its unit. */
export const unitMessages = defineMessages<{ MILLISECONDS: { value: number }; MS_PER_ITEM: { value: number }; DIGITS: { value: number }; percent: { value: number }; count: { value: number } }>({
  MILLISECONDS: { id: 'experiments.unit.ms', defaultMessage: '{value, number, ::.#} ms', description: 'A time in milliseconds' },
  MS_PER_ITEM: { id: 'experiments.unit.msPerItem', defaultMessage: '{value, number, ::.#} ms per item', description: 'A search slope' },
  DIGITS: { id: 'experiments.unit.digits', defaultMessage: '{value, plural, one {# digit} other {# digits}}', description: 'A digit span' },
  percent: { id: 'experiments.unit.percent', defaultMessage: '{value, number, ::.#}%', description: 'An accuracy in percent' },
  count: { id: 'experiments.unit.count', defaultMessage: '{value, number}', description: 'A plain count' },
});

/** The secondary figures of a run, by their key. */
export const figureMessages = defineMessages({
  congruentMs: { id: 'experiments.figure.congruentMs', defaultMessage: 'Word and ink agree', description: 'Stroop: median time when word and ink (or shape) agree' },
  incongruentMs: { id: 'experiments.figure.incongruentMs', defaultMessage: 'Word and ink clash', description: 'Stroop: median time when they clash' },
  accuracyPercent: { id: 'experiments.figure.accuracyPercent', defaultMessage: 'Accuracy', description: 'Share of right answers' },
  simpleMs: { id: 'experiments.figure.simpleMs', defaultMessage: 'Simple reaction', description: 'Median simple reaction time' },
  choiceMs: { id: 'experiments.figure.choiceMs', defaultMessage: 'Choice of four', description: 'Median choice reaction time' },
  choiceCostMs: { id: 'experiments.figure.choiceCostMs', defaultMessage: 'Time the choice costs', description: 'Choice minus simple reaction time' },
  featureSlope: { id: 'experiments.figure.featureSlope', defaultMessage: 'Feature search', description: 'Slope of the feature search' },
  conjunctionSlope: { id: 'experiments.figure.conjunctionSlope', defaultMessage: 'Conjunction search', description: 'Slope of the conjunction search' },
  listsRight: { id: 'experiments.figure.listsRight', defaultMessage: 'Lists recalled right', description: 'Digit span: lists right' },
  listsTried: { id: 'experiments.figure.listsTried', defaultMessage: 'Lists tried', description: 'Digit span: lists tried' },
});
