import { defineMessages, type NoMessageValues } from 'react-intl';

/** The depression screen's free result (in the funnel's bundle). */
export const depsResultMessages = defineMessages<{
  eyebrow: NoMessageValues;
  score: { score: number; max: number };
  chartTitle: NoMessageValues;
  chartText: { score: number; max: number; band: string; from: number; to: number };
  rangeHeader: NoMessageValues;
  bandHeader: NoMessageValues;
  yourScore: NoMessageValues;
  yourScoreValue: { score: number };
  nextSteps: NoMessageValues;
  wellbeingIndex: { index: number };
  notDiagnosis: NoMessageValues;
  fullReportTitle: NoMessageValues;
  fullReportBody: NoMessageValues;
  fullReportLink: NoMessageValues;
}>({
  eyebrow: { id: 'result.deps.eyebrow', defaultMessage: 'Depression screen', description: 'Small label above the title of the depression screen result' },
  score: { id: 'result.deps.score', defaultMessage: '{score} of {max}', description: 'The PHQ-9 score, such as 7 of 27' },
  chartTitle: { id: 'result.deps.chartTitle', defaultMessage: 'Where your score falls (0–27)', description: 'Title of the band chart of the PHQ-9 score' },
  chartText: {
    id: 'result.deps.chartText',
    defaultMessage: 'Your score is {score} of {max}, in the {band} range ({from}–{to}).',
    description: 'Text equivalent of the band chart; {band} is a band name such as mild',
  },
  rangeHeader: { id: 'result.deps.rangeHeader', defaultMessage: 'Scores', description: 'Table header: the score range of a band' },
  bandHeader: { id: 'result.deps.bandHeader', defaultMessage: 'Band', description: 'Table header: the name of a band such as Mild' },
  yourScore: { id: 'result.deps.yourScore', defaultMessage: 'Your score', description: 'Marker on the band chart and table column: the reader’s own score' },
  yourScoreValue: { id: 'result.deps.yourScoreValue', defaultMessage: 'Your score: {score}', description: 'Marker on the band chart: the reader’s own score, such as Your score: 9' },
  nextSteps: { id: 'result.deps.nextSteps', defaultMessage: 'Next steps', description: 'Heading of the list of next steps' },
  wellbeingIndex: { id: 'result.deps.wellbeingIndex', defaultMessage: 'Wellbeing index (WHO-5): {index} of 100', description: 'The WHO-5 index, 0 to 100' },
  notDiagnosis: { id: 'result.deps.notDiagnosis', defaultMessage: 'A screen, not a diagnosis', description: 'Heading of the note that the result is a screening, not a diagnosis' },
  fullReportTitle: { id: 'result.deps.fullReportTitle', defaultMessage: 'The full report', description: 'Heading of the short description of the paid report' },
  fullReportBody: {
    id: 'result.deps.fullReportBody',
    defaultMessage:
      'Each of the nine questions explained for you, the patterns in your answers, a self-help plan, a one-page summary to bring to a doctor, and your trend when you take the screen again.',
    description: 'What the paid depression report holds; plain, no pressure',
  },
  fullReportLink: { id: 'result.deps.fullReportLink', defaultMessage: 'About the full report', description: 'Plain link to the page where the full report can be bought' },
});

/** Band names for the chart, in order from the lowest scores. */
export const depsBandMessages = defineMessages({
  MINIMAL: { id: 'result.deps.band.minimal', defaultMessage: 'Minimal', description: 'PHQ-9 band 0–4' },
  MILD: { id: 'result.deps.band.mild', defaultMessage: 'Mild', description: 'PHQ-9 band 5–9' },
  MODERATE: { id: 'result.deps.band.moderate', defaultMessage: 'Moderate', description: 'PHQ-9 band 10–14' },
  MODERATELY_SEVERE: { id: 'result.deps.band.moderatelySevere', defaultMessage: 'Moderately severe', description: 'PHQ-9 band 15–19' },
  SEVERE: { id: 'result.deps.band.severe', defaultMessage: 'Severe', description: 'PHQ-9 band 20–27' },
});

/** The crisis panel, shown first when item 9 was answered above 0 (in the funnel's bundle). */
export const crisisMessages = defineMessages<{
  call: { number: string };
  text: { number: string };
  emergency: { number: string };
  website: NoMessageValues;
  hours: { hours: string };
  international: NoMessageValues;
  reviewed: { date: string };
}>({
  call: { id: 'result.deps.crisis.call', defaultMessage: 'Call {number}', description: 'Tap-to-call link of a helpline' },
  text: { id: 'result.deps.crisis.text', defaultMessage: 'Text {number}', description: 'Tap-to-text link of a helpline' },
  emergency: {
    id: 'result.deps.crisis.emergency',
    defaultMessage: 'In immediate danger: call {number}',
    description: 'Tap-to-call link of the emergency number of the country',
  },
  website: { id: 'result.deps.crisis.website', defaultMessage: 'Website', description: 'Link to the website of a helpline' },
  hours: { id: 'result.deps.crisis.hours', defaultMessage: 'Open: {hours}', description: 'When a helpline answers, such as 24/7' },
  international: {
    id: 'result.deps.crisis.international',
    defaultMessage: 'In another country',
    description: 'Heading of the international directories of helplines',
  },
  reviewed: { id: 'result.deps.crisis.reviewed', defaultMessage: 'List updated on {date}', description: 'When the helpline list was last updated' },
});

/** The paid depression report (in the report bundle). */
export const depsReportMessages = defineMessages<{
  title: NoMessageValues;
  greeting: { name: string };
  symptoms: NoMessageValues;
  symptomsIntro: NoMessageValues;
  symptomScore: { score: number };
  symptomTable: NoMessageValues;
  symptomHeader: NoMessageValues;
  answerHeader: NoMessageValues;
  patterns: NoMessageValues;
  patternScore: { score: number; max: number };
  selfHelp: NoMessageValues;
  doctorTalk: NoMessageValues;
  checklist: NoMessageValues;
  phrases: NoMessageValues;
  doctorPdf: NoMessageValues;
  doctorPdfPending: NoMessageValues;
  retestDue: { date: string };
  retestLink: NoMessageValues;
  trend: NoMessageValues;
  trendText: { date: string; score: number; band: string };
  dateHeader: NoMessageValues;
  scoreHeader: NoMessageValues;
  generating: NoMessageValues;
  generatingBody: NoMessageValues;
}>({
  title: { id: 'report.deps.title', defaultMessage: 'Your depression screen report', description: 'Heading of the paid depression report' },
  greeting: { id: 'report.deps.greeting', defaultMessage: 'For {name}', description: 'Under the heading: whose report it is' },
  symptoms: { id: 'report.deps.symptoms', defaultMessage: 'Question by question', description: 'Heading of the symptom profile' },
  symptomsIntro: {
    id: 'report.deps.symptomsIntro',
    defaultMessage: 'Each bar shows how often a problem bothered you in the last two weeks, from 0 (not at all) to 3 (nearly every day).',
    description: 'Introduction to the symptom profile bars',
  },
  symptomScore: { id: 'report.deps.symptomScore', defaultMessage: '{score} of 3', description: 'An item score, such as 2 of 3' },
  symptomTable: { id: 'report.deps.symptomTable', defaultMessage: 'Your answers, question by question', description: 'Caption of the table equivalent of the symptom bars' },
  symptomHeader: { id: 'report.deps.symptomHeader', defaultMessage: 'Question', description: 'Table header: the symptom' },
  answerHeader: { id: 'report.deps.answerHeader', defaultMessage: 'Score (0–3)', description: 'Table header: the item score' },
  patterns: { id: 'report.deps.patterns', defaultMessage: 'Patterns in your answers', description: 'Heading of the patterns section' },
  patternScore: { id: 'report.deps.patternScore', defaultMessage: '{score} of {max}', description: 'A pattern score, such as 4 of 6' },
  selfHelp: { id: 'report.deps.selfHelp', defaultMessage: 'Your self-help plan', description: 'Heading of the self-help plan' },
  doctorTalk: { id: 'report.deps.doctorTalk', defaultMessage: 'Talking to a doctor', description: 'Heading of the doctor-talk section' },
  checklist: { id: 'report.deps.checklist', defaultMessage: 'What to bring', description: 'Heading of the checklist for a doctor visit' },
  phrases: { id: 'report.deps.phrases', defaultMessage: 'Ways to start', description: 'Heading of the phrases to start the conversation' },
  doctorPdf: { id: 'report.deps.doctorPdf', defaultMessage: 'Download the one-page summary (PDF)', description: 'Download link of the one-page PDF to bring to a doctor' },
  doctorPdfPending: {
    id: 'report.deps.doctorPdfPending',
    defaultMessage: 'The one-page summary is being prepared. Reload this page in a minute.',
    description: 'Shown while the doctor PDF is not ready',
  },
  retestDue: { id: 'report.deps.retestDue', defaultMessage: 'Suggested date: {date}', description: 'When to take the screen again' },
  retestLink: { id: 'report.deps.retestLink', defaultMessage: 'Take the screen again', description: 'Link to take the screen again' },
  trend: { id: 'report.deps.trend', defaultMessage: 'Your trend', description: 'Heading of the trend chart of earlier screens' },
  trendText: { id: 'report.deps.trendText', defaultMessage: '{date}: {score} of 27 ({band})', description: 'One point of the trend in words' },
  dateHeader: { id: 'report.deps.dateHeader', defaultMessage: 'Date', description: 'Table header: the date of a screen' },
  scoreHeader: { id: 'report.deps.scoreHeader', defaultMessage: 'Score (0–27)', description: 'Table header: the PHQ-9 score' },
  generating: { id: 'report.deps.generating', defaultMessage: 'Your report is being prepared', description: 'Title while the report is generated' },
  generatingBody: { id: 'report.deps.generatingBody', defaultMessage: 'This takes about a minute. Reload the page shortly.', description: 'Body while the report is generated' },
});
