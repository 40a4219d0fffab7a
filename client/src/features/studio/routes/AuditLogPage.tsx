import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { StaffGate } from '../components/StaffGate';
import { auditMessages as m, sectionMessages, studioMessages } from '../messages';
import { auditLogQuery } from '../studio.graphql';
import { failureCode } from '../studioClient';
import { studioErrorText } from '../studioErrors';

const PAGE = 50;

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  marginTop: theme.spacing(3),
  borderCollapse: 'collapse',
  fontSize: '0.875rem',
  '& th, & td': { padding: theme.spacing(1), borderBottom: `1px solid ${theme.palette.divider}`, textAlign: 'start', verticalAlign: 'top', overflowWrap: 'anywhere' },
  '& th': { fontWeight: 700 },
  '& code': { fontSize: '0.8125rem' },
  // On a phone each entry is a small card: the column names go before each value.
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tr': { display: 'block', padding: theme.spacing(1, 0), borderBottom: `1px solid ${theme.palette.divider}` },
    '& td': { display: 'block', border: 0, padding: theme.spacing(0.25, 0) },
    '& td::before': { content: 'attr(data-label) ": "', fontWeight: 700 },
  },
}));

function AuditEntries() {
  const intl = useIntl();
  const { data, error, fetchMore, loading } = useQuery(auditLogQuery, { variables: { first: PAGE }, fetchPolicy: 'network-only' });
  if (error) return <Typography role="alert">{studioErrorText(intl, failureCode(error))}</Typography>;
  if (!data) return <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>;
  const { entries, endCursor, hasNextPage } = data.auditLog;
  if (entries.length === 0) return <Typography sx={{ mt: 3 }}>{intl.formatMessage(m.empty)}</Typography>;
  const labels = { when: intl.formatMessage(m.when), who: intl.formatMessage(m.who), action: intl.formatMessage(m.action), target: intl.formatMessage(m.target), details: intl.formatMessage(m.details) };
  const more = () =>
    void fetchMore({
      variables: { first: PAGE, after: endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({ auditLog: { ...fetchMoreResult.auditLog, entries: [...prev.auditLog.entries, ...fetchMoreResult.auditLog.entries] } }),
    });
  return (
    <>
      <Table>
        <thead>
          <tr>{Object.values(labels).map((l) => <th key={l} scope="col">{l}</th>)}</tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td data-label={labels.when}>{intl.formatDate(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td data-label={labels.who}>{e.actor}</td>
              <td data-label={labels.action}><code>{e.action}</code></td>
              <td data-label={labels.target}>{e.targetType}{e.targetId ? ` ${e.targetId}` : ''}</td>
              <td data-label={labels.details}><code>{e.summary}</code></td>
            </tr>
          ))}
        </tbody>
      </Table>
      {hasNextPage && <Button sx={{ mt: 2 }} variant="outlined" disabled={loading} onClick={more}>{intl.formatMessage(m.more)}</Button>}
    </>
  );
}

/** `/studio/audit`: staff changes, newest first, for admins. */
export function AuditLogPage() {
  const intl = useIntl();
  return (
    <StaffGate permission="audit:read">
      {() => (
        <>
          <h1>{intl.formatMessage(sectionMessages.auditLog)}</h1>
          <AuditEntries />
        </>
      )}
    </StaffGate>
  );
}
