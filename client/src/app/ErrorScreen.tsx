import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { StatusPanel } from '../shared/components/StatusPanel';
import { errorMessages } from './messages';

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
    <StatusPanel
      id="error-title"
      role="alert"
      art={<Status aria-label={intl.formatMessage(errorMessages.statusLabel, { status })}>{status}</Status>}
      title={intl.formatMessage(notFound ? errorMessages.notFoundTitle : errorMessages.genericTitle)}
      body={
        notFound
          ? intl.formatMessage(errorMessages.notFoundMessage, { path: <Path key="path">{path}</Path> })
          : intl.formatMessage(errorMessages.genericMessage)
      }
      actions={
        <Button variant="contained" size="large" onClick={onGoHome}>
          {intl.formatMessage(errorMessages.goHome)}
        </Button>
      }
    />
  );
}
