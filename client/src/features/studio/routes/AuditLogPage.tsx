import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AuditLogFilter } from '../../../__generated__/graphql';
import { auditSearchMessages as s } from '../auditSearchMessages';
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

const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  alignItems: 'start',
  marginTop: theme.spacing(2),
}));

const FIELDS = ['actor', 'action', 'target', 'from', 'to'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;
const EMPTY: Fields = { actor: '', action: '', target: '', from: '', to: '' };

/** The start of a typed day (yyyy-mm-dd) in the browser's time zone, `plus` days later; null for anything else. */
function dayStart(value: string, plus = 0): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const at = new Date(`${value}T00:00:00`);
  at.setDate(at.getDate() + plus);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The search as the server takes it: blank fields left out, days as the start of the day (to: the day after). */
function filterOf(f: Fields): AuditLogFilter | null {
  const filter: AuditLogFilter = {
    actor: f.actor.trim() || null,
    action: f.action.trim() || null,
    target: f.target.trim() || null,
    from: dayStart(f.from),
    to: dayStart(f.to, 1),
  };
  return Object.values(filter).some((v) => v !== null) ? filter : null;
}

/** Who, what, which target and when: the audit log's search. */
function AuditSearch({ onSearch }: { onSearch: (filter: AuditLogFilter | null) => void }) {
  const intl = useIntl();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(filterOf(fields));
  };
  const clear = () => {
    setFields(EMPTY);
    onSearch(null);
  };
  return (
    <Form onSubmit={submit} role="search">
      {FIELDS.map((name) => (
        <TextField
          key={name}
          size="small"
          label={intl.formatMessage(s[name])}
          type={name === 'from' || name === 'to' ? 'date' : 'text'}
          value={fields[name]}
          onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
          slotProps={name === 'from' || name === 'to' ? { inputLabel: { shrink: true } } : { htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
      ))}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="contained">{intl.formatMessage(s.submit)}</Button>
        <Button onClick={clear}>{intl.formatMessage(s.clear)}</Button>
      </div>
    </Form>
  );
}

function AuditEntries({ filter }: { filter: AuditLogFilter | null }) {
  const intl = useIntl();
  const { data, error, fetchMore, loading } = useQuery(auditLogQuery, { variables: { first: PAGE, filter }, fetchPolicy: 'network-only' });
  if (error) return <Typography role="alert">{studioErrorText(intl, failureCode(error))}</Typography>;
  if (!data) return <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>;
  const { entries, endCursor, hasNextPage } = data.auditLog;
  if (entries.length === 0) return <Typography role="status" sx={{ mt: 3 }}>{intl.formatMessage(filter ? s.noMatch : m.empty)}</Typography>;
  const labels = { when: intl.formatMessage(m.when), who: intl.formatMessage(m.who), action: intl.formatMessage(m.action), target: intl.formatMessage(m.target), details: intl.formatMessage(m.details) };
  const more = () =>
    void fetchMore({
      variables: { first: PAGE, after: endCursor, filter },
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

/** `/studio/audit`: staff changes, newest first, searchable by who, what, target and day, for admins. */
export function AuditLogPage() {
  const intl = useIntl();
  const [filter, setFilter] = useState<AuditLogFilter | null>(null);
  return (
    <StaffGate permission="audit:read">
      {() => (
        <>
          <h1>{intl.formatMessage(sectionMessages.auditLog)}</h1>
          <AuditSearch onSearch={setFilter} />
          <AuditEntries filter={filter} />
        </>
      )}
    </StaffGate>
  );
}
