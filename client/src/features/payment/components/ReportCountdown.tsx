import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { successMessages } from '../messages';

/** Seconds before the report opens by itself (spec section 4: "a countdown of {t} seconds"). */
export const REPORT_COUNTDOWN_SECONDS = 5;

const Box = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.25),
  '& p': { margin: 0, textAlign: 'center', color: theme.palette.text.secondary },
}));

/**
 * "View report" and the countdown that opens it, with a control that stops the countdown (WCAG 2.2.1: a time
 * limit the user can turn off).
 */
export function ReportCountdown({ to }: { to: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [left, setLeft] = useState(REPORT_COUNTDOWN_SECONDS);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (stopped) return;
    const timer = window.setInterval(() => setLeft((current) => Math.max(current - 1, 0)), 1000);
    return () => window.clearInterval(timer);
  }, [stopped]);

  useEffect(() => {
    if (!stopped && left === 0) navigate(to);
  }, [left, stopped, navigate, to]);

  return (
    <Box>
      <Button component={Link} to={to} variant="contained" size="large" fullWidth>
        {intl.formatMessage(successMessages.viewReport)}
      </Button>
      {stopped ? (
        <p>{intl.formatMessage(successMessages.stayed)}</p>
      ) : (
        <>
          <p role="timer">{intl.formatMessage(successMessages.countdown, { seconds: left })}</p>
          <Button variant="text" onClick={() => setStopped(true)} sx={{ justifySelf: 'center' }}>
            {intl.formatMessage(successMessages.stay)}
          </Button>
        </>
      )}
    </Box>
  );
}
