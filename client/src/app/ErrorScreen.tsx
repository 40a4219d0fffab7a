import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { errorMessages } from './messages';

const Panel = styled('section')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(8, 3),
  textAlign: 'center',
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: 'clamp(4rem, 18vw, 6rem)',
  fontWeight: 800,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: theme.palette.primary.main,
}));

const Path = styled('code')({
  fontFamily: 'inherit',
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export interface ErrorScreenProps {
  readonly status: number;
  /** The full path the visitor asked for (with query), shown for a 404. */
  readonly path: string;
  readonly onGoHome: () => void;
}

/** What any fatal error shows: the status code, what happened, and a way home. */
export function ErrorScreen({ status, path, onGoHome }: ErrorScreenProps) {
  const intl = useIntl();
  const notFound = status === 404;
  return (
    <Panel role="alert" aria-labelledby="error-title">
      <Status aria-label={intl.formatMessage(errorMessages.statusLabel, { status })}>{status}</Status>
      <Typography id="error-title" variant="h2" component="h1" sx={{ mt: 2, mb: 1.5 }}>
        {intl.formatMessage(notFound ? errorMessages.notFoundTitle : errorMessages.genericTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {notFound
          ? intl.formatMessage(errorMessages.notFoundMessage, { path: <Path key="path">{path}</Path> })
          : intl.formatMessage(errorMessages.genericMessage)}
      </Typography>
      <Button variant="contained" size="large" onClick={onGoHome}>
        {intl.formatMessage(errorMessages.goHome)}
      </Button>
    </Panel>
  );
}
