import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import type { AnswerValue } from '../../../state/sessionState';
import { SCALE } from '../answerScale';
import { questionMessages } from '../messages';
import { coveringInput, type RadioChoiceHandlers, useRadioChoice } from '../useRadioChoice';

/** The disagree side's colour: at least 4.5:1 on white and on every theme's surface. */
const DISAGREE = '#9A4A24';
const NEUTRAL = '#6E6259';

/** Circle diameters left to right: larger at the ends, where the answer is strongest. */
const SIZES = [52, 44, 37, 32, 37, 44, 52] as const;
const WIDE_SIZES = [64, 54, 46, 40, 46, 54, 64] as const;

const Row = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  // Wider than the card's padding on small phones, so each of the seven targets stays at least 48 px wide.
  margin: theme.spacing(0, -1.5),
  [theme.breakpoints.up('sm')]: { margin: 0, gap: theme.spacing(1) },
}));

/**
 * One circle and its target. The real radio button is invisible and covers the whole target, so a tap anywhere
 * on it counts; the circle after it shows its state. Sizes and colours come in as CSS variables.
 */
const Option = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 72,
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  '& input': coveringInput,
  '& .circle': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 'var(--size)',
    height: 'var(--size)',
    borderRadius: '50%',
    border: '2.5px solid var(--tone)',
    backgroundColor: theme.palette.background.paper,
    color: '#FFFFFF',
    pointerEvents: 'none',
    transition: 'transform 140ms ease-out, background-color 140ms ease-out',
  },
  [theme.breakpoints.up('sm')]: { '& .circle': { width: 'var(--wide-size)', height: 'var(--wide-size)' } },
  '@media (hover: hover)': {
    '&:hover .circle': {
      backgroundColor: `color-mix(in srgb, var(--tone) 14%, ${theme.palette.background.paper})`,
    },
  },
  '& input:checked + .circle': { backgroundColor: 'var(--tone)', transform: 'scale(1.06)' },
  '& input:focus-visible + .circle': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 3 },
  '@media (prefers-reduced-motion: reduce)': {
    '& .circle': { transition: 'none' },
    '& input:checked + .circle': { transform: 'none' },
  },
}));

const Ends = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  marginTop: theme.spacing(0.5),
  fontSize: '0.9375rem',
  fontWeight: 600,
  lineHeight: 1.3,
}));


function Check() {
  return (
    <svg width="55%" height="55%" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function toneOf(value: AnswerValue, agree: string): string {
  if (value > 0) return agree;
  return value < 0 ? DISAGREE : NEUTRAL;
}

function circleStyle(index: number, tone: string): CSSProperties {
  const sizes = { '--size': `${SIZES[index]}px`, '--wide-size': `${WIDE_SIZES[index]}px`, '--tone': tone };
  return sizes as CSSProperties;
}

export interface AnswerScaleProps extends RadioChoiceHandlers {
  /** The radio group's name, one per statement. */
  readonly name: string;
  /** The server's seven labels, strongly agree first: the accessible name of each circle. */
  readonly labels: readonly string[];
  readonly value: AnswerValue | undefined;
  readonly agreeColor: string;
}

/**
 * Seven answer circles from agree to disagree, as a native radio group: a tap chooses and moves on; the arrow
 * keys move the choice without leaving (as in any radio group), Enter then moves on.
 */
export function AnswerScale({ name, labels, value, agreeColor, onCommit, onMove, onEnter }: AnswerScaleProps) {
  const intl = useIntl();
  const { group, radio } = useRadioChoice({ onCommit, onMove, onEnter });

  return (
    <div {...group}>
      <Row>
        {SCALE.map((option, index) => {
          const checked = value === option;
          return (
            <Option key={option} style={circleStyle(index, toneOf(option, agreeColor))}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                {...radio(option, checked)}
              />
              <span className="circle">{checked && <Check />}</span>
              <VisuallyHidden>{labels[index]}</VisuallyHidden>
            </Option>
          );
        })}
      </Row>
      <Ends aria-hidden>
        <span style={{ color: agreeColor }}>{intl.formatMessage(questionMessages.agree)}</span>
        <span style={{ color: DISAGREE, textAlign: 'end' }}>{intl.formatMessage(questionMessages.disagree)}</span>
      </Ends>
    </div>
  );
}
