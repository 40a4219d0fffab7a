import TimerIcon from '@mui/icons-material/TimerOutlined';
import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { formatClock, useTimeLeft } from '../../checkout/countdown';
import { countdownMessages } from '../messages';

const Banner = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  alignItems: 'flex-start',
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FFF4E5',
  color: '#5F370E',
  '& svg': { marginTop: 2 },
  '& p': { margin: 0 },
  '& .clock': { fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
  '& .why': { fontSize: '0.875rem' },
}));

export interface OfferCountdownProps {
  /** The server's end of the introductory prices (ISO), or null when there is none. */
  readonly endsAt: string | null | undefined;
  /** Called once when the time runs out while the page is open (the server then quotes list prices). */
  readonly onEnd?: () => void;
}

/**
 * "Offer ends in hh:mm:ss", counting to a real end the server enforces. Nothing is shown without an end or
 * once it has passed: the page never makes up a deadline.
 */
export function OfferCountdown({ endsAt, onEnd }: OfferCountdownProps) {
  const intl = useIntl();
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  const left = useTimeLeft(Number.isFinite(end) ? end : null);
  const wasRunning = useRef(false);
  const ended = left !== null && left <= 0;

  useEffect(() => {
    if (left !== null && left > 0) wasRunning.current = true;
    if (ended && wasRunning.current) {
      wasRunning.current = false;
      onEnd?.();
    }
  }, [left, ended, onEnd]);

  if (left === null || ended) return null;
  return (
    <Banner>
      <TimerIcon aria-hidden />
      <div>
        <p>
          {intl.formatMessage(countdownMessages.endsIn, {
            time: (
              <span key="clock" className="clock" role="timer">
                {formatClock(left)}
              </span>
            ),
          })}
        </p>
        <p className="why">{intl.formatMessage(countdownMessages.explanation)}</p>
      </div>
    </Banner>
  );
}
