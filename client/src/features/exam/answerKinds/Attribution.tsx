import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { answerKindMessages } from './messages';

const Note = styled('details')(({ theme }) => ({
  marginTop: theme.spacing(4),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  '& summary': { cursor: 'pointer', fontWeight: 600, minHeight: 44, display: 'flex', alignItems: 'center' },
  '& p': { margin: theme.spacing(1, 0, 0), lineHeight: 1.55 },
}));

/** The credits of the published questionnaires a test uses, folded away under the questions. */
export function Attribution({ text }: { text: string }) {
  const intl = useIntl();
  return (
    <Note>
      <summary>{intl.formatMessage(answerKindMessages.attribution)}</summary>
      <p>{text}</p>
    </Note>
  );
}
