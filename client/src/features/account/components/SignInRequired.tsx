import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { registerFor, signInFor } from '../accountPaths';
import { signInRequiredMessages } from '../messages';

/**
 * The spec's "please login first", for a visitor on a page that needs an account: signing in (or registering)
 * comes back to this page.
 */
export function SignInRequired({ codeExamId, body, children }: { codeExamId: string; body: string; children?: ReactNode }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <StatusPanel
      id="sign-in-required"
      title={intl.formatMessage(signInRequiredMessages.title)}
      body={body}
      actions={
        <>
          <Button component={Link} to={signInFor(codeExamId, location)} variant="contained" size="large">
            {intl.formatMessage(signInRequiredMessages.signIn)}
          </Button>
          <Button component={Link} to={registerFor(codeExamId, location)} variant="outlined" size="large">
            {intl.formatMessage(signInRequiredMessages.register)}
          </Button>
          {children}
        </>
      }
    />
  );
}
