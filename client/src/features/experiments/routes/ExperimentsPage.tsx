import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ExperimentListDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, signInFor } from '../../account/accountPaths';
import { ExperimentCard } from '../components/ExperimentCard';
import { experimentLink } from '../experimentPaths';
import { experimentsMessages as m } from '../messages';

export const ExperimentsLayout = styled('div')(({ theme }) => ({
  maxWidth: 760,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 8),
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 10) },
  '& h1': { margin: 0, fontSize: '1.75rem', fontWeight: 800 },
  '& .intro': { margin: theme.spacing(0.5, 0, 0), color: theme.palette.text.secondary },
  '& nav a': { color: theme.palette.primary.main, fontWeight: 600 },
  '& .cards': { display: 'grid', gap: theme.spacing(2), margin: 0, padding: 0, listStyle: 'none', [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr' } },
  '& .note': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1.5), margin: 0, padding: theme.spacing(1.5, 2), borderRadius: 12, backgroundColor: theme.palette.action.hover },
  '& .note p': { margin: 0, flex: '1 1 240px' },
  '& .problem': { display: 'grid', gap: theme.spacing(1.5), justifyItems: 'start', padding: theme.spacing(2.5, 2), borderRadius: 16, border: `1px solid ${theme.palette.divider}` },
  '& .problem p': { margin: 0, fontWeight: 600 },
}));

/** The experiments list: a card per experiment with the reader's last result; loading, error with retry, empty. */
function ExperimentsPage() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const location = useLocation();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const { data, error, refetch } = useQuery(ExperimentListDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const list = data?.experiments ?? null;

  return (
    <ExperimentsLayout>
      <header>
        <h1>{intl.formatMessage(m.title)}</h1>
        <p className="intro">{intl.formatMessage(m.intro)}</p>
      </header>
      {list ? (
        list.experiments.length === 0 ? (
          <div className="problem" role="status">
            <p>{intl.formatMessage(m.empty)}</p>
          </div>
        ) : (
          <>
            {!list.mayRecord && (
              <div className="note">
                <p>{intl.formatMessage(list.signedIn ? m.keepPlan : m.keepSignIn)}</p>
                {!list.signedIn && (
                  <Button component={Link} to={signInFor(codeExamId, location)} variant="outlined" size="small">
                    {intl.formatMessage(m.signIn)}
                  </Button>
                )}
              </div>
            )}
            <ul className="cards">
              {list.experiments.map((item) => (
                <ExperimentCard key={item.key} item={item} to={experimentLink(to, codeExamId, item.key)} />
              ))}
            </ul>
          </>
        )
      ) : error ? (
        <div className="problem" role="alert">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <Button variant="contained" onClick={() => void refetch().catch(() => undefined)}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : (
        <div role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)} style={{ display: 'grid', gap: 16 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={150} sx={{ borderRadius: 4 }} />
          ))}
        </div>
      )}
    </ExperimentsLayout>
  );
}

export default function ExperimentsRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ExperimentsPage />
    </ApolloProvider>
  );
}
