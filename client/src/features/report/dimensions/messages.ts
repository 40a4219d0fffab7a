import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/** Section headings of the Dimensions tab, in the order the tab shows them. */
export const dimensionsSectionMessages = defineMessages({
  analysis: {
    id: 'report.dimensions.analysis.title',
    defaultMessage: 'Dimension analysis',
    description: 'Section of the paid report: the ten poles one by one',
  },
  table: {
    id: 'report.dimensions.table.title',
    defaultMessage: 'Result analysis',
    description: 'Section of the paid report: a table of scores with reference ranges',
  },
  benchmark: {
    id: 'report.dimensions.benchmark.title',
    defaultMessage: 'Professional benchmark',
    description: 'Section of the paid report: how the person compares with everyone who took the test',
  },
  countries: {
    id: 'report.dimensions.countries.title',
    defaultMessage: 'Top 10 countries',
    description: 'Section of the paid report: the ten countries where the type is most common',
  },
  ranking: {
    id: 'report.dimensions.ranking.title',
    defaultMessage: 'Latest ranking',
    description: 'Section of the paid report: the 16 types ranked by how often they came out recently',
  },
});

export const analysisMessages = defineMessages<{
  intro: NoMessageValues;
  pair: { first: string; second: string };
  percent: { percent: string; b: MessageTag };
  levels: NoMessageValues;
  current: NoMessageValues;
}>({
  intro: {
    id: 'report.dimensions.analysis.intro',
    defaultMessage: 'How strongly you lean toward each of the ten poles, and what that means from day to day.',
    description: 'Text under the heading of the dimension analysis',
  },
  pair: {
    id: 'report.dimensions.analysis.pair',
    defaultMessage: '{first} and {second}',
    description: 'Heading of a pair of opposite poles, such as Extraversion and Introversion',
  },
  percent: {
    id: 'report.dimensions.analysis.percent',
    defaultMessage: 'Your score: <b>{percent}</b>',
    description: 'Above a pole’s bar; {percent} is a formatted percentage',
  },
  levels: {
    id: 'report.dimensions.analysis.levels',
    defaultMessage: 'Level',
    description: 'Accessible name of the five level steps under a pole’s bar',
  },
  current: {
    id: 'report.dimensions.analysis.current',
    defaultMessage: 'your level',
    description: 'Read by screen readers after the highlighted level step',
  },
});

export const tableMessages = defineMessages<{
  intro: NoMessageValues;
  introScores: NoMessageValues;
  dimension: NoMessageValues;
  score: NoMessageValues;
  range: NoMessageValues;
  interpretation: NoMessageValues;
  rangeValue: { low: string; high: string };
}>({
  intro: {
    id: 'report.dimensions.table.intro',
    defaultMessage:
      'Your score on each dimension beside the reference range, where the middle half of test takers fall.',
    description: 'Text under the heading of the result table',
  },
  introScores: {
    id: 'report.dimensions.table.introScores',
    defaultMessage: 'Your score on each dimension, with a quick reading of what it means.',
    description: 'Text under the heading of the result table while there are too few results to show reference ranges',
  },
  dimension: { id: 'report.dimensions.table.dimension', defaultMessage: 'Dimension', description: 'Column heading' },
  score: { id: 'report.dimensions.table.score', defaultMessage: 'Score', description: 'Column heading' },
  range: { id: 'report.dimensions.table.range', defaultMessage: 'Reference range', description: 'Column heading' },
  interpretation: {
    id: 'report.dimensions.table.interpretation',
    defaultMessage: 'Interpretation',
    description: 'Column heading: a quick reading of the score',
  },
  rangeValue: {
    id: 'report.dimensions.table.rangeValue',
    defaultMessage: '{low}–{high}',
    description: 'A range of two formatted percentages, such as 48%–71%',
  },
});

export const statsMessages = defineMessages<{
  liveSize: { count: number };
  benchmarkIntro: NoMessageValues;
  benchmarkLine: { pole: string; percentile: string };
  countriesIntro: { code: string };
  country: NoMessageValues;
  share: NoMessageValues;
  rankingIntro: NoMessageValues;
  yourRank: { code: string; rank: number; percent: string };
  rank: NoMessageValues;
  type: NoMessageValues;
  yourTick: { code: string };
}>({
  liveSize: {
    id: 'report.dimensions.stats.liveSize',
    defaultMessage: 'Drawn from {count, plural, one {# result} other {# results}} on Innerscope.',
    description: 'Under the comparison sections when their figures come from real results',
  },
  benchmarkIntro: {
    id: 'report.dimensions.benchmark.intro',
    defaultMessage: 'For each dimension, the share of test takers who lean less toward your side than you do.',
    description: 'Text under the heading of the benchmark',
  },
  benchmarkLine: {
    id: 'report.dimensions.benchmark.line',
    defaultMessage: 'More {pole} than {percentile} of test takers',
    description: 'One line of the benchmark; {pole} is a pole’s name such as Introversion, {percentile} a percentage',
  },
  countriesIntro: {
    id: 'report.dimensions.countries.intro',
    defaultMessage: 'Where {code} is most common: the share of each country’s results with this type.',
    description: 'Text under the heading of the top 10 countries; {code} is the four-letter type',
  },
  country: { id: 'report.dimensions.countries.country', defaultMessage: 'Country', description: 'Column heading' },
  share: {
    id: 'report.dimensions.stats.share',
    defaultMessage: 'Share of results',
    description: 'Column heading in the countries and ranking tables',
  },
  rankingIntro: {
    id: 'report.dimensions.ranking.intro',
    defaultMessage: 'All 16 types by their share of results in the last 30 days.',
    description: 'Text under the heading of the latest ranking',
  },
  yourRank: {
    id: 'report.dimensions.ranking.yours',
    defaultMessage: 'Your type, {code}, is number {rank} of 16, with {percent} of recent results.',
    description: 'Sentence under the ranking chart; {rank} is 1 to 16, {percent} a formatted percentage',
  },
  rank: { id: 'report.dimensions.ranking.rank', defaultMessage: 'Rank', description: 'Column heading' },
  type: { id: 'report.dimensions.ranking.type', defaultMessage: 'Type', description: 'Column heading' },
  yourTick: {
    id: 'report.dimensions.ranking.yourTick',
    defaultMessage: '{code} (you)',
    description: 'Label of the reader’s own type in the ranking chart; keep it short',
  },
});
