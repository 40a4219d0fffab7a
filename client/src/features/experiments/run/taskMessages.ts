import { defineMessages } from 'react-intl';

/** The words of the running tasks (in the run's own chunk). */
const taskMessagesPlain = defineMessages({
  red: { id: 'experiments.stroop.colour.red', defaultMessage: 'RED', description: 'Stroop colour word, in capitals where the script has them' },
  green: { id: 'experiments.stroop.colour.green', defaultMessage: 'GREEN', description: 'Stroop colour word' },
  blue: { id: 'experiments.stroop.colour.blue', defaultMessage: 'BLUE', description: 'Stroop colour word' },
  yellow: { id: 'experiments.stroop.colour.yellow', defaultMessage: 'YELLOW', description: 'Stroop colour word' },
  circle: { id: 'experiments.stroop.shape.circle', defaultMessage: 'CIRCLE', description: 'Shape word of the shape version' },
  square: { id: 'experiments.stroop.shape.square', defaultMessage: 'SQUARE', description: 'Shape word of the shape version' },
  triangle: { id: 'experiments.stroop.shape.triangle', defaultMessage: 'TRIANGLE', description: 'Shape word of the shape version' },
  diamond: { id: 'experiments.stroop.shape.diamond', defaultMessage: 'DIAMOND', description: 'Shape word of the shape version' },
  variantLabel: { id: 'experiments.stroop.variant.label', defaultMessage: 'Version', description: 'Label of the Stroop version choice' },
  variantColour: { id: 'experiments.stroop.variant.colour', defaultMessage: 'Colours', description: 'The usual, colour-based version' },
  variantShape: { id: 'experiments.stroop.variant.shape', defaultMessage: 'Shapes (no colour needed)', description: 'The colour-blind-safe version' },
  colourNote: {
    id: 'experiments.stroop.colourNote',
    defaultMessage: 'The usual version asks you to tell red, green, blue and yellow apart. If colours are hard for you to tell apart, choose shapes: a shape’s name is written inside a shape, and you answer with the shape.',
    description: 'Explains that Stroop is colour-based and offers the shape version',
  },
  taskColour: { id: 'experiments.stroop.task.colour', defaultMessage: 'Answer with the ink colour, not the word.', description: 'Reminder during the colour version' },
  taskShape: { id: 'experiments.stroop.task.shape', defaultMessage: 'Answer with the shape, not the word.', description: 'Reminder during the shape version' },
  simpleTask: { id: 'experiments.reactionTime.task.simple', defaultMessage: 'Press Space or tap the box when the circle appears.', description: 'Reminder during the simple part' },
  choiceTask: { id: 'experiments.reactionTime.task.choice', defaultMessage: 'Press D, F, J or K, or tap the box where the circle appears.', description: 'Reminder during the choice part' },
  tapHere: { id: 'experiments.reactionTime.tapHere', defaultMessage: 'Tap here', description: 'Accessible name of the simple response area' },
  searchTask: { id: 'experiments.visualSearch.task', defaultMessage: 'Is there an orange circle?', description: 'The question of each search screen' },
  yes: { id: 'experiments.visualSearch.yes', defaultMessage: 'Yes (J)', description: 'Target present button' },
  no: { id: 'experiments.visualSearch.no', defaultMessage: 'No (F)', description: 'Target absent button' },
  watch: { id: 'experiments.digitSpan.watch', defaultMessage: 'Watch the digits', description: 'While the digits are shown' },
  digitsLabel: { id: 'experiments.digitSpan.input', defaultMessage: 'Digits', description: 'Label of the digits field' },
  enter: { id: 'experiments.digitSpan.enter', defaultMessage: 'Enter', description: 'Button that sends the typed digits' },
});

/** The messages with values, typed so a missing value fails to compile. */
const taskMessagesValued = defineMessages<{ part: { part: number }; box: { n: number }; recall: { count: number } }>({
  part: { id: 'experiments.reactionTime.part', defaultMessage: 'Part {part} of 2', description: 'Which part of the reaction-time run' },
  box: { id: 'experiments.reactionTime.box', defaultMessage: 'Box {n}', description: 'Accessible name of one of the four boxes' },
  recall: { id: 'experiments.digitSpan.recall', defaultMessage: 'Type the {count} digits in the order shown', description: 'Prompt to type the list' },
});

export const taskMessages = { ...taskMessagesPlain, ...taskMessagesValued };
