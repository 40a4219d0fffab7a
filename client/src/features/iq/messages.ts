import { defineMessages, type NoMessageValues } from 'react-intl';

/** The matrix reasoning test's question page (in the funnel's bundle). */
export const iqQuestionMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  time: { minutes: string | number; count: string | number };
  guessing: NoMessageValues;
  tryPractice: NoMessageValues;
  practiceTitle: NoMessageValues;
  check: NoMessageValues;
  right: NoMessageValues;
  wrong: { n: string | number };
  why: { rules: string | number };
  rule: { attribute: string; rule: string };
  start: NoMessageValues;
  position: { position: string | number; total: string | number };
  matrix: { rows: string | number };
  row: { n: string | number; panels: string | number };
  missing: NoMessageValues;
  option: { n: string | number };
  timeLeft: { time: string | number };
  hideTimer: NoMessageValues;
  showTimer: NoMessageValues;
  minutesLeft: { minutes: number };
  previous: NoMessageValues;
  next: NoMessageValues;
  finish: NoMessageValues;
  unanswered: { count: number };
  timeUp: NoMessageValues;
  scoring: NoMessageValues;
  timeUpError: NoMessageValues;
  saveError: NoMessageValues;
}>({
  title: { id: "exam.iq.title", defaultMessage: "Matrix reasoning test", description: "Heading of the matrix reasoning test before it starts" },
  intro: { id: "exam.iq.intro", defaultMessage: "Each item is a grid of three rows of panels with the last panel missing. Find the rules the rows follow, then choose the one option of eight that completes the grid.", description: "What the matrix reasoning test asks, before it starts" },
  time: { id: "exam.iq.time", defaultMessage: "You have {minutes} minutes for {count} items. The clock starts when you begin the timed items, after one practice item.", description: "The time limit, stated before starting; {minutes} minutes for {count} items" },
  guessing: { id: "exam.iq.guessing", defaultMessage: "There is no penalty for guessing: a wrong answer counts the same as no answer. Items left unanswered when time runs out count as wrong.", description: "Scoring rules stated before starting: no penalty for guessing, unanswered items wrong" },
  tryPractice: { id: "exam.iq.tryPractice", defaultMessage: "Try the practice item", description: "Button: go to the practice item" },
  practiceTitle: { id: "exam.iq.practiceTitle", defaultMessage: "Practice item (not scored)", description: "Heading of the practice item" },
  check: { id: "exam.iq.check", defaultMessage: "Check my answer", description: "Button: check the practice answer" },
  right: { id: "exam.iq.right", defaultMessage: "Right.", description: "Feedback on the practice item: right" },
  wrong: { id: "exam.iq.wrong", defaultMessage: "Not quite: the right answer is option {n}.", description: "Feedback on the practice item: wrong; {n} is the right option number" },
  why: { id: "exam.iq.why", defaultMessage: "Why: along each row, {rules}.", description: "Why the practice answer is right; {rules} lists the rules" },
  rule: { id: "exam.iq.rule", defaultMessage: "{attribute, select, number {the number of figures} position {the positions of the figures} shape {the shape} size {the size} color {the shade} other {the figures}} {rule, select, constant {stays the same} progression {changes by the same step} arithmetic {of the third panel is the first two added together or taken apart} distribute_three {takes three values, each once} other {follows a rule}}", description: "One rule of a matrix row, for the practice feedback" },
  start: { id: "exam.iq.start", defaultMessage: "Start the timed test", description: "Button: start the timed items" },
  position: { id: "exam.iq.position", defaultMessage: "Item {position} of {total}", description: "Where the person is in the timed items" },
  matrix: { id: "exam.iq.matrix", defaultMessage: "The matrix, row by row. {rows}", description: "Text equivalent of the whole matrix for screen readers; {rows} are the rows described" },
  row: { id: "exam.iq.row", defaultMessage: "Row {n}: {panels}.", description: "One row of the matrix for screen readers; {panels} lists its panels" },
  missing: { id: "exam.iq.missing", defaultMessage: "the missing panel", description: "The missing ninth panel, for screen readers" },
  option: { id: "exam.iq.option", defaultMessage: "Option {n}", description: "Name of an answer option, by its number" },
  timeLeft: { id: "exam.iq.timeLeft", defaultMessage: "{time} left", description: "The visible timer; {time} is minutes and seconds" },
  hideTimer: { id: "exam.iq.hideTimer", defaultMessage: "Hide timer", description: "Button: hide the timer" },
  showTimer: { id: "exam.iq.showTimer", defaultMessage: "Show timer", description: "Button: show the timer" },
  minutesLeft: { id: "exam.iq.minutesLeft", defaultMessage: "{minutes, plural, one {# minute left} other {# minutes left}}", description: "Announced to screen readers when few minutes are left" },
  previous: { id: "exam.iq.previous", defaultMessage: "Previous", description: "Button: previous item" },
  next: { id: "exam.iq.next", defaultMessage: "Next", description: "Button: next item" },
  finish: { id: "exam.iq.finish", defaultMessage: "Finish the test", description: "Button: finish the timed test and see the result" },
  unanswered: { id: "exam.iq.unanswered", defaultMessage: "{count, plural, one {# item is still unanswered and will count as wrong.} other {# items are still unanswered and will count as wrong.}}", description: "Warning before finishing with items left unanswered" },
  timeUp: { id: "exam.iq.timeUp", defaultMessage: "Time is up. Your answers are being scored.", description: "Shown when the time limit is reached" },
  scoring: { id: "exam.iq.scoring", defaultMessage: "Scoring your answers…", description: "Shown while the answers are being scored" },
  timeUpError: { id: "exam.iq.timeUpError", defaultMessage: "The time for this test is over, so this answer was not saved.", description: "Error: an answer came after the time limit (TIME_UP)" },
  saveError: { id: "exam.iq.saveError", defaultMessage: "Your answer could not be saved. Check your connection; it will be sent again with your next answer.", description: "Error: an answer could not be saved" },
});

/** The matrix reasoning test's free result (in the funnel's bundle). */
export const iqResultMessages = defineMessages<{
  eyebrow: NoMessageValues;
  title: NoMessageValues;
  rangeLabel: NoMessageValues;
  rangeFigure: { low: string | number; high: string | number };
  above: NoMessageValues;
  below: NoMessageValues;
  provisional: NoMessageValues;
  raw: { raw: string | number; count: string | number };
  fullTitle: NoMessageValues;
  fullBody: NoMessageValues;
  fullLink: NoMessageValues;
}>({
  eyebrow: { id: "result.iq.eyebrow", defaultMessage: "Matrix reasoning test", description: "Small label above the title of the matrix reasoning result" },
  title: { id: "result.iq.title", defaultMessage: "Your result", description: "Heading of the free matrix reasoning result" },
  rangeLabel: { id: "result.iq.rangeLabel", defaultMessage: "Your IQ range", description: "Label of the IQ range" },
  rangeFigure: { id: "result.iq.rangeFigure", defaultMessage: "{low}–{high}", description: "The IQ range as figures, such as 104\u2013116" },
  above: { id: "result.iq.above", defaultMessage: "above 145", description: "The IQ figure when it is above the ceiling" },
  below: { id: "result.iq.below", defaultMessage: "below 70", description: "The IQ figure when it is below the floor" },
  provisional: { id: "result.iq.provisional", defaultMessage: "Provisional", description: "Badge: the scale is provisional" },
  raw: { id: "result.iq.raw", defaultMessage: "{raw} of {count} right", description: "Right answers out of the items" },
  fullTitle: { id: "result.iq.fullTitle", defaultMessage: "The full report", description: "Heading of the description of the paid IQ report" },
  fullBody: { id: "result.iq.fullBody", defaultMessage: "Which kinds of rules you solve and which you miss, how you used your time, how to practise, and what an online matrix test can and cannot say.", description: "What the paid IQ report holds" },
  fullLink: { id: "result.iq.fullLink", defaultMessage: "See the full report", description: "Link to the page where the IQ report is bought" },
});

/** The matrix reasoning test's paid report and its PDF page (in the report bundle). */
export const iqReportMessages = defineMessages<{
  greeting: { name: string | number };
  generated: { date: string | number };
  generating: NoMessageValues;
  generatingBody: NoMessageValues;
  level: { level: string };
  timeChart: NoMessageValues;
  pdfTitle: NoMessageValues;
  pdfAbout: NoMessageValues;
}>({
  greeting: { id: "report.iq.greeting", defaultMessage: "For {name}", description: "Line under the IQ report title; {name} is the buyer first name" },
  generated: { id: "report.iq.generated", defaultMessage: "Prepared on {date}", description: "When the IQ report was prepared" },
  generating: { id: "report.iq.generating", defaultMessage: "Your report is being prepared", description: "Title while the paid IQ report is being prepared" },
  generatingBody: { id: "report.iq.generatingBody", defaultMessage: "This takes a few seconds; the page updates by itself.", description: "Body while the paid IQ report is being prepared" },
  level: { id: "report.iq.level", defaultMessage: "{level, select, SOLVED {Solved} MIXED {Mixed} MISSED {Missed} other {}}", description: "How a rule kind went: solved, mixed or missed" },
  timeChart: { id: "report.iq.timeChart", defaultMessage: "Seconds per item, right answers in dark bars", description: "Caption of the chart of seconds per item" },
  pdfTitle: { id: "report.iq.pdfTitle", defaultMessage: "Your matrix reasoning report as a PDF", description: "Title of the IQ report PDF download page" },
  pdfAbout: { id: "report.iq.pdfAbout", defaultMessage: "Your range, the rules you solve and miss, your time profile, how to practise and what the test can and cannot say.", description: "What the IQ report PDF holds" },
});
