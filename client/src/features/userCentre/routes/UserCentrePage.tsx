import { ApolloProvider, useQuery } from '@apollo/client/react';
import Description from '@mui/icons-material/Description';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Person from '@mui/icons-material/Person';
import Psychology from '@mui/icons-material/Psychology';
import Settings from '@mui/icons-material/Settings';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { UserCentreHomeDocument, type UserCentreHomeQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { HOME_EXAM_ID, HOME_PATH } from '@innerscope/shared/routes';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, REPORT_LIST_PATH, registerFor, signInFor } from '../../account/accountPaths';
import { Page } from '../../../shared/components/account/accountStyles';
import { type LinkRow, LinkList } from '../../../shared/components/account/LinkList';
import { navMessages } from '../../../shared/messages';
import { leadsToBuiltPage } from '../../../shared/navigation';
import { ListView } from '../../../shared/components/account/ListView';
import { CentreAvatar } from '../components/CentreAvatar';
import { CentreCounters } from '../components/CentreCounters';

import { MembershipCard } from '../components/MembershipCard';
import { workingFeatures } from '../memberFeatures';
import { centreMessages as m } from '../messages';

type Me = NonNullable<UserCentreHomeQuery['me']>;

const Stack = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(3), marginTop: theme.spacing(3) }));

const Who = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  '& > div': { minWidth: 0 },
  '& .email': { overflowWrap: 'anywhere' },
}));

const SectionTitle = ({ id, children }: { id: string; children: string }) => (
  <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
    {children}
  </Typography>
);

const rightsPath = (codeExamId: string) => `/userCenter/rightsInterests/${codeExamId}`;

/** The exploration and growth hubs, each once its page is built. */
function useHubRows(codeExamId: string): LinkRow[] {
  const intl = useIntl();
  const to = useLocalizedTo();
  const hubs = [
    { id: 'explore', path: `/userCenter/exploreMore/${codeExamId}`, label: intl.formatMessage(navMessages.explore), icon: <ExploreOutlined aria-hidden /> },
    { id: 'grow', path: `/userCenter/growthCenter/${codeExamId}`, label: intl.formatMessage(navMessages.grow), icon: <SpaOutlined aria-hidden /> },
  ];
  return hubs.filter((hub) => leadsToBuiltPage(hub.path)).map(({ path, ...row }) => ({ ...row, to: to(path) }));
}

/** A visitor: the prompt to log in first (spec section 5), and what can be done without an account. */
function VisitorCentre({ codeExamId }: { codeExamId: string }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const location = useLocation();
  const hubRows = useHubRows(codeExamId);
  return (
    <Page>
      <Typography id="centre-title" variant="h2" component="h1" tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
        {intl.formatMessage(m.title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(m.visitorIntro)}</Typography>
      <Stack>
        <section aria-labelledby="sign-in-first" style={{ display: 'grid', gap: 12 }}>
          <Typography id="sign-in-first" role="status">
            {intl.formatMessage(m.visitorBody)}
          </Typography>
          <Button component={Link} to={signInFor(codeExamId, location)} variant="contained" size="large">
            {intl.formatMessage(m.signIn)}
          </Button>
          <Button component={Link} to={registerFor(codeExamId, location)} variant="outlined" size="large">
            {intl.formatMessage(m.register)}
          </Button>
        </section>
        <section aria-labelledby="browse-title">
          <SectionTitle id="browse-title">{intl.formatMessage(m.browseTitle)}</SectionTitle>
          <LinkList
            rows={[
              { id: 'test', to: to(HOME_PATH), label: intl.formatMessage(m.takeTest), icon: <Psychology aria-hidden /> },
              ...hubRows,
              { id: 'benefits', to: to(rightsPath(codeExamId)), label: intl.formatMessage(m.benefits), icon: <WorkspacePremium aria-hidden /> },
              { id: 'retrieve', to: to(`/report/retrieve/${codeExamId}`), label: intl.formatMessage(m.retrieve), icon: <MarkEmailRead aria-hidden /> },
              { id: 'help', to: to(`/help/${codeExamId}`), label: intl.formatMessage(m.help), icon: <HelpOutlineOutlined aria-hidden /> },
            ]}
          />
        </section>
      </Stack>
    </Page>
  );
}

function MemberCentre({ me, codeExamId, working, premiumOffered }: { me: Me; codeExamId: string; working: ReadonlySet<string>; premiumOffered: boolean }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  const name = me.nickname?.trim() || me.name;
  const hubRows = useHubRows(codeExamId);
  return (
    <Page>
      <Typography variant="overline" component="p" color="text.secondary">
        {intl.formatMessage(m.title)}
      </Typography>
      <Who>
        <CentreAvatar name={name} url={me.avatarUrl} alt={intl.formatMessage(m.avatarAlt)} />
        <div>
          <Typography id="centre-title" variant="h2" component="h1" tabIndex={-1} sx={{ outline: 'none', overflowWrap: 'anywhere' }}>
            {intl.formatMessage(m.greeting, { name })}
          </Typography>
          <Typography color="text.secondary" className="email">
            {me.email}
          </Typography>
        </div>
      </Who>
      <Stack>
        <MembershipCard centre={me.centre} benefitsPath={rightsPath(codeExamId)} premiumOffered={premiumOffered} />
        <CentreCounters centre={me.centre} working={working} />
        <section aria-labelledby="links-title">
          <SectionTitle id="links-title">{intl.formatMessage(m.linksTitle)}</SectionTitle>
          <LinkList
            rows={[
              { id: 'reports', to: to(`${REPORT_LIST_PATH}/${codeExamId}`), label: intl.formatMessage(m.myReports), icon: <Description aria-hidden /> },
              ...hubRows,
              { id: 'info', to: to(`/userCenter/setting/userInfo/${codeExamId}`), label: intl.formatMessage(m.personalInfo), icon: <Person aria-hidden /> },
              { id: 'benefits', to: to(rightsPath(codeExamId)), label: intl.formatMessage(m.benefits), icon: <WorkspacePremium aria-hidden /> },
              { id: 'settings', to: to(`/userCenter/setting/${codeExamId}`), label: intl.formatMessage(m.settings), icon: <Settings aria-hidden /> },
            ]}
          />
        </section>
      </Stack>
    </Page>
  );
}

function UserCentrePage() {
  const intl = useIntl();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const { data, error, loading, refetch } = useQuery(UserCentreHomeDocument, {
    variables: { examId: HOME_EXAM_ID },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  if (data?.me) return <MemberCentre me={data.me} codeExamId={codeExamId} working={workingFeatures(data.features)} premiumOffered={data.premiumPlan !== null} />;
  if (data) return <VisitorCentre codeExamId={codeExamId} />;
  if (error && !loading) {
    return (
      <Page>
        <Typography id="centre-title" variant="h2" component="h1" sx={{ mb: 3 }}>
          {intl.formatMessage(m.title)}
        </Typography>
        <ListView status="error" items={[]} keyOf={String} renderItem={() => null} onRetry={() => void refetch().catch(() => undefined)} loadingLabel={intl.formatMessage(m.loading)} />
      </Page>
    );
  }
  return (
    <Page role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
      <Skeleton variant="circular" width={64} height={64} />
      <Skeleton variant="text" height={48} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
      <Skeleton variant="rounded" height={96} sx={{ mt: 3 }} />
    </Page>
  );
}

/**
 * `/userCenter` and `/userCenter/home`: the user centre's home for each tier (spec sections 2 and 3). A visitor is
 * asked to log in first and can still look around; a member sees their membership (days used and features tried
 * when basic, the valid-until date when premium), their counters, and the account's pages.
 */
export default function UserCentreRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <UserCentrePage />
    </ApolloProvider>
  );
}
