import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { useOnline } from '../../../shared/useOnline';
import type { SyncStatus } from '../answerSync';
import { saveMessages } from '../messages';

const Line = styled('p')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.spacing(0.75),
  minHeight: 20,
  margin: 0,
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  color: theme.palette.text.secondary,
  textAlign: 'end',
}));

const Dot = styled('span')({ width: 8, height: 8, flexShrink: 0, borderRadius: '50%' });

/**
 * Where the answers are, in a few discreet words: saving, saved, or kept on the device while offline. Only
 * trouble is announced to screen readers; "saved" after every answer would be noise.
 */
export function SaveStatus({ status }: { status: SyncStatus }) {
  const intl = useIntl();
  const online = useOnline();
  if (status === 'idle') return <Line aria-hidden />;
  const trouble = !online || status === 'retrying';
  const message = !online
    ? saveMessages.offline
    : status === 'retrying'
      ? saveMessages.retrying
      : status === 'saved'
        ? saveMessages.saved
        : saveMessages.saving;
  const colour = trouble ? '#9A4A24' : status === 'saved' ? '#2E7D4F' : '#8A8178';
  const text = intl.formatMessage(message);
  return (
    <>
      <Line aria-hidden>
        <Dot style={{ backgroundColor: colour }} />
        <span>{text}</span>
      </Line>
      <VisuallyHidden role="status">{trouble ? text : ''}</VisuallyHidden>
    </>
  );
}
