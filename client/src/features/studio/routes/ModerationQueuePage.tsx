import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TreeHoleHoldReason, TreeHoleQueueQuery, TreeHoleRemovalReason, TreeHoleReportReason } from '../../../__generated__/graphql';
import { StaffGate } from '../components/StaffGate';
import { decideTreeHolePostMutation, treeHoleQueueQuery } from '../moderation.graphql';
import { moderationMessages as m, type PlainModerationMessage } from '../moderationMessages';
import { studioMessages } from '../messages';
import { failureCode } from '../studioClient';
import { studioErrorText } from '../studioErrors';

type Item = TreeHoleQueueQuery['treeHoleQueue']['items'][number];
type Msg = PlainModerationMessage;

const PAGE = 20;
const HOLDS: Record<TreeHoleHoldReason, Msg> = { SELF_HARM: m.holdSelfHarm, ABUSE: m.holdAbuse, CONTACT: m.holdContact, REPORTS: m.holdReports };
const REPORTS: Record<TreeHoleReportReason, Msg> = { ABUSE: m.reportAbuse, SELF_HARM: m.reportSelfHarm, PERSONAL_INFO: m.reportPersonalInfo, SPAM: m.reportSpam, OTHER: m.reportOther };
const REMOVALS: readonly [TreeHoleRemovalReason, Msg][] = [
  ['ABUSE', m.reasonAbuse],
  ['PERSONAL_INFO', m.reasonPersonalInfo],
  ['SPAM', m.reasonSpam],
  ['HARMFUL_CONTENT', m.reasonHarmfulContent],
  ['OTHER', m.reasonOther],
];

const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.25),
  marginTop: theme.spacing(2),
  padding: theme.spacing(2),
  borderRadius: 12,
  border: `1px solid ${theme.palette.divider}`,
  '& .body': { margin: 0, fontSize: '1.0625rem', lineHeight: 1.6, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .meta': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& .chip': { padding: theme.spacing(0.25, 1), borderRadius: 999, backgroundColor: theme.palette.action.selected, color: theme.palette.text.primary, fontWeight: 600 },
  '& .chip.selfHarm': { backgroundColor: '#1F4E79', color: '#fff' },
  '& .guidance': { margin: 0, padding: theme.spacing(1, 1.5), borderRadius: 8, backgroundColor: '#EEF5FB', color: '#10263B' },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& select, & textarea': { font: 'inherit', padding: theme.spacing(1), borderRadius: 8, border: `1px solid ${theme.palette.divider}`, width: '100%', boxSizing: 'border-box' },
  '& label': { fontWeight: 600, display: 'grid', gap: theme.spacing(0.5) },
}));

function QueueCard({ item, onDecided }: { item: Item; onDecided: (text: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [decide, { loading }] = useMutation(decideTreeHolePostMutation);
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState<TreeHoleRemovalReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (decision: 'APPROVE' | 'REMOVE') => {
    setError(null);
    decide({ variables: { input: { id: item.id, decision, reason: decision === 'REMOVE' && reason ? reason : null, note: decision === 'REMOVE' && note.trim() ? note.trim() : null } } }).then(
      (res) => {
        const code = res.data?.decideTreeHolePost.errors[0]?.code;
        if (code) setError(intl.formatMessage(code === 'REASON_REQUIRED' ? m.errorReason : m.errorNote));
        else onDecided(intl.formatMessage(decision === 'APPROVE' ? m.approved : m.removed));
      },
      (err: unknown) => setError(failureCode(err) === 'NETWORK' ? intl.formatMessage(m.errorFailed) : studioErrorText(intl, failureCode(err))),
    );
  };
  return (
    <Card aria-labelledby={`${id}-meta`} lang={item.locale}>
      <div className="meta" id={`${id}-meta`}>
        <span className="chip">{intl.formatMessage(item.state === 'HELD' ? m.held : m.reported)}</span>
        {item.holdReasons.map((h) => <span key={h} className={h === 'SELF_HARM' ? 'chip selfHarm' : 'chip'}>{intl.formatMessage(HOLDS[h])}</span>)}
        <span>{intl.formatMessage(m.written, { when: intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' }), locale: item.locale })}</span>
      </div>
      <p className="body">{item.body}</p>
      {item.holdReasons.includes('SELF_HARM') && <p className="guidance">{intl.formatMessage(m.selfHarmNote)}</p>}
      <div className="meta">
        {item.matched.length > 0 && <span>{intl.formatMessage(m.matched, { terms: item.matched.join(', ') })}</span>}
        {item.openReports > 0 && (
          <span>
            {intl.formatMessage(m.reports, { count: item.openReports })}
            {item.reportReasons.length > 0 && ` (${item.reportReasons.map((r) => `${intl.formatMessage(REPORTS[r.reason])} ${r.count}`).join(', ')})`}
          </span>
        )}
      </div>
      {removing && (
        <>
          <label>
            {intl.formatMessage(m.reason)}
            <select value={reason} onChange={(e) => setReason(e.target.value as TreeHoleRemovalReason)}>
              <option value="" disabled>—</option>
              {REMOVALS.map(([value, label]) => <option key={value} value={value}>{intl.formatMessage(label)}</option>)}
            </select>
          </label>
          <label>
            {intl.formatMessage(m.note)}
            <textarea rows={2} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
        </>
      )}
      {error && <Typography role="alert" color="error">{error}</Typography>}
      <div className="actions">
        {removing ? (
          <>
            <Button color="error" variant="contained" disabled={loading} onClick={() => send('REMOVE')}>{intl.formatMessage(m.confirmRemove)}</Button>
            <Button disabled={loading} onClick={() => setRemoving(false)}>{intl.formatMessage(m.cancel)}</Button>
          </>
        ) : (
          <>
            <Button variant="contained" disabled={loading} onClick={() => send('APPROVE')}>{intl.formatMessage(m.approve)}</Button>
            <Button color="error" variant="outlined" disabled={loading} onClick={() => setRemoving(true)}>{intl.formatMessage(m.remove)}</Button>
          </>
        )}
      </div>
    </Card>
  );
}

function Queue() {
  const intl = useIntl();
  const { data, error, fetchMore, refetch, loading } = useQuery(treeHoleQueueQuery, { variables: { first: PAGE }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [notice, setNotice] = useState<string | null>(null);
  if (error && !data) return <Typography role="alert">{studioErrorText(intl, failureCode(error))}</Typography>;
  if (!data) return <Typography>{intl.formatMessage(studioMessages.loading)}</Typography>;
  const { items, endCursor, hasMore } = data.treeHoleQueue;
  const decided = (text: string) => {
    setNotice(text);
    void refetch().catch(() => undefined);
  };
  return (
    <>
      {notice && <Typography role="status" sx={{ mt: 2 }}>{notice}</Typography>}
      {items.length === 0 ? (
        <Typography sx={{ mt: 3 }}>{intl.formatMessage(m.empty)}</Typography>
      ) : (
        items.map((item) => <QueueCard key={item.id} item={item} onDecided={decided} />)
      )}
      {hasMore ? (
        <Button sx={{ mt: 2 }} variant="outlined" disabled={loading} onClick={() => void fetchMore({ variables: { first: PAGE, after: endCursor }, updateQuery: (prev, { fetchMoreResult }) => ({ treeHoleQueue: { ...fetchMoreResult.treeHoleQueue, items: [...prev.treeHoleQueue.items, ...fetchMoreResult.treeHoleQueue.items] } }) }).catch(() => undefined)}>
          {intl.formatMessage(m.more)}
        </Button>
      ) : (
        items.length > 0 && <Typography sx={{ mt: 2 }} color="text.secondary">{intl.formatMessage(m.noMore)}</Typography>
      )}
    </>
  );
}

/** `/studio/moderation`: the tree hole's held and reported posts, for moderators (and admins). */
export function ModerationQueuePage() {
  const intl = useIntl();
  return (
    <StaffGate permission="moderation:act">
      {() => (
        <>
          <h1>{intl.formatMessage(m.title)}</h1>
          <Typography color="text.secondary">{intl.formatMessage(m.intro)}</Typography>
          <Queue />
        </>
      )}
    </StaffGate>
  );
}
