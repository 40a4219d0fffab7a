import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { iqQuestionMessages as m } from '../messages';

const Bar = styled('div')(({ theme }) => ({
  // Stays in sight below the header while the matrix and the options scroll.
  position: 'sticky',
  top: 56,
  zIndex: 2,
  padding: theme.spacing(0.5, 0),
  backgroundColor: theme.palette.background.default,
  [theme.breakpoints.up('sm')]: { top: 64 },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  '& .clock': { fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1rem' },
  '& .low': { color: '#B23B3B' },
}));

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const secondsUntil = (deadlineMs: number) => Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));

/** Seconds left until a deadline (on the local clock), counting down once a second; 0 when past. */
export function useSecondsLeft(deadlineMs: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadlineMs));
  useEffect(() => {
    const id = window.setInterval(() => setSeconds(secondsUntil(deadlineMs)), 1000);
    return () => window.clearInterval(id);
  }, [deadlineMs]);
  return seconds;
}

/**
 * The visible clock, which can be hidden (some find a running clock stressful); screen readers hear only when five
 * minutes and one minute are left, never every second.
 */
export function IqTimer({ secondsLeft }: { secondsLeft: number }) {
  const intl = useIntl();
  const [hidden, setHidden] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<number>());
  useEffect(() => {
    for (const minutes of [5, 1]) {
      if (secondsLeft <= minutes * 60 && secondsLeft > (minutes - 1) * 60 && !announced.current.has(minutes)) {
        announced.current.add(minutes);
        setAnnouncement(intl.formatMessage(m.minutesLeft, { minutes }));
      }
    }
  }, [secondsLeft, intl]);
  return (
    <Bar>
      <span className={`clock${secondsLeft <= 60 ? ' low' : ''}`} aria-hidden={hidden}>
        {hidden ? '' : intl.formatMessage(m.timeLeft, { time: mmss(secondsLeft) })}
      </span>
      <Button size="small" variant="text" onClick={() => setHidden((h) => !h)} aria-pressed={hidden}>
        {intl.formatMessage(hidden ? m.showTimer : m.hideTimer)}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Bar>
  );
}
