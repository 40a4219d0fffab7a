import { defineMessages, type NoMessageValues } from 'react-intl';

/** Section headings of the Overview tab, in the order the tab shows them. */
export const overviewSectionMessages = defineMessages({
  basic: { id: 'report.overview.basic.title', defaultMessage: 'Basic profile', description: 'Section of the paid report' },
  personal: {
    id: 'report.overview.personal.title',
    defaultMessage: 'Personal growth',
    description: 'Section of the paid report',
  },
  relationships: {
    id: 'report.overview.relationships.title',
    defaultMessage: 'Relationships growth',
    description: 'Section of the paid report',
  },
  career: { id: 'report.overview.career.title', defaultMessage: 'Career growth', description: 'Section of the paid report' },
  reading: {
    id: 'report.overview.reading.title',
    defaultMessage: 'Further reading',
    description: 'Section of the paid report: links to pages of the site worth reading next, each with a summary',
  },
  guide: {
    id: 'report.overview.guide.title',
    defaultMessage: 'Advanced guide',
    description: 'Section of the paid report: a four-week plan',
  },
  tests: {
    id: 'report.overview.tests.title',
    defaultMessage: 'Additional tests',
    description: 'Section of the paid report: other tests the person can take next',
  },
});

export const basicProfileMessages = defineMessages<{
  populationTitle: NoMessageValues;
  populationText: { total: string; male: string; female: string };
  populationEstimate: NoMessageValues;
  everyone: NoMessageValues;
  men: NoMessageValues;
  women: NoMessageValues;
  keywordsTitle: NoMessageValues;
  famousTitle: { code: string };
}>({
  populationTitle: {
    id: 'report.overview.population.title',
    defaultMessage: 'How common your type is',
    description: 'Heading of the share of people with the type, overall and by gender',
  },
  populationText: {
    id: 'report.overview.population.text',
    defaultMessage: 'About {total} of people have this type: {male} of men and {female} of women.',
    description: 'The population figures in words; each value is a formatted percentage such as 1.5%',
  },
  populationEstimate: {
    id: 'report.overview.population.estimate',
    defaultMessage: 'Commonly cited estimates, not measured by Innerscope.',
    description: 'Where the population figures come from, under them',
  },
  everyone: {
    id: 'report.overview.population.everyone',
    defaultMessage: 'Everyone',
    description: 'Bar of the population chart: all people',
  },
  men: { id: 'report.overview.population.men', defaultMessage: 'Men', description: 'Bar of the population chart' },
  women: { id: 'report.overview.population.women', defaultMessage: 'Women', description: 'Bar of the population chart' },
  keywordsTitle: {
    id: 'report.overview.keywords.title',
    defaultMessage: 'Keywords',
    description: 'Heading of a few words that describe the type',
  },
  famousTitle: {
    id: 'report.overview.famous.title',
    defaultMessage: 'Well-known people often described as {code}',
    description: 'Heading of a list of famous people; {code} is the four-letter type such as INFJ',
  },
});

export const growthMessages = defineMessages({
  strengths: {
    id: 'report.overview.growth.strengths',
    defaultMessage: 'Strengths',
    description: 'Heading of a list in the growth sections',
  },
  blindSpots: {
    id: 'report.overview.growth.blindSpots',
    defaultMessage: 'Blind spots',
    description: 'Heading of a list in the personal growth section: habits the person may not notice',
  },
  practices: {
    id: 'report.overview.growth.practices',
    defaultMessage: 'Practices',
    description: 'Heading of a list in the personal growth section: small exercises to try',
  },
  challenges: {
    id: 'report.overview.growth.challenges',
    defaultMessage: 'Challenges',
    description: 'Heading of a list in the relationships and career sections',
  },
  tips: { id: 'report.overview.growth.tips', defaultMessage: 'Tips', description: 'Heading of a list in the growth sections' },
  fields: {
    id: 'report.overview.growth.fields',
    defaultMessage: 'Fields and roles that often suit you',
    description: 'Heading of a list of work fields in the career section',
  },
});

export const testsMessages = defineMessages<{ take: NoMessageValues; soon: NoMessageValues }>({
  take: {
    id: 'report.overview.tests.take',
    defaultMessage: 'Take the test',
    description: 'Link to start another test; the test’s name is shown above it',
  },
  soon: {
    id: 'report.overview.tests.soon',
    defaultMessage: 'Coming soon',
    description: 'Label of a test that cannot be taken yet',
  },
});
