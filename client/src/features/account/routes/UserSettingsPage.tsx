import { ApolloProvider, useQuery } from '@apollo/client/react';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AccountViewerDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { HOME_PATH } from '../../../app/routes.table';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { failureText } from '../accountErrors';
import { codeExamIdOr, REPORT_LIST_PATH, signInFor } from '../accountPaths';
import { AccountHeading } from '../components/AccountHeading';
import { FormProblem, Page } from '../components/accountStyles';
import { membershipMessages, settingsMessages } from '../messages';
import { useLogout } from '../mutations/accountSteps';

const Entries = styled('ul')(({ theme }) => ({
  margin: theme.spacing(3, 0),
  padding: 0,
  listStyle: 'none',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  overflow: 'hidden',
  '& li + li': { borderTop: `1px solid ${theme.palette.divider}` },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    minHeight: 56,
    padding: theme.spacing(1, 2),
    color: theme.palette.text.primary,
    fontWeight: 600,
    textDecoration: 'none',
  },
  '& a:hover': { backgroundColor: theme.palette.action.hover },
  '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& svg': { flex: 'none', color: theme.palette.text.secondary },
}));

const Footer = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(1.5) }));

interface Entry {
  readonly id: string;
  readonly path: string;
  readonly hash?: string;
  readonly label: MessageDescriptor;
  /** Shown to signed-in users only. */
  readonly account?: boolean;
}

function entriesFor(codeExamId: string): Entry[] {
  return [
    { id: 'reports', path: REPORT_LIST_PATH, label: settingsMessages.myReports, account: true },
    { id: 'password', path: `/user/edit-password/${codeExamId}`, label: settingsMessages.editPassword, account: true },
    { id: 'help', path: `/help/${codeExamId}`, label: settingsMessages.help },
    { id: 'privacy', path: `/help/${codeExamId}`, hash: '#privacy', label: settingsMessages.privacy },
    { id: 'terms', path: `/help/${codeExamId}`, hash: '#terms', label: settingsMessages.terms },
  ];
}

function UserSettingsPage() {
  const intl = useIntl();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const location = useLocation();
  const navigate = useNavigate();
  const to = useLocalizedTo();
  const { data, loading: looking } = useQuery(AccountViewerDocument, { fetchPolicy: 'cache-and-network' });
  const { logout, loading } = useLogout();
  const [failed, setFailed] = useState(false);
  const me = data?.me ?? null;

  const onLogout = async () => {
    setFailed(false);
    if (await logout()) navigate(to(HOME_PATH));
    else setFailed(true);
  };

  const entries = entriesFor(codeExamId).filter((entry) => !entry.account || me);
  return (
    <Page>
      <AccountHeading
        id="settings-title"
        title={intl.formatMessage(settingsMessages.title)}
        intro={me ? intl.formatMessage(membershipMessages.signedInAs, { email: me.email }) : undefined}
      />
      <nav aria-labelledby="settings-title">
        <Entries>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link to={to(entry.path, entry.hash)}>
                {intl.formatMessage(entry.label)}
                <ChevronRight aria-hidden />
              </Link>
            </li>
          ))}
        </Entries>
      </nav>
      <Footer>
        {me ? (
          <>
            {failed && <FormProblem role="alert">{failureText(intl, { kind: 'failed' })}</FormProblem>}
            <Button variant="outlined" size="large" onClick={() => void onLogout()} disabled={loading} fullWidth>
              {intl.formatMessage(loading ? settingsMessages.loggingOut : settingsMessages.logout)}
            </Button>
          </>
        ) : data ? (
          <>
            <Typography color="text.secondary">{intl.formatMessage(settingsMessages.signedOutNote)}</Typography>
            <Button component={Link} to={signInFor(codeExamId, location)} variant="contained" size="large" fullWidth>
              {intl.formatMessage(settingsMessages.signIn)}
            </Button>
          </>
        ) : (
          looking && <Skeleton variant="rounded" height={48} aria-label={intl.formatMessage(settingsMessages.loading)} />
        )}
      </Footer>
    </Page>
  );
}

/**
 * `/user/setting/{code}-{examId}` and `/userCenter/setting`: the account's links (password, help, policies) and
 * "Log out", which ends the session on the server, forgets the account's data here and goes home.
 */
export default function UserSettingsRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <UserSettingsPage />
    </ApolloProvider>
  );
}
