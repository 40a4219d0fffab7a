import { defineMessages, type NoMessageValues } from 'react-intl';

export const heroMessages = defineMessages({
  eyebrow: {
    id: 'home.hero.eyebrow',
    defaultMessage: '16-type personality test',
    description: 'Small label above the home page headline',
  },
  title: {
    id: 'home.hero.title',
    defaultMessage: 'Understand how you think, feel and connect',
    description: 'Main headline of the home page',
  },
  subtitle: {
    id: 'home.hero.subtitle',
    defaultMessage:
      'Answer at your own pace. Your result shows your type across four dimensions, with practical ideas for work, growth and relationships.',
    description: 'Text under the home page headline',
  },
  start: {
    id: 'home.hero.start',
    defaultMessage: 'Start the test',
    description: 'Main call-to-action button that opens the first question',
  },
  note: {
    id: 'home.hero.note',
    defaultMessage: 'About 15 minutes · No account needed',
    description: 'Small print under the start button: how long the test takes and that no sign-up is required',
  },
});

export const counterMessages = defineMessages<{
  title: NoMessageValues;
  takenToday: NoMessageValues;
  inRegion: { region: string };
  inYourRegion: NoMessageValues;
  totalCompleted: NoMessageValues;
  accuracy: NoMessageValues;
  accuracyValue: { rating: number };
  ratingCount: { count: number };
  loading: NoMessageValues;
  error: NoMessageValues;
  retry: NoMessageValues;
}>({
  title: {
    id: 'home.figures.title',
    defaultMessage: 'The test in figures',
    description: 'Accessible heading of the row of figures on the home page (facts about the test, and figures about people once there are enough)',
  },
  takenToday: {
    id: 'home.counters.takenToday',
    defaultMessage: 'Taken today',
    description: 'Label of the number of tests completed today',
  },
  inRegion: {
    id: 'home.counters.inRegion',
    defaultMessage: 'In {region}, last 30 days',
    description: 'Label of the number of tests completed in the visitor country; {region} is a country name',
  },
  inYourRegion: {
    id: 'home.counters.inYourRegion',
    defaultMessage: 'In your region, last 30 days',
    description: 'Label of the number of tests completed in the visitor region when the country is unknown',
  },
  totalCompleted: {
    id: 'home.counters.totalCompleted',
    defaultMessage: 'Tests completed',
    description: 'Label of the number of tests ever completed',
  },
  accuracy: {
    id: 'home.counters.accuracy',
    defaultMessage: 'Accuracy rated by users',
    description: 'Label of the average rating people gave to how accurate their result felt',
  },
  accuracyValue: {
    id: 'home.counters.accuracyValue',
    defaultMessage: '{rating, number, ::.0} / 5',
    description: 'Average accuracy rating out of five, such as 4.7 / 5',
  },
  ratingCount: {
    id: 'home.counters.ratingCount',
    defaultMessage: '{count, plural, one {from # rating} other {from # ratings}}',
    description: 'How many ratings the accuracy average is based on',
  },
  loading: {
    id: 'home.counters.loading',
    defaultMessage: 'Loading figures',
    description: 'Accessible text while the live figures load',
  },
  error: {
    id: 'home.counters.error',
    defaultMessage: 'The figures could not be loaded.',
    description: 'Shown in place of the live figures when loading them failed',
  },
  retry: {
    id: 'home.counters.retry',
    defaultMessage: 'Try again',
    description: 'Button that reloads the live figures after an error',
  },
});

export const typesMessages = defineMessages({
  title: {
    id: 'home.types.title',
    defaultMessage: 'Sixteen types, four dimensions',
    description: 'Heading of the home page section that explains the 16 types',
  },
  intro: {
    id: 'home.types.intro',
    defaultMessage:
      'Your type is four letters. Each one shows which side of a pair you lean towards. Nobody is only one side: the letters describe a preference, not a limit.',
    description: 'Introduction to the four letter pairs',
  },
  codesLabel: {
    id: 'home.types.codesLabel',
    defaultMessage: 'The 16 type codes',
    description: 'Accessible name of the grid that lists the 16 four-letter codes',
  },
  energyTitle: {
    id: 'home.types.energy.title',
    defaultMessage: 'Where your energy comes from',
    description: 'Title of the first letter pair, Extraversion or Introversion',
  },
  extraversion: {
    id: 'home.types.energy.e',
    defaultMessage: 'Extraversion: recharged by people, conversation and activity.',
    description: 'The E pole of the first letter pair',
  },
  introversion: {
    id: 'home.types.energy.i',
    defaultMessage: 'Introversion: recharged by quiet, depth and time on your own.',
    description: 'The I pole of the first letter pair',
  },
  perceptionTitle: {
    id: 'home.types.perception.title',
    defaultMessage: 'How you take in information',
    description: 'Title of the second letter pair, Sensing or Intuition',
  },
  sensing: {
    id: 'home.types.perception.s',
    defaultMessage: 'Sensing: trusts facts, details and what has worked before.',
    description: 'The S pole of the second letter pair',
  },
  intuition: {
    id: 'home.types.perception.n',
    defaultMessage: 'Intuition: looks for patterns, meanings and what could be.',
    description: 'The N pole of the second letter pair',
  },
  decisionTitle: {
    id: 'home.types.decision.title',
    defaultMessage: 'How you make decisions',
    description: 'Title of the third letter pair, Thinking or Feeling',
  },
  thinking: {
    id: 'home.types.decision.t',
    defaultMessage: 'Thinking: weighs logic, fairness and consistency first.',
    description: 'The T pole of the third letter pair',
  },
  feeling: {
    id: 'home.types.decision.f',
    defaultMessage: 'Feeling: weighs values, people and harmony first.',
    description: 'The F pole of the third letter pair',
  },
  lifestyleTitle: {
    id: 'home.types.lifestyle.title',
    defaultMessage: 'How you organise your life',
    description: 'Title of the fourth letter pair, Judging or Perceiving',
  },
  judging: {
    id: 'home.types.lifestyle.j',
    defaultMessage: 'Judging: likes plans, settled decisions and a clear next step.',
    description: 'The J pole of the fourth letter pair',
  },
  perceiving: {
    id: 'home.types.lifestyle.p',
    defaultMessage: 'Perceiving: likes options, flexibility and room to adapt.',
    description: 'The P pole of the fourth letter pair',
  },
});

export const topicMessages = defineMessages({
  title: {
    id: 'home.topics.title',
    defaultMessage: 'What your result helps with',
    description: 'Heading of the home page section on what the report covers',
  },
  growthTitle: {
    id: 'home.topics.growth.title',
    defaultMessage: 'Self-improvement',
    description: 'Title of the self-improvement card',
  },
  growthBody: {
    id: 'home.topics.growth.body',
    defaultMessage: 'See your strengths and blind spots clearly, with small, concrete steps to grow.',
    description: 'Text of the self-improvement card',
  },
  careerTitle: { id: 'home.topics.career.title', defaultMessage: 'Career', description: 'Title of the career card' },
  careerBody: {
    id: 'home.topics.career.body',
    defaultMessage: 'Find the kind of work and team that suit the way you think, and put your strengths into words.',
    description: 'Text of the career card',
  },
  relationshipsTitle: {
    id: 'home.topics.relationships.title',
    defaultMessage: 'Relationships',
    description: 'Title of the relationships card (friends, family, colleagues)',
  },
  relationshipsBody: {
    id: 'home.topics.relationships.body',
    defaultMessage: 'Understand how you communicate and handle conflict with friends, family and colleagues.',
    description: 'Text of the relationships card',
  },
  loveTitle: { id: 'home.topics.love.title', defaultMessage: 'Love', description: 'Title of the love card' },
  loveBody: {
    id: 'home.topics.love.body',
    defaultMessage: 'Learn what helps you feel close, and how to meet a partner who sees the world differently.',
    description: 'Text of the love card',
  },
});

export const closingMessages = defineMessages({
  title: {
    id: 'home.closing.title',
    defaultMessage: 'Ready when you are',
    description: 'Heading of the last call to action on the home page',
  },
  body: {
    id: 'home.closing.body',
    defaultMessage: 'Answer honestly. There are no right or wrong answers, only yours.',
    description: 'Text above the last start button on the home page',
  },
});

/** Facts true of the test from its first day, shown where figures about people are not published yet. */
export const factMessages = defineMessages<{
  questions: { count: number };
  minutesMeasured: NoMessageValues;
  minutesEstimated: NoMessageValues;
  dimensions: { count: number };
  languages: { count: number };
  report: NoMessageValues;
  onScreen: NoMessageValues;
  pdf: NoMessageValues;
  email: NoMessageValues;
}>({
  questions: {
    id: 'home.facts.questions',
    defaultMessage: '{count, plural, one {statement to answer} other {statements to answer}}',
    description: 'Label under the number of statements of the test, such as 76',
  },
  minutesMeasured: {
    id: 'home.facts.minutesMeasured',
    defaultMessage: 'Typical time to finish',
    description: 'Label under the median time people took to finish the test, such as "14 min"',
  },
  minutesEstimated: {
    id: 'home.facts.minutesEstimated',
    defaultMessage: 'Estimated time to finish',
    description: 'Label under the time the test should take (estimated from its number of statements), such as "15 min"',
  },
  dimensions: {
    id: 'home.facts.dimensions',
    defaultMessage: '{count, plural, one {scale measured in your report} other {scales measured in your report}}',
    description:
      'Label under the number of scales the test scores and the report explains, such as 5 (the four letters of the type and emotional steadiness)',
  },
  languages: {
    id: 'home.facts.languages',
    defaultMessage: '{count, plural, one {language} other {languages}}',
    description: 'Label under the number of languages the test is offered in, such as 9',
  },
  report: {
    id: 'home.facts.report',
    defaultMessage: 'Your full report:',
    description: 'Label before the ways the paid report reaches its buyer (on screen, PDF, by e-mail)',
  },
  onScreen: { id: 'home.facts.onScreen', defaultMessage: 'on screen', description: 'The report can be read on the site' },
  pdf: { id: 'home.facts.pdf', defaultMessage: 'as a PDF', description: 'The report can be downloaded as a PDF' },
  email: { id: 'home.facts.email', defaultMessage: 'by e-mail', description: 'The report is sent by e-mail' },
});

/** The line that leads from the home page to the test centre. */
export const moreTestsMessages = defineMessages({
  title: { id: 'home.tests.title', defaultMessage: 'More tests', description: "Heading of the home page's line about the other tests" },
  body: {
    id: 'home.tests.body',
    defaultMessage: 'Mood, personality and more: every test in one place.',
    description: "Line under the heading of the home page's line about the other tests",
  },
  link: { id: 'home.tests.link', defaultMessage: 'Open the test centre', description: 'Link from the home page to the test centre' },
});
