import Button from '@mui/material/Button';
import { keyframes, styled } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { usePrefersReducedMotion } from '../../../shared/usePrefersReducedMotion';
import type { SubmitOutcome } from '../examSessionController';
import { calculatingMessages } from '../messages';
import { CALCULATING_STEPS, examWordMessages, useWordedExam } from '../answerKinds/examWords';

/** The 16-type test's five key indicators, in the order the result lists them; other tests tick off their own parts. */
const TYPE_INDICATORS = [
  calculatingMessages.energy,
  calculatingMessages.information,
  calculatingMessages.decisions,
  calculatingMessages.lifestyle,
  calculatingMessages.steadiness,
] as const;

/**
 * Timing of the reveal: one indicator every `step` ms, then a short `hold` on the finished list. The last
 * indicator waits for the server's score, so the list never claims more than has happened; when the server is
 * quick the whole screen lasts under two seconds.
 */
const TIMING = { step: 300, hold: 350 } as const;
const REDUCED_TIMING = { step: 90, hold: 350 } as const;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Panel = styled('section')(({ theme }) => ({
  margin: theme.spacing(2, 0, 0),
  padding: theme.spacing(4, 3),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  '&:lang(ja)': { wordBreak: 'auto-phrase' },
}));

const Title = styled('h2')(({ theme }) => ({
  margin: theme.spacing(0, 0, 1),
  fontSize: 'clamp(1.5rem, 1.2rem + 1.5vw, 2rem)',
  lineHeight: 1.25,
  outline: 'none',
}));

const Track = styled('div')(({ theme }) => ({
  height: 8,
  margin: theme.spacing(3, 0),
  borderRadius: 999,
  overflow: 'hidden',
  backgroundColor: 'rgba(0, 0, 0, 0.1)',
  '& > span': {
    display: 'block',
    height: '100%',
    backgroundColor: theme.palette.primary.main,
    transformOrigin: 'left',
    transition: 'transform 280ms ease-out',
  },
  '@media (prefers-reduced-motion: reduce)': { '& > span': { transition: 'none' } },
}));

const List = styled('ol')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  '& li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5), minHeight: 32, lineHeight: 1.4 },
  '& li[data-state="waiting"]': { color: theme.palette.text.secondary },
  '& li[data-state="done"]': { fontWeight: 600 },
}));

const Mark = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  width: 24,
  height: 24,
  borderRadius: '50%',
  border: '2px solid rgba(0, 0, 0, 0.2)',
  '&[data-state="done"]': {
    alignItems: 'center',
    justifyContent: 'center',
    border: 0,
    backgroundColor: theme.palette.primary.main,
    color: '#FFFFFF',
  },
  '&[data-state="active"]': {
    borderColor: `${theme.palette.primary.main} rgba(0, 0, 0, 0.12) rgba(0, 0, 0, 0.12)`,
    animation: `${spin} 800ms linear infinite`,
  },
  '@media (prefers-reduced-motion: reduce)': { '&[data-state="active"]': { animation: 'none' } },
}));

const Problem = styled('div')(({ theme }) => ({
  marginTop: theme.spacing(3),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: '#FDEBDD',
  color: '#4A2410',
  '& h2': { margin: theme.spacing(0, 0, 0.5), fontSize: '1.0625rem' },
  '& p': { margin: theme.spacing(0, 0, 2) },
  '& div': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
}));

function Tick() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}

export interface CalculatingScreenProps {
  /** Saves and scores the answers; called again on "Try again". */
  readonly submit: () => Promise<SubmitOutcome>;
  readonly onScored: () => void;
  readonly onIncomplete: () => void;
  readonly onBack: () => void;
}

/**
 * Shown while the answers are saved and scored: the five key indicators tick off one by one as the work goes
 * on, and the page moves to the answer-complete screen once the score is stored.
 */
export function CalculatingScreen({ submit, onScored, onIncomplete, onBack }: CalculatingScreenProps) {
  const intl = useIntl();
  const exam = useWordedExam();
  const indicators = exam ? CALCULATING_STEPS[exam] : TYPE_INDICATORS;
  const timing = usePrefersReducedMotion() ? REDUCED_TIMING : TIMING;
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<SubmitOutcome | 'running'>('running');
  const [done, setDone] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const latest = useRef({ submit, onScored, onIncomplete });
  useEffect(() => {
    latest.current = { submit, onScored, onIncomplete };
  });

  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  useEffect(() => {
    let live = true;
    void latest.current.submit().then((result) => {
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  // One more indicator per step, the last only once the score is in.
  useEffect(() => {
    const cap = outcome === 'scored' ? indicators.length : indicators.length - 1;
    if (done >= cap || (outcome !== 'running' && outcome !== 'scored')) return;
    const timer = setTimeout(() => setDone((count) => count + 1), timing.step);
    return () => clearTimeout(timer);
  }, [done, outcome, timing.step, indicators.length]);

  useEffect(() => {
    if (outcome === 'incomplete') latest.current.onIncomplete();
    if (outcome !== 'scored' || done < indicators.length) return;
    const timer = setTimeout(() => latest.current.onScored(), timing.hold);
    return () => clearTimeout(timer);
  }, [outcome, done, timing.hold, indicators.length]);

  const problem = outcome === 'unreachable' || outcome === 'failed' ? outcome : null;
  const stateOf = (index: number) => (index < done ? 'done' : index === done && !problem ? 'active' : 'waiting');

  return (
    <Panel aria-labelledby="calculating-title">
      <Title id="calculating-title" ref={heading} tabIndex={-1}>
        {intl.formatMessage(calculatingMessages.title)}
      </Title>
      <p style={{ margin: 0 }}>
        {exam ? intl.formatMessage(examWordMessages.calculatingBody, { exam }) : intl.formatMessage(calculatingMessages.body)}
      </p>
      <Track
        role="progressbar"
        aria-label={intl.formatMessage(calculatingMessages.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={indicators.length}
        aria-valuenow={done}
      >
        <span style={{ transform: `scaleX(${done / indicators.length})` }} />
      </Track>
      <List>
        {indicators.map((indicator, index) => (
          <li key={String(indicator.id)} data-state={stateOf(index)}>
            <Mark data-state={stateOf(index)}>{index < done && <Tick />}</Mark>
            {intl.formatMessage(indicator)}
          </li>
        ))}
      </List>
      <VisuallyHidden role="status">
        {intl.formatMessage(exam ? examWordMessages.partsDone : calculatingMessages.indicatorsDone, { done, total: indicators.length })}
      </VisuallyHidden>
      {problem && (
        <Problem role="alert">
          <h2>
            {intl.formatMessage(
              problem === 'unreachable' ? calculatingMessages.unreachableTitle : calculatingMessages.failedTitle,
            )}
          </h2>
          <p>
            {intl.formatMessage(
              problem === 'unreachable' ? calculatingMessages.unreachableBody : calculatingMessages.failedBody,
            )}
          </p>
          <div>
            <Button
              variant="contained"
              onClick={() => {
                setOutcome('running');
                setAttempt((count) => count + 1);
              }}
            >
              {intl.formatMessage(calculatingMessages.retry)}
            </Button>
            <Button variant="text" color="inherit" onClick={onBack}>
              {intl.formatMessage(calculatingMessages.backToAnswers)}
            </Button>
          </div>
        </Problem>
      )}
    </Panel>
  );
}
