import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, signInFor } from '../../account/accountPaths';
import { treeHoleMessages as m } from '../messages';
import { treeHoleAccessQuery } from '../treeHole.graphql';

/**
 * Shows its children to whoever the server says may be here: a Premium member, or (`ownPosts`) any signed-in
 * author, whose own posts stay theirs. A visitor is asked to sign in; an account without Premium sees what it adds.
 */
export function MemberGate({ ownPosts = false, children }: { ownPosts?: boolean; children: ReactNode }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const location = useLocation();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const { data, error, refetch } = useQuery(treeHoleAccessQuery, { fetchPolicy: 'cache-and-network' });
  const access = data?.treeHoleAccess;
  if (!access && error) {
    return <RetryPanel id="tree-hole-access" title={intl.formatMessage(m.loadFailed)} body={intl.formatMessage(m.loadFailedBody)} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!access) return <Skeleton variant="rounded" height={180} aria-label={intl.formatMessage(m.loading)} />;
  if (!access.signedIn) {
    return (
      <StatusPanel
        id="tree-hole-sign-in"
        level="h2"
        title={intl.formatMessage(m.signInTitle)}
        body={intl.formatMessage(m.signInBody)}
        actions={<Button component={Link} to={signInFor(codeExamId, location)} variant="contained" size="large">{intl.formatMessage(m.signIn)}</Button>}
      />
    );
  }
  if (!access.member && !ownPosts) {
    return (
      <StatusPanel
        id="tree-hole-premium"
        level="h2"
        title={intl.formatMessage(m.premiumTitle)}
        body={intl.formatMessage(m.premiumBody)}
        actions={<Button component={Link} to={to(`/userCenter/rightsInterests/${codeExamId}`)} variant="contained" size="large">{intl.formatMessage(m.premiumLink)}</Button>}
      />
    );
  }
  return <>{children}</>;
}
