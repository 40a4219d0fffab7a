import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { GameListDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, signInFor } from '../../account/accountPaths';
import { GameCard } from '../components/GameCard';
import { gameLink } from '../gamePaths';
import { gamesMessages as m } from '../messages';

/** How many games a page of the list shows; "show more" adds as many again. */
export const GAMES_PAGE = 4;

export const GamesLayout = styled('div')(({ theme }) => ({
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
  '& .more': { justifySelf: 'center' },
}));

/** The game centre: a card per game with the reader's best, a page at a time; loading, error with retry, empty. */
function GamesPage() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const location = useLocation();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const [shown, setShown] = useState(GAMES_PAGE);
  const { data, previousData, error, loading, refetch } = useQuery(GameListDocument, { variables: { first: shown, after: 0 }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const list = (data ?? previousData)?.games ?? null;

  return (
    <GamesLayout>
      <header>
        <h1>{intl.formatMessage(m.title)}</h1>
        <p className="intro">{intl.formatMessage(m.intro)}</p>
      </header>
      {list ? (
        list.games.length === 0 ? (
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
              {list.games.map((item) => (
                <GameCard key={item.key} item={item} to={gameLink(to, codeExamId, item.key)} />
              ))}
            </ul>
            {list.hasMore && (
              <Button className="more" variant="outlined" disabled={loading} onClick={() => setShown((n) => n + GAMES_PAGE)}>
                {intl.formatMessage(m.loadMore)}
              </Button>
            )}
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
    </GamesLayout>
  );
}

export default function GamesRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <GamesPage />
    </ApolloProvider>
  );
}
