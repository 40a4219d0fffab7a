import { defineMessages, type NoMessageValues } from 'react-intl';

/** The psychological map's free result (in the funnel's bundle). */
export const ydgxResultMessages = defineMessages<{
  eyebrow: NoMessageValues;
  title: NoMessageValues;
  bigFive: NoMessageValues;
  bigFiveIntro: NoMessageValues;
  traitHeader: NoMessageValues;
  levelHeader: NoMessageValues;
  quadrant: NoMessageValues;
  thinking: NoMessageValues;
  fullReportTitle: NoMessageValues;
  fullReportBody: NoMessageValues;
  fullReportLink: NoMessageValues;
}>({
  eyebrow: { id: 'result.ydgx.eyebrow', defaultMessage: 'Psychological map', description: 'Small label above the title of the psychological map result' },
  title: { id: 'result.ydgx.title', defaultMessage: 'Your map at a glance', description: 'Heading of the free psychological map result' },
  bigFive: { id: 'result.ydgx.bigFive', defaultMessage: 'Your Big Five', description: 'Heading of the five personality traits' },
  bigFiveIntro: {
    id: 'result.ydgx.bigFiveIntro',
    defaultMessage: 'Where you stand on the five broad traits psychologists use to describe personality.',
    description: 'Introduction to the Big Five levels',
  },
  traitHeader: { id: 'result.ydgx.traitHeader', defaultMessage: 'Trait', description: 'Table header: a personality trait' },
  levelHeader: { id: 'result.ydgx.levelHeader', defaultMessage: 'Level', description: 'Table header: low, medium or high' },
  quadrant: { id: 'result.ydgx.quadrant', defaultMessage: 'Your relationship style', description: 'Heading of the relationship quadrant' },
  thinking: { id: 'result.ydgx.thinking', defaultMessage: 'Your thinking style', description: 'Heading of the thinking style' },
  fullReportTitle: { id: 'result.ydgx.fullReportTitle', defaultMessage: 'The full map', description: 'Heading of the description of the paid report' },
  fullReportBody: {
    id: 'result.ydgx.fullReportBody',
    defaultMessage:
      'Your percentiles on every scale, what they mean for you, your relationship quadrant and consumption motives in detail, your wellbeing index and advice for your development.',
    description: 'What the paid psychological map holds',
  },
  fullReportLink: { id: 'result.ydgx.fullReportLink', defaultMessage: 'See the full map', description: 'Link to the page where the full map is bought' },
});

export const ydgxLevelMessages = defineMessages({
  LOW: { id: 'result.ydgx.level.low', defaultMessage: 'Low', description: 'Level of a trait' },
  MEDIUM: { id: 'result.ydgx.level.medium', defaultMessage: 'Medium', description: 'Level of a trait' },
  HIGH: { id: 'result.ydgx.level.high', defaultMessage: 'High', description: 'Level of a trait' },
});

export const ydgxThinkingMessages = defineMessages({
  INTUITIVE: { id: 'result.ydgx.thinking.intuitive', defaultMessage: 'Intuitive', description: 'Thinking style' },
  REFLECTIVE: { id: 'result.ydgx.thinking.reflective', defaultMessage: 'Reflective', description: 'Thinking style' },
  NEUTRAL: { id: 'result.ydgx.thinking.neutral', defaultMessage: 'Balanced', description: 'Thinking style: neither clearly intuitive nor reflective' },
});

/** The paid psychological map (in the report bundle). */
export const ydgxReportMessages = defineMessages<{
  title: NoMessageValues;
  greeting: { name: string };
  generated: { date: string };
  tabs: NoMessageValues;
  keywords: NoMessageValues;
  tags: NoMessageValues;
  radarCaption: NoMessageValues;
  scaleHeader: NoMessageValues;
  scoreHeader: NoMessageValues;
  percentileHeader: NoMessageValues;
  percent: { value: number };
  percentile: { value: number };
  chartTable: { title: string };
  valueHeader: NoMessageValues;
  wellbeing: { index: number };
  generating: NoMessageValues;
  generatingBody: NoMessageValues;
}>({
  title: { id: 'report.ydgx.title', defaultMessage: 'Your psychological map', description: 'Heading of the paid psychological map' },
  greeting: { id: 'report.ydgx.greeting', defaultMessage: 'For {name}', description: 'Under the heading: whose report it is' },
  generated: { id: 'report.ydgx.generated', defaultMessage: 'Generated on {date}', description: 'When the report was made' },
  tabs: { id: 'report.ydgx.tabs', defaultMessage: 'Report sections', description: 'Accessible name of the tab list' },
  keywords: { id: 'report.ydgx.keywords', defaultMessage: 'Your keywords', description: 'Heading of the keywords from the scores' },
  tags: { id: 'report.ydgx.tags', defaultMessage: 'Your tags', description: 'Heading of the tags from the scores' },
  radarCaption: { id: 'report.ydgx.radarCaption', defaultMessage: 'Big Five scores (0–100)', description: 'Caption of the radar chart and its table' },
  scaleHeader: { id: 'report.ydgx.scaleHeader', defaultMessage: 'Scale', description: 'Table header: the scale' },
  scoreHeader: { id: 'report.ydgx.scoreHeader', defaultMessage: 'Score', description: 'Table header: the score 0–100' },
  percentileHeader: { id: 'report.ydgx.percentileHeader', defaultMessage: 'Percentile', description: 'Table header: the percentile' },
  percent: { id: 'report.ydgx.percent', defaultMessage: '{value} / 100', description: 'A score out of 100' },
  percentile: {
    id: 'report.ydgx.percentile',
    defaultMessage: 'Higher than {value}% of people',
    description: 'A percentile in words',
  },
  chartTable: { id: 'report.ydgx.chartTable', defaultMessage: '{title}: the figures', description: 'Caption of the table under a chart' },
  valueHeader: { id: 'report.ydgx.valueHeader', defaultMessage: 'Value', description: 'Table header: a value of a chart' },
  wellbeing: { id: 'report.ydgx.wellbeing', defaultMessage: 'Wellbeing index (WHO-5): {index} of 100', description: 'The WHO-5 index' },
  generating: { id: 'report.ydgx.generating', defaultMessage: 'Your map is being prepared', description: 'Title while the report is generated' },
  generatingBody: { id: 'report.ydgx.generatingBody', defaultMessage: 'This takes about a minute. Reload the page shortly.', description: 'Body while the report is generated' },
});

/** The note under the charts saying where the percentiles come from. */
export const ydgxNormsMessages = defineMessages<{
  compared: { count: number; source: string };
  sourceDetails: NoMessageValues;
  own: NoMessageValues;
}>({
  compared: {
    id: 'report.ydgx.compared',
    defaultMessage: 'Compared with {count, number} people ({source})',
    description: 'Where the percentiles come from: the sample size and its source',
  },
  sourceDetails: {
    id: 'report.ydgx.normsSource',
    defaultMessage: 'Where these figures come from',
    description: 'Summary of a collapsed note with the full citation of the norms the percentiles are based on',
  },
  own: {
    id: 'report.ydgx.ownNorms',
    defaultMessage: 'people who took this test on Innerscope',
    description: 'Source of the percentiles once they come from the product’s own results: Compared with 1,200 people (people who took this test on Innerscope)',
  },
});
