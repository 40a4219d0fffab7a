import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { AuditLogPage } from './routes/AuditLogPage';
import { ModerationQueuePage } from './routes/ModerationQueuePage';
import { StaffUsersPage } from './routes/StaffUsersPage';
import { StudioHomePage } from './routes/StudioHomePage';
import { StudioSignInPage } from './routes/StudioSignInPage';
import { studioClient } from './studioClient';

/**
 * The studio's pages: one chunk, loaded only on /studio paths, so no visitor's page carries any of it (nor the QR
 * code library). Each runs on the studio's own GraphQL client.
 */
function withStudioClient(Page: ComponentType): ComponentType {
  return function StudioRoute() {
    return (
      <ApolloProvider client={studioClient()}>
        <Page />
      </ApolloProvider>
    );
  };
}

export const StudioSignIn = withStudioClient(StudioSignInPage);
export const StudioHome = withStudioClient(StudioHomePage);
export const StudioStaff = withStudioClient(StaffUsersPage);
export const StudioAudit = withStudioClient(AuditLogPage);
export const StudioModeration = withStudioClient(ModerationQueuePage);
