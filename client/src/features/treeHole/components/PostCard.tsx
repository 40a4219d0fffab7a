import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../__generated__';
import { treeHoleMessages as m } from '../messages';
import { reactToTreeHolePostMutation, treeHolePostFragment } from '../treeHole.graphql';
import { REACTIONS } from './reactionLabels';
import { ReportDialog } from './ReportDialog';

export const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2.5, 2),
  borderRadius: 16,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3, 3.5) },
  '& .body': { margin: 0, fontSize: '1.0625rem', lineHeight: 1.65, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .meta': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1), fontSize: '0.875rem', color: theme.palette.text.secondary },
  '& .badge': { padding: theme.spacing(0.25, 1.25), borderRadius: 999, backgroundColor: theme.palette.action.selected, color: theme.palette.text.primary, fontWeight: 600 },
  '&:lang(ko)': { wordBreak: 'keep-all' },
}));

const Reactions = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  '& button.reaction': {
    minHeight: 44,
    padding: theme.spacing(0.5, 1.5),
    borderRadius: 999,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: '0.9375rem',
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.75),
  },
  '& button.reaction[aria-pressed="true"]': { borderColor: theme.palette.primary.main, backgroundColor: theme.palette.action.selected, fontWeight: 700 },
  '& button.reaction:disabled': { cursor: 'default' },
  '& button.reaction:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .report': { marginInlineStart: 'auto' },
}));

/** One post of the feed: its words, when, the kind reactions (not on one's own post) and a way to report it. */
export function PostCard(props: { post: FragmentType<typeof treeHolePostFragment> }) {
  const post = getFragmentData(treeHolePostFragment, props.post);
  const intl = useIntl();
  const [react, { loading }] = useMutation(reactToTreeHolePostMutation);
  const [failed, setFailed] = useState(false);
  const [reporting, setReporting] = useState(false);
  const toggle = (kind: (typeof REACTIONS)[number]['kind']) => {
    setFailed(false);
    react({ variables: { input: { id: post.id, kind } } }).catch(() => setFailed(true));
  };
  return (
    <Card lang={post.locale} aria-label={intl.formatDate(post.publishedAt, { dateStyle: 'medium', timeStyle: 'short' })}>
      <p className="body">{post.body}</p>
      <div className="meta">
        <time dateTime={post.publishedAt}>{intl.formatDate(post.publishedAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        {post.mine && <span className="badge">{intl.formatMessage(m.yours)}</span>}
      </div>
      <Reactions>
        {REACTIONS.map(({ kind, label, Icon }) => {
          const r = post.reactions.find((x) => x.kind === kind);
          return (
            <button
              key={kind}
              type="button"
              className="reaction"
              aria-pressed={post.mine ? undefined : Boolean(r?.mine)}
              disabled={post.mine || loading}
              onClick={() => toggle(kind)}
            >
              <Icon aria-hidden="true" fontSize="small" />
              {intl.formatMessage(label)}
              {r && r.count > 0 && <span>{intl.formatNumber(r.count)}</span>}
            </button>
          );
        })}
        {!post.mine && (
          <Button className="report" size="small" color="inherit" onClick={() => setReporting(true)} sx={{ minHeight: 44 }}>
            {intl.formatMessage(m.report)}
          </Button>
        )}
      </Reactions>
      {failed && <p role="alert" className="meta">{intl.formatMessage(m.reactionFailed)}</p>}
      {reporting && <ReportDialog postId={post.id} onClose={() => setReporting(false)} />}
    </Card>
  );
}
