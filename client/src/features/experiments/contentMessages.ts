import { defineMessages } from 'react-intl';
import type { ExperimentKey } from '../../__generated__/graphql';

const m = defineMessages({
  stroopName: { id: 'experiments.stroop.name', defaultMessage: 'Stroop effect', description: 'Name of the Stroop experiment' },
  stroopMeasures: { id: 'experiments.stroop.measures', defaultMessage: 'How much a word you can’t help reading slows you down', description: 'What the Stroop experiment measures, on its card' },
  stroopScience: {
    id: 'experiments.stroop.science',
    defaultMessage: 'In 1935 John Ridley Stroop showed that naming the ink of a colour word takes longer when the word names another colour. Reading is so practised that it runs on its own, and your attention has to hold it back. The extra time, the interference, is a classic measure of that control.',
    description: 'Plain explanation of the Stroop effect, citing Stroop 1935',
  },
  stroopHow: {
    id: 'experiments.stroop.how',
    defaultMessage: 'A colour word appears in coloured ink. Answer with the ink’s colour, not the word: use the keys D, F, J and K or tap the buttons. Six practice trials come first, then 32 that count.',
    description: 'Instructions of the Stroop experiment',
  },
  stroopFigure: { id: 'experiments.stroop.figure', defaultMessage: 'Interference: how much slower you were when the word and the ink clashed. Most people land between 50 and 150 ms.', description: 'What the Stroop figure means' },
  reactionName: { id: 'experiments.reactionTime.name', defaultMessage: 'Simple and choice reaction time', description: 'Name of the reaction-time experiment' },
  reactionMeasures: { id: 'experiments.reactionTime.measures', defaultMessage: 'How fast you respond, and what a choice adds', description: 'What the reaction-time experiment measures' },
  reactionScience: {
    id: 'experiments.reactionTime.science',
    defaultMessage: 'In 1868 Franciscus Donders timed simple and choice responses and subtracted one from the other to measure how long a decision takes. In 1952 William Edmund Hick found that choice time grows with the number of options, by a steady amount each time they double.',
    description: 'Plain explanation of reaction time, citing Donders 1868 and Hick 1952',
  },
  reactionHow: {
    id: 'experiments.reactionTime.how',
    defaultMessage: 'First, press Space or tap the box as soon as a circle appears. Then four boxes: press the key under the box where the circle appears (D, F, J or K) or tap that box. Wait for the circle: pressing early counts for nothing.',
    description: 'Instructions of the reaction-time experiment',
  },
  reactionFigure: { id: 'experiments.reactionTime.figure', defaultMessage: 'Your median simple reaction time. Many adults land between 200 and 300 ms; choosing among four adds more.', description: 'What the reaction-time figure means' },
  searchName: { id: 'experiments.visualSearch.name', defaultMessage: 'Visual search', description: 'Name of the visual-search experiment' },
  searchMeasures: { id: 'experiments.visualSearch.measures', defaultMessage: 'How search time grows with each extra item', description: 'What the visual-search experiment measures' },
  searchScience: {
    id: 'experiments.visualSearch.science',
    defaultMessage: 'Anne Treisman and Garry Gelade (1980) found that an item differing by one feature, such as colour, pops out however many others surround it. An item defined by a combination of features has to be found by attending to items one after another, so every extra item adds time.',
    description: 'Plain explanation of visual search, citing Treisman and Gelade 1980',
  },
  searchHow: {
    id: 'experiments.visualSearch.how',
    defaultMessage: 'Look for an orange circle among 4, 8 or 16 shapes. Press J or tap Yes if it is there, F or No if it isn’t. Some screens differ only in colour, others mix orange squares and blue circles.',
    description: 'Instructions of the visual-search experiment',
  },
  searchFigure: { id: 'experiments.visualSearch.figure', defaultMessage: 'Milliseconds each extra item adds to a conjunction search. Feature search stays nearly flat; conjunction search usually costs 10 to 40 ms per item.', description: 'What the visual-search figure means' },
  spanName: { id: 'experiments.digitSpan.name', defaultMessage: 'Digit span', description: 'Name of the digit-span experiment' },
  spanMeasures: { id: 'experiments.digitSpan.measures', defaultMessage: 'How many digits you can hold in mind at once', description: 'What the digit-span experiment measures' },
  spanScience: {
    id: 'experiments.digitSpan.science',
    defaultMessage: 'Joseph Jacobs measured the span of pupils in 1887 by reading out ever longer lists. In 1956 George Miller noted that people hold about seven items, give or take two, a limit that shapes how we remember phone numbers and codes.',
    description: 'Plain explanation of digit span, citing Jacobs 1887 and Miller 1956',
  },
  spanHow: {
    id: 'experiments.digitSpan.how',
    defaultMessage: 'Digits appear one at a time. When they stop, type them in the same order. Each list you get right adds a digit; after two misses at one length, the run ends.',
    description: 'Instructions of the digit-span experiment',
  },
  spanFigure: { id: 'experiments.digitSpan.figure', defaultMessage: 'The longest list you recalled in order. Most adults recall between five and nine digits.', description: 'What the digit-span figure means' },
});

export interface ExperimentTexts {
  name: (typeof m)[keyof typeof m];
  measures: (typeof m)[keyof typeof m];
  science: (typeof m)[keyof typeof m];
  how: (typeof m)[keyof typeof m];
  figure: (typeof m)[keyof typeof m];
}

/** Each experiment's name, what it measures, its science, instructions and what its figure means. */
export const EXPERIMENT_TEXTS: Readonly<Record<ExperimentKey, ExperimentTexts>> = {
  STROOP: { name: m.stroopName, measures: m.stroopMeasures, science: m.stroopScience, how: m.stroopHow, figure: m.stroopFigure },
  REACTION_TIME: { name: m.reactionName, measures: m.reactionMeasures, science: m.reactionScience, how: m.reactionHow, figure: m.reactionFigure },
  VISUAL_SEARCH: { name: m.searchName, measures: m.searchMeasures, science: m.searchScience, how: m.searchHow, figure: m.searchFigure },
  DIGIT_SPAN: { name: m.spanName, measures: m.spanMeasures, science: m.spanScience, how: m.spanHow, figure: m.spanFigure },
};
