import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

export const resultMessages = defineMessages<{
  eyebrow: NoMessageValues;
  loading: NoMessageValues;
  axesTitle: NoMessageValues;
  axesIntro: NoMessageValues;
  levelLabel: { level: string; b: MessageTag };
}>({
  eyebrow: {
    id: 'result.eyebrow',
    defaultMessage: 'Your personality type',
    description: 'Small label above the four-letter type on the free result',
  },
  loading: {
    id: 'result.loading',
    defaultMessage: 'Loading your result',
    description: 'Accessible text while the free result loads',
  },
  axesTitle: {
    id: 'result.axes.title',
    defaultMessage: 'Your five indicators',
    description: 'Heading of the five bars of the free result',
  },
  axesIntro: {
    id: 'result.axes.intro',
    defaultMessage: 'Each bar shows where you stand between two poles. The longer side is your preference.',
    description: 'Text under the heading of the five bars',
  },
  levelLabel: {
    id: 'result.axes.levelLabel',
    defaultMessage: 'Strength of preference: <b>{level}</b>',
    description: 'Under each bar: how clear the preference is; {level} is a level word such as High',
  },
});

/** The five indicators: the title of each bar. */
export const axisMessages = defineMessages({
  EI: { id: 'result.axis.EI', defaultMessage: 'Energy', description: 'Title of the extraversion–introversion bar' },
  SN: { id: 'result.axis.SN', defaultMessage: 'Information', description: 'Title of the sensing–intuition bar' },
  TF: { id: 'result.axis.TF', defaultMessage: 'Decisions', description: 'Title of the thinking–feeling bar' },
  JP: { id: 'result.axis.JP', defaultMessage: 'Lifestyle', description: 'Title of the judging–perceiving bar' },
  ES: {
    id: 'result.axis.ES',
    defaultMessage: 'Emotional steadiness',
    description: 'Title of the calm–reactive bar (the fifth indicator)',
  },
});

/** The ten poles, named as the bars show them. */
export const poleMessages = defineMessages({
  E: { id: 'result.pole.E', defaultMessage: 'Extraversion', description: 'Pole E of the energy bar' },
  I: { id: 'result.pole.I', defaultMessage: 'Introversion', description: 'Pole I of the energy bar' },
  S: { id: 'result.pole.S', defaultMessage: 'Sensing', description: 'Pole S of the information bar' },
  N: { id: 'result.pole.N', defaultMessage: 'Intuition', description: 'Pole N of the information bar' },
  T: { id: 'result.pole.T', defaultMessage: 'Thinking', description: 'Pole T of the decisions bar' },
  F: { id: 'result.pole.F', defaultMessage: 'Feeling', description: 'Pole F of the decisions bar' },
  J: { id: 'result.pole.J', defaultMessage: 'Judging', description: 'Pole J of the lifestyle bar (prefers plans)' },
  P: { id: 'result.pole.P', defaultMessage: 'Perceiving', description: 'Pole P of the lifestyle bar (prefers options)' },
  C: { id: 'result.pole.C', defaultMessage: 'Calm', description: 'Pole C of the emotional steadiness bar' },
  R: { id: 'result.pole.R', defaultMessage: 'Reactive', description: 'Pole R of the emotional steadiness bar' },
});

/** How clear a preference is, from the server's level. */
export const levelMessages = defineMessages({
  VERY_LOW: { id: 'result.level.veryLow', defaultMessage: 'Very low', description: 'Level of a preference: barely any' },
  LOW: { id: 'result.level.low', defaultMessage: 'Low', description: 'Level of a preference: slight' },
  MODERATE: { id: 'result.level.moderate', defaultMessage: 'Moderate', description: 'Level of a preference: medium' },
  HIGH: { id: 'result.level.high', defaultMessage: 'High', description: 'Level of a preference: clear' },
  VERY_HIGH: { id: 'result.level.veryHigh', defaultMessage: 'Very high', description: 'Level of a preference: very clear' },
});

export const lockedMessages = defineMessages({
  title: {
    id: 'result.locked.title',
    defaultMessage: 'In your full report',
    description: 'Heading of the list of sections of the paid report',
  },
  intro: {
    id: 'result.locked.intro',
    defaultMessage:
      'The full report goes deeper, with practical advice for everyday life. It is paid: you will see the price before you decide.',
    description: 'Honest line under the heading: the full report costs money, and the price is shown before paying',
  },
  locked: {
    id: 'result.locked.locked',
    defaultMessage: 'Locked',
    description: 'Read by screen readers beside each section of the paid report',
  },
  basicTitle: { id: 'result.locked.basic.title', defaultMessage: 'Basic profile', description: 'Section of the paid report' },
  basicBody: {
    id: 'result.locked.basic.body',
    defaultMessage: 'Your strengths, your blind spots and what drives you.',
    description: 'What the basic profile section holds',
  },
  dimensionsTitle: {
    id: 'result.locked.dimensions.title',
    defaultMessage: 'Dimension analysis',
    description: 'Section of the paid report',
  },
  dimensionsBody: {
    id: 'result.locked.dimensions.body',
    defaultMessage: 'What each of your five indicators means from day to day.',
    description: 'What the dimension analysis section holds',
  },
  personalTitle: {
    id: 'result.locked.personal.title',
    defaultMessage: 'Personal growth',
    description: 'Section of the paid report',
  },
  personalBody: {
    id: 'result.locked.personal.body',
    defaultMessage: 'Habits and small steps that suit the way you work.',
    description: 'What the personal growth section holds',
  },
  relationshipsTitle: {
    id: 'result.locked.relationships.title',
    defaultMessage: 'Relationships growth',
    description: 'Section of the paid report',
  },
  relationshipsBody: {
    id: 'result.locked.relationships.body',
    defaultMessage: 'How you connect, communicate and handle conflict.',
    description: 'What the relationships growth section holds',
  },
  careerTitle: { id: 'result.locked.career.title', defaultMessage: 'Career growth', description: 'Section of the paid report' },
  careerBody: {
    id: 'result.locked.career.body',
    defaultMessage: 'Roles, teams and ways of working where you do your best.',
    description: 'What the career growth section holds',
  },
  cta: {
    id: 'result.locked.cta',
    defaultMessage: 'Get the full report',
    description: 'Button that leads to the plans for the paid report',
  },
});

export const resultStateMessages = defineMessages({
  startTitle: {
    id: 'result.start.title',
    defaultMessage: 'Discover your personality type',
    description: 'Heading of the result page opened without a test taken in this browser',
  },
  startBody: {
    id: 'result.start.body',
    defaultMessage: 'Take the test to see your type and where you stand on five key indicators. It takes about 15 minutes.',
    description: 'Text of the result page opened without a test',
  },
  startTest: {
    id: 'result.start.button',
    defaultMessage: 'Start the test',
    description: 'Button that opens the first statement of the test',
  },
  notFoundTitle: {
    id: 'result.notFound.title',
    defaultMessage: 'We could not find this result',
    description: 'Heading when the result link names no saved test',
  },
  notFoundBody: {
    id: 'result.notFound.body',
    defaultMessage: 'The link may be incomplete. You can take the test again; it takes about 15 minutes.',
    description: 'Text when the result link names no saved test',
  },
  unfinishedTitle: {
    id: 'result.unfinished.title',
    defaultMessage: 'Your test is not finished yet',
    description: 'Heading when the result is opened before the answers were completed',
  },
  unfinishedBody: {
    id: 'result.unfinished.body',
    defaultMessage: 'Answer the remaining statements to see your result.',
    description: 'Text when the result is opened before the answers were completed',
  },
  continueTest: {
    id: 'result.unfinished.button',
    defaultMessage: 'Continue the test',
    description: 'Button back to the test from the result page',
  },
  errorTitle: {
    id: 'result.error.title',
    defaultMessage: 'Your result could not be loaded',
    description: 'Heading when the result failed to load',
  },
  errorBody: {
    id: 'result.error.body',
    defaultMessage: 'Please check your connection and try again.',
    description: 'Text when the result failed to load',
  },
  retry: { id: 'result.error.retry', defaultMessage: 'Try again', description: 'Button that loads the result again' },
});
