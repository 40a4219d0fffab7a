import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import type { AnswerValue } from '../../../state/sessionState';
import { coveringInput, type RadioChoiceHandlers, useRadioChoice } from '../useRadioChoice';

const List = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  gridTemplateColumns: '1fr',
  // From a tablet up, the options stand side by side, first to last, left to right.
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(var(--count), minmax(0, 1fr))' },
}));

/**
 * One option: the whole box is the target (at least 56 px high), the real radio button invisible over it, so a
 * tap anywhere on it counts. The number is the key that chooses it.
 */
const Option = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  minHeight: 56,
  padding: theme.spacing(1, 1.75),
  border: `2px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  fontSize: '1rem',
  fontWeight: 600,
  lineHeight: 1.3,
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  transition: 'border-color 140ms ease-out, background-color 140ms ease-out',
  [theme.breakpoints.up('sm')]: {
    flexDirection: 'column',
    justifyContent: 'flex-start',
    textAlign: 'center',
    minHeight: 104,
    padding: theme.spacing(1.5, 1),
  },
  '& input': coveringInput,
  '& .key': {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 30,
    height: 30,
    borderRadius: '50%',
    border: `2px solid ${theme.palette.primary.main}`,
    color: theme.palette.primary.main,
    fontSize: '0.875rem',
    fontWeight: 700,
    pointerEvents: 'none',
  },
  '& .text': { pointerEvents: 'none' },
  '@media (hover: hover)': { '&:hover': { borderColor: theme.palette.primary.main } },
  '&:has(input:checked)': {
    borderColor: theme.palette.primary.main,
    backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 10%, ${theme.palette.background.paper})`,
  },
  '&:has(input:checked) .key': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

export interface ChoiceScaleProps extends RadioChoiceHandlers {
  /** The radio group's name, one per item. */
  readonly name: string;
  /** The id of the element that names the group (the item's text). */
  readonly labelledBy: string;
  /** The scale's values in the order shown, and the server's label for each, in the same order. */
  readonly values: readonly AnswerValue[];
  readonly labels: readonly string[];
  readonly value: AnswerValue | undefined;
}

/**
 * A labelled answer scale (how often, how accurate): each option shows its words, as a list on a phone and a row
 * on a wider screen; a native radio group, so the arrow keys move the choice and Enter moves on.
 */
export function ChoiceScale({ name, labelledBy, values, labels, value, onCommit, onMove, onEnter }: ChoiceScaleProps) {
  const { group, radio } = useRadioChoice({ onCommit, onMove, onEnter });

  return (
    <List
      role="radiogroup"
      aria-labelledby={labelledBy}
      style={{ '--count': values.length } as CSSProperties}
      {...group}
    >
      {values.map((option, index) => {
        const checked = value === option;
        return (
          <Option key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={checked}
              {...radio(option, checked)}
            />
            <span className="key" aria-hidden>
              {index + 1}
            </span>
            <span className="text">{labels[index] ?? String(option)}</span>
          </Option>
        );
      })}
    </List>
  );
}
