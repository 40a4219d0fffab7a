import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { ydgxNormsMessages } from '../messages';
import { type NormsSource, normsText } from './normsText';

const Note = styled('div')(({ theme }) => ({
  margin: theme.spacing(1, 0, 0),
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  '& p': { margin: 0 },
  '& details': { marginTop: theme.spacing(0.5) },
  '& summary': { cursor: 'pointer', minHeight: 24, color: theme.palette.primary.main },
  '& details p': { marginTop: theme.spacing(0.5), overflowWrap: 'anywhere' },
}));

/** "Compared with N people (short source)", with the full citation behind a disclosure. */
export function NormsNote({ norms }: { norms: NormsSource & { readonly sampleSize: number; readonly own: boolean } }) {
  const intl = useIntl();
  const { short, full } = norms.own
    ? { short: intl.formatMessage(ydgxNormsMessages.own), full: null }
    : normsText(norms);
  return (
    <Note>
      <p>{intl.formatMessage(ydgxNormsMessages.compared, { count: norms.sampleSize, source: short })}</p>
      {full && (
        <details>
          <summary>{intl.formatMessage(ydgxNormsMessages.sourceDetails)}</summary>
          <p>{full}</p>
        </details>
      )}
    </Note>
  );
}
