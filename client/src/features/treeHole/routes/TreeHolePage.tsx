import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr } from '../../account/accountPaths';
import { LoadMore } from '../components/LoadMore';
import { MemberGate } from '../components/MemberGate';
import { PostCard } from '../components/PostCard';
import { TreeHoleFrame } from '../components/TreeHoleFrame';
import { treeHoleMessages as m } from '../messages';
import { treeHoleFeedQuery } from '../treeHole.graphql';
import { treeHolePaths } from '../treeHolePaths';

const PAGE = 10;

function Feed() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const { data, error, refetch, fetchMore } = useQuery(treeHoleFeedQuery, { variables: { first: PAGE }, fetchPolicy: 'cache-and-network' });
  const feed = data?.treeHoleFeed;
  if (!feed && error) {
    return <RetryPanel id="tree-hole-feed-failed" title={intl.formatMessage(m.loadFailed)} body={intl.formatMessage(m.loadFailedBody)} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!feed) {
    return (
      <div role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)} style={{ display: 'grid', gap: 16 }}>
        {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={150} sx={{ borderRadius: 4 }} />)}
      </div>
    );
  }
  if (feed.posts.length === 0) {
    return (
      <div style={{ display: 'grid', justifyItems: 'start', gap: 16 }}>
        <Typography>{intl.formatMessage(m.empty)}</Typography>
        <Button component={Link} to={to(treeHolePaths.add(codeExamId))} variant="contained" size="large">{intl.formatMessage(m.navAdd)}</Button>
      </div>
    );
  }
  const more = () =>
    fetchMore({
      variables: { first: PAGE, after: feed.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({ treeHoleFeed: { ...fetchMoreResult.treeHoleFeed, posts: [...prev.treeHoleFeed.posts, ...fetchMoreResult.treeHoleFeed.posts] } }),
    });
  return (
    <>
      {feed.posts.map((post) => <PostCard key={post.id} post={post} />)}
      <LoadMore hasMore={feed.hasMore} onMore={more} />
    </>
  );
}

function TreeHolePage() {
  const intl = useIntl();
  return (
    <TreeHoleFrame tab="feed" title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      <MemberGate>
        <Feed />
      </MemberGate>
    </TreeHoleFrame>
  );
}

/** `/userCenter/exploreMore/treeHole`: everyone's published posts, newest first, with kind reactions. */
export default function TreeHoleRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <TreeHolePage />
    </ApolloProvider>
  );
}
