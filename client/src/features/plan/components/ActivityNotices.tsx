import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import { useQuery } from '@apollo/client/react';
import IconButton from '@mui/material/IconButton';
import { keyframes, styled } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ActivityKind, PlanActivityDocument } from '../../../__generated__/graphql';
import { usePrefersReducedMotion } from '../../../shared/usePrefersReducedMotion';
import { socialProofMessages } from '../messages';

/** How long each notice stays. */
export const NOTICE_MS = 5000;

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(4px)' }, to: { opacity: 1, transform: 'none' } });

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 48,
  padding: theme.spacing(0.5, 0.5, 0.5, 2),
  borderRadius: 999,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  fontSize: '0.9375rem',
  '& .notice': { flex: 1, margin: 0 },
  '& .animated': { animation: `${fadeIn} 300ms ease-out` },
}));

const WORDS: Readonly<Record<ActivityKind, typeof socialProofMessages.reportsUnlockedThisWeek>> = {
  REPORTS_UNLOCKED_THIS_WEEK: socialProofMessages.reportsUnlockedThisWeek,
  TESTS_COMPLETED_THIS_WEEK: socialProofMessages.testsCompletedThisWeek,
};

/**
 * This week's figures about many people (never about one buyer), one notice at a time, in a polite live region
 * that never takes focus. The server publishes a figure only once it rests on enough people, so on a new install
 * nothing shows. Rotation stops for visitors who asked for less motion, and anyone can pause it.
 */
export function ActivityNotices({ examId }: { examId: number }) {
  const intl = useIntl();
  const reducedMotion = usePrefersReducedMotion();
  const { data } = useQuery(PlanActivityDocument, { variables: { examId } });
  const figures = (data?.activity ?? []).filter((figure) => figure.kind in WORDS);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const rotating = figures.length > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => current + 1), NOTICE_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  const at = figures.length ? index % figures.length : 0;
  const figure = figures[at];
  if (!figure) return null;
  return (
    <Bar>
      <p className="notice" aria-live="polite" aria-atomic="true">
        <span key={at} className={reducedMotion ? undefined : 'animated'}>
          {intl.formatMessage(WORDS[figure.kind], { count: figure.count })}
        </span>
      </p>
      {figures.length > 1 && !reducedMotion && (
        <IconButton
          size="small"
          aria-label={intl.formatMessage(paused ? socialProofMessages.resume : socialProofMessages.pause)}
          onClick={() => setPaused((was) => !was)}
        >
          {paused ? <PlayIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      )}
    </Bar>
  );
}
