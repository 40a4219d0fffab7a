import { defineMessages, type NoMessageValues } from 'react-intl';

/** Words of the item kinds beyond the seven-point scale. */
export const answerKindMessages = defineMessages<{
  keyboardHint: { count: number };
  instructionsLabel: NoMessageValues;
  attribution: NoMessageValues;
}>({
  keyboardHint: {
    id: 'exam.kind.keyboardHint',
    defaultMessage: 'Keyboard: 1–{count} to answer, arrows to move, Enter to continue.',
    description: 'Hint under the answer options on computers; {count} is the number of options (4, 5, 6 or 7)',
  },
  instructionsLabel: {
    id: 'exam.kind.instructionsLabel',
    defaultMessage: 'Instructions',
    description: 'Accessible name of the box with the instructions of a block of questions, shown above its items',
  },
  attribution: {
    id: 'exam.kind.attribution',
    defaultMessage: 'About these questions',
    description: 'Summary of a collapsed note naming the published questionnaires a test uses',
  },
});
