import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { experimentsMessages as m } from '../messages';

/**
 * The area where stimuli appear: dark and calm, the same size whatever is shown, never animated (response buttons
 * have no ripple either: nothing moves, for those who ask for less motion and for the timing alike).
 */
const Area = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: 260,
  borderRadius: 16,
  backgroundColor: '#1d2230',
  color: '#f4f5f7',
  userSelect: 'none',
  touchAction: 'manipulation',
  [theme.breakpoints.up('sm')]: { minHeight: 340 },
  '& .fixation::before': { content: '"+"', fontSize: '2.5rem', fontWeight: 300, color: '#aab0bf' },
  '& .feedback': { fontSize: '1.25rem', fontWeight: 700 },
  '& .feedback.good': { color: '#7fd6a4' },
  '& .feedback.bad': { color: '#ffb199' },
}));

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: theme.spacing(1),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  '& strong': { color: theme.palette.text.primary },
}));

export function TaskHeader({ phase, current, total, reminder }: { phase: 'practice' | 'run'; current: number; total: number; reminder: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <Bar>
        <strong>{intl.formatMessage(phase === 'practice' ? m.practice : m.run)}</strong>
        <span aria-live="off">{intl.formatMessage(m.progress, { current: Math.min(current, total), total })}</span>
      </Bar>
      <p className="reminder" id="task-reminder">{reminder}</p>
    </>
  );
}

export function Stage({ children, onPointerDown, label }: { children: ReactNode; onPointerDown?: () => void; label?: string }) {
  const intl = useIntl();
  return (
    <Area
      role={onPointerDown ? 'button' : 'group'}
      aria-label={label ?? intl.formatMessage(m.stage)}
      aria-describedby="task-reminder"
      onPointerDown={onPointerDown ? (e) => (e.preventDefault(), onPointerDown()) : undefined}
      data-testid="experiment-stage"
    >
      {children}
    </Area>
  );
}

/** Practice feedback, read out politely; null while there is none. */
export function Feedback({ value }: { value: 'good' | 'bad' | 'early' | null }) {
  const intl = useIntl();
  return (
    <span className={`feedback ${value === 'good' ? 'good' : 'bad'}`} role="status" aria-live="polite">
      {value === 'good' ? intl.formatMessage(m.correct) : value === 'bad' ? intl.formatMessage(m.wrong) : value === 'early' ? intl.formatMessage(m.tooSoon) : null}
    </span>
  );
}

export const TaskLayout = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  '& .reminder': { margin: 0, fontWeight: 600 },
  '& .answers': { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: theme.spacing(1), [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
  '& .answers.two': { gridTemplateColumns: 'repeat(2, 1fr)' },
  '& .answers button': { minHeight: 56, fontSize: '1rem', fontWeight: 700, textTransform: 'none' },
  '& kbd': { fontFamily: 'inherit', fontSize: '0.75rem', opacity: 0.75, marginInlineStart: theme.spacing(0.75) },
}));
