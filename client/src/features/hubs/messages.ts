import { defineMessages } from 'react-intl';

/** The exploration and growth hubs of the user centre (in the account bundle, as the other user-centre pages). */
export const hubMessages = defineMessages({
  exploreTitle: { id: 'account.hubs.exploreTitle', defaultMessage: 'Explore', description: 'Heading of the exploration hub' },
  exploreIntro: {
    id: 'account.hubs.exploreIntro',
    defaultMessage: 'Tests, reading and small experiments to learn a little more about yourself, at your own pace.',
    description: 'Introduction under the heading of the exploration hub',
  },
  growthTitle: { id: 'account.hubs.growthTitle', defaultMessage: 'Grow', description: 'Heading of the growth hub' },
  growthIntro: {
    id: 'account.hubs.growthIntro',
    defaultMessage: 'Small steps that add up, one day at a time.',
    description: 'Introduction under the heading of the growth hub',
  },
  sectionsLabel: { id: 'account.hubs.sectionsLabel', defaultMessage: 'Sections', description: 'Accessible name of the list of section cards on a hub' },
  empty: {
    id: 'account.hubs.empty',
    defaultMessage: 'Nothing here yet. New sections open here as soon as they are ready.',
    description: 'A hub with no section open yet',
  },
  loading: { id: 'account.hubs.loading', defaultMessage: 'Loading the sections', description: 'Accessible text while a hub loads' },
  testsTitle: { id: 'account.hubs.testsTitle', defaultMessage: 'Test centre', description: 'Hub card: the test centre' },
  testsBody: {
    id: 'account.hubs.testsBody',
    defaultMessage: 'Every test we offer, by theme, with suggestions chosen from what you have already taken.',
    description: 'Hub card: what the test centre offers',
  },
  articlesTitle: { id: 'account.hubs.articlesTitle', defaultMessage: 'Articles', description: 'Hub card: the articles' },
  articlesBody: {
    id: 'account.hubs.articlesBody',
    defaultMessage: 'Short reads on psychology and mental health, written to be clear rather than clever.',
    description: 'Hub card: what the articles offer',
  },
  experimentsTitle: { id: 'account.hubs.experimentsTitle', defaultMessage: 'Experiments', description: 'Hub card: the psychology experiments' },
  experimentsBody: {
    id: 'account.hubs.experimentsBody',
    defaultMessage: 'Try classic psychology experiments yourself and see how your results compare.',
    description: 'Hub card: what the experiments offer',
  },
  treeHoleTitle: { id: 'account.hubs.treeHoleTitle', defaultMessage: 'Tree hole', description: 'Hub card: the anonymous tree hole' },
  treeHoleBody: {
    id: 'account.hubs.treeHoleBody',
    defaultMessage: 'Say what is on your mind, anonymously, and read what others have let go of.',
    description: 'Hub card: what the tree hole offers',
  },
  gamesTitle: { id: 'account.hubs.gamesTitle', defaultMessage: 'Games', description: 'Hub card: the games' },
  gamesBody: { id: 'account.hubs.gamesBody', defaultMessage: 'Quick games for a break that still keeps your mind awake.', description: 'Hub card: what the games offer' },
  dailyQuestionTitle: { id: 'account.hubs.dailyQuestionTitle', defaultMessage: 'Question of the day', description: 'Hub card: the daily question' },
  dailyQuestionBody: {
    id: 'account.hubs.dailyQuestionBody',
    defaultMessage: 'One question a day to think about for a minute, with a short explanation once you have answered.',
    description: 'Hub card: what the daily question offers',
  },
  coursesTitle: { id: 'account.hubs.coursesTitle', defaultMessage: 'Courses', description: 'Hub card: the psychology courses' },
  coursesBody: {
    id: 'account.hubs.coursesBody',
    defaultMessage: 'Guided courses to read, watch or listen to, one lesson at a time.',
    description: 'Hub card: what the courses offer',
  },
});
