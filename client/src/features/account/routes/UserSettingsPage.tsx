import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AccountSettingsDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { HOME_PATH } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { failureText } from '../accountErrors';
import { codeExamIdOr, REPORT_LIST_PATH, signInFor } from '../accountPaths';
import { AccountHeading } from '../../../shared/components/account/AccountHeading';
import { LinkList } from '../../../shared/components/account/LinkList';
import { FormProblem, Page } from '../../../shared/components/account/accountStyles';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { SettingsHeader } from '../components/SettingsHeader';
import { membershipMessages, settingsMessages } from '../messages';
import { useLogout } from '../mutations/accountSteps';
import { useDataExport } from '../mutations/profileSteps';

const Footer = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(1.5) }));

/** "Your data": download it all, or delete the account. */
const DataRights = styled('section')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  marginBottom: theme.spacing(3),
  '& h2': { margin: 0, fontSize: '1.0625rem', fontWeight: 700 },
}));

interface Entry {
  readonly id: string;
  readonly path: string;
  readonly hash?: string;
  readonly label: MessageDescriptor;
  /** Shown to signed-in users only. */
  readonly account?: boolean;
}

/** The personal information page, from the settings of either route family. */
const personalInfoPath = (codeExamId: string) => `/user/info/${codeExamId}`;

function entriesFor(codeExamId: string): Entry[] {
  return [
    { id: 'profile', path: personalInfoPath(codeExamId), label: settingsMessages.personalInfo, account: true },
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
  const { data, loading: looking } = useQuery(AccountSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const { logout, loading } = useLogout();
  const { download, loading: downloading } = useDataExport();
  const [failed, setFailed] = useState(false);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const me = data?.me ?? null;

  const onDownload = async () => {
    setDownloadProblem(null);
    const outcome = await download();
    if (outcome.ok) return;
    setDownloadProblem(
      outcome.failure.kind === 'failed' ? intl.formatMessage(settingsMessages.downloadFailed) : failureText(intl, outcome.failure),
    );
  };

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
      {me && <SettingsHeader user={me} to={to(personalInfoPath(codeExamId))} />}
      <nav aria-labelledby="settings-title">
        <LinkList rows={entries.map((entry) => ({ id: entry.id, to: to(entry.path, entry.hash), label: intl.formatMessage(entry.label) }))} />
      </nav>
      {me && (
        <DataRights aria-labelledby="settings-data-title">
          <h2 id="settings-data-title">{intl.formatMessage(settingsMessages.dataTitle)}</h2>
          {downloadProblem && <FormProblem role="alert">{downloadProblem}</FormProblem>}
          <Button variant="outlined" size="large" onClick={() => void onDownload()} disabled={downloading} fullWidth>
            {intl.formatMessage(downloading ? settingsMessages.downloadingData : settingsMessages.downloadData)}
          </Button>
          <Button variant="outlined" color="error" size="large" onClick={() => setDeleting(true)} fullWidth>
            {intl.formatMessage(settingsMessages.deleteAccount)}
          </Button>
          <DeleteAccountDialog
            open={deleting}
            onClose={() => setDeleting(false)}
            onDeleted={() => navigate(to(HOME_PATH))}
            onSignedOut={() => navigate(signInFor(codeExamId, location))}
          />
        </DataRights>
      )}
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
 * `/user/setting/{code}-{examId}` and `/userCenter/setting`: the account's links (personal information, password,
 * help, policies); the user's data rights, "Download my data" and "Delete my account"; and "Log out", which ends
 * the session on the server, forgets the account's data here and goes home.
 */
export default function UserSettingsRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <UserSettingsPage />
    </ApolloProvider>
  );
}
