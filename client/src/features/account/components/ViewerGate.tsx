import { useQuery } from '@apollo/client/react';
import { Skeleton } from '../../../shared/components/Skeleton';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AccountViewerDocument, type AccountViewerQuery } from '../../../__generated__/graphql';
import { settingsMessages } from '../messages';
import { AccountLoadError } from './AccountLoadError';
import { Page } from '../../../shared/components/account/accountStyles';
import { SignInRequired } from './SignInRequired';

export type Viewer = NonNullable<AccountViewerQuery['me']>;

/** The shape of a form page while the account is looked up. */
export function AccountSkeleton() {
  const intl = useIntl();
  return (
    <Page role="status" aria-busy="true" aria-label={intl.formatMessage(settingsMessages.loading)}>
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="rounded" height={360} sx={{ mt: 3, borderRadius: 2 }} />
    </Page>
  );
}

/**
 * Renders its children for a signed-in user, and "please log in first" with a way back here for a visitor.
 * Asks the server each time (the session may have ended elsewhere), showing what is cached meanwhile.
 */
export function ViewerGate({ codeExamId, signInBody, children }: {
  codeExamId: string;
  signInBody: string;
  children: (viewer: Viewer) => ReactNode;
}) {
  const { data, error, loading, refetch } = useQuery(AccountViewerDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (data) return data.me ? children(data.me) : <SignInRequired codeExamId={codeExamId} body={signInBody} />;
  if (error && !loading) {
    return (
      <AccountLoadError onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  return <AccountSkeleton />;
}
