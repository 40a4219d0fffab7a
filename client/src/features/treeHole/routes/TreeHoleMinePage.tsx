import { ApolloProvider, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { TreeHolePostState, TreeHoleRemovalReason, TreeHoleSecretsQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr } from '../../account/accountPaths';
import { LoadMore } from '../components/LoadMore';
import { MemberGate } from '../components/MemberGate';
import { Card } from '../components/PostCard';
import { TreeHoleFrame } from '../components/TreeHoleFrame';
import { type PlainTreeHoleMessage, treeHoleMessages as m } from '../messages';
import { deleteTreeHolePostMutation, treeHoleSecretsQuery } from '../treeHole.graphql';
import { treeHolePaths } from '../treeHolePaths';

type Secret = TreeHoleSecretsQuery['treeHoleSecrets']['secrets'][number];

const PAGE = 10;

const STATES: Record<TreeHolePostState, { label: PlainTreeHoleMessage; tone: string }> = {
  HELD: { label: m.stateHeld, tone: '#7A4B00' },
  PUBLISHED: { label: m.statePublished, tone: '#1E5E3A' },
  REMOVED: { label: m.stateRemoved, tone: '#8A1C1C' },
};

const REMOVALS: Record<TreeHoleRemovalReason, PlainTreeHoleMessage> = {
  ABUSE: m.removalAbuse,
  PERSONAL_INFO: m.removalPersonalInfo,
  SPAM: m.removalSpam,
  HARMFUL_CONTENT: m.removalHarmfulContent,
  OTHER: m.removalOther,
};

const State = styled('span')(({ theme }) => ({
  padding: theme.spacing(0.25, 1.25),
  borderRadius: 999,
  border: '1px solid currentColor',
  fontWeight: 700,
}));

const Reasons = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FBEAEA',
  color: '#5C1111',
  '& p': { margin: 0, lineHeight: 1.5 },
  '& p + p': { marginTop: theme.spacing(0.5) },
}));

function SecretCard({ secret, onDelete }: { secret: Secret; onDelete: (id: string) => void }) {
  const intl = useIntl();
  const state = STATES[secret.state];
  const total = secret.reactions.reduce((n, r) => n + r.count, 0);
  return (
    <Card lang={secret.locale}>
      <div className="meta">
        <State style={{ color: state.tone }}>{intl.formatMessage(state.label)}</State>
        <time dateTime={secret.createdAt}>{intl.formatDate(secret.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        {secret.state === 'PUBLISHED' && <span>{intl.formatMessage(m.reactionsTotal, { count: total })}</span>}
      </div>
      <p className="body">{secret.body}</p>
      {secret.state === 'REMOVED' && secret.removalReason && (
        <Reasons>
          <p>{intl.formatMessage(m.removedBecause, { reason: intl.formatMessage(REMOVALS[secret.removalReason]) })}</p>
          {secret.removalNote && <p>{intl.formatMessage(m.moderatorNote, { note: secret.removalNote })}</p>}
        </Reasons>
      )}
      <div>
        <Button color="error" variant="outlined" onClick={() => onDelete(secret.id)} sx={{ minHeight: 44 }}>{intl.formatMessage(m.delete)}</Button>
      </div>
    </Card>
  );
}

function Secrets() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const { data, error, refetch, fetchMore } = useQuery(treeHoleSecretsQuery, { variables: { first: PAGE }, fetchPolicy: 'cache-and-network' });
  const [remove, { loading: removing }] = useMutation(deleteTreeHolePostMutation);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const page = data?.treeHoleSecrets;
  if (!page && error) {
    return <RetryPanel id="tree-hole-mine-failed" title={intl.formatMessage(m.loadFailed)} body={intl.formatMessage(m.loadFailedBody)} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!page) return <div role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)}><Skeleton variant="rounded" height={160} sx={{ borderRadius: 4 }} /></div>;

  const confirmDelete = () => {
    const id = confirming;
    setConfirming(null);
    if (!id) return;
    remove({
      variables: { input: { id } },
      update(cache) {
        cache.modify({ fields: { treeHoleFeed: (_existing, { DELETE }) => DELETE } });
      },
    }).then(
      () => {
        setNotice({ text: intl.formatMessage(m.deleted), failed: false });
        void refetch().catch(() => undefined);
      },
      () => setNotice({ text: intl.formatMessage(m.deleteFailed), failed: true }),
    );
  };
  const more = () =>
    fetchMore({
      variables: { first: PAGE, after: page.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({ treeHoleSecrets: { ...fetchMoreResult.treeHoleSecrets, secrets: [...prev.treeHoleSecrets.secrets, ...fetchMoreResult.treeHoleSecrets.secrets] } }),
    });

  return (
    <>
      {notice && <Typography role={notice.failed ? 'alert' : 'status'} color={notice.failed ? 'error' : 'text.primary'}>{notice.text}</Typography>}
      {page.secrets.length === 0 ? (
        <div style={{ display: 'grid', justifyItems: 'start', gap: 16 }}>
          <Typography>{intl.formatMessage(m.mineEmpty)}</Typography>
          <Button component={Link} to={to(treeHolePaths.add(codeExamId))} variant="contained" size="large">{intl.formatMessage(m.navAdd)}</Button>
        </div>
      ) : (
        <>
          {page.secrets.map((s) => <SecretCard key={s.id} secret={s} onDelete={setConfirming} />)}
          <LoadMore hasMore={page.hasMore} onMore={more} />
        </>
      )}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="tree-hole-delete-title">
        <DialogTitle id="tree-hole-delete-title">{intl.formatMessage(m.deleteTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{intl.formatMessage(m.deleteBody)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{intl.formatMessage(m.cancel)}</Button>
          <Button color="error" variant="contained" disabled={removing} onClick={confirmDelete}>{intl.formatMessage(m.delete)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function TreeHoleMinePage() {
  const intl = useIntl();
  return (
    <TreeHoleFrame tab="mine" title={intl.formatMessage(m.mineTitle)} intro={intl.formatMessage(m.mineIntro)}>
      <MemberGate ownPosts>
        <Secrets />
      </MemberGate>
    </TreeHoleFrame>
  );
}

/** `/userCenter/exploreMore/treeHole/list`: "my secrets", the member's own posts with their state and any removal's reasons. */
export default function TreeHoleMineRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <TreeHoleMinePage />
    </ApolloProvider>
  );
}
