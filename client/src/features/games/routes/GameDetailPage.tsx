import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../shared/components/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { freeSeed } from '@innerscope/shared/games/random';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { GameDetailDocument, type GameDetailQuery, type GameKey } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { ErrorBoundary } from '../../../shared/components/ErrorBoundary';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { codeExamIdOr, signInFor } from '../../account/accountPaths';
import { GameResult } from '../components/GameResult';
import { WeeklyBoard } from '../components/WeeklyBoard';
import { gamesPath, keyOfSlug } from '../gamePaths';
import { GAME_TEXTS, gamesMessages as m } from '../messages';
import { GAME_CHUNKS } from '../play/gameChunks';
import type { FinishedGame } from '../play/types';
import { GamesLayout } from './GamesPage';

type Detail = GameDetailQuery['game'];
type Mode = 'daily' | 'free';

/** One game: today's challenge or free play, the game itself (its own chunk), the result and this week's board. */
function GameDetailPage() {
  const intl = useIntl();
  const to = useLocalizedTo();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const key = keyOfSlug(useSearchParams()[0].get('id'));
  const { data, error, refetch } = useQuery(GameDetailDocument, { variables: { key: key ?? 'G2048' }, skip: key === null, fetchPolicy: 'cache-and-network' });
  const detail = data?.game ?? null;

  return (
    <GamesLayout>
      <nav>
        <Link to={to(gamesPath(codeExamId))}>{intl.formatMessage(m.back)}</Link>
      </nav>
      {key === null ? (
        <div className="problem" role="alert">
          <p>{intl.formatMessage(m.notFound)}</p>
        </div>
      ) : detail ? (
        <Play key={key} gameKey={key} detail={detail} />
      ) : error ? (
        <div className="problem" role="alert">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <Button variant="contained" onClick={() => void refetch().catch(() => undefined)}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      ) : (
        <div role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)}>
          <Skeleton variant="rounded" height={420} sx={{ borderRadius: 4 }} />
        </div>
      )}
    </GamesLayout>
  );
}

function Play({ gameKey, detail }: { gameKey: GameKey; detail: Detail }) {
  const intl = useIntl();
  const location = useLocation();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const texts = GAME_TEXTS[gameKey];
  const [mode, setMode] = useState<Mode>('daily');
  const [round, setRound] = useState({ n: 0, seed: detail.game.daily.seed });
  const [finished, setFinished] = useState<FinishedGame | null>(null);
  const Game = GAME_CHUNKS[gameKey];

  const start = (next: Mode) => {
    setFinished(null);
    setRound((r) => ({ n: r.n + 1, seed: next === 'daily' ? detail.game.daily.seed : freeSeed() }));
  };

  return (
    <>
      <header>
        <h1>{intl.formatMessage(texts.name)}</h1>
        <p className="intro">{intl.formatMessage(texts.about)}</p>
      </header>
      <ToggleButtonGroup
        exclusive
        color="primary"
        size="small"
        value={mode}
        aria-label={intl.formatMessage(m.modeLabel)}
        onChange={(_e, next: Mode | null) => {
          if (!next || next === mode) return;
          setMode(next);
          start(next);
        }}
      >
        <ToggleButton value="daily">{intl.formatMessage(m.modeDaily)}</ToggleButton>
        <ToggleButton value="free">{intl.formatMessage(m.modeFree)}</ToggleButton>
      </ToggleButtonGroup>
      <ErrorBoundary
        resetKey={round.n}
        fallback={() => (
          <div className="problem" role="alert">
            <p>{intl.formatMessage(m.gameLoadFailed)}</p>
            <Button variant="contained" onClick={() => start(mode)}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        )}
      >
        <Suspense
          fallback={
            <div role="status" aria-busy="true" aria-label={intl.formatMessage(m.gameLoading)}>
              <Skeleton variant="rounded" height={280} sx={{ borderRadius: 4 }} />
            </div>
          }
        >
          <Game key={round.n} seed={round.seed} onFinish={setFinished} />
        </Suspense>
      </ErrorBoundary>
      {finished && (
        <GameResult
          key={round.n}
          game={gameKey}
          seed={round.seed}
          daily={mode === 'daily'}
          finished={finished}
          signedIn={detail.signedIn}
          mayRecord={detail.mayRecord}
          onPlayAgain={() => start(mode)}
        />
      )}
      <p className="intro">
        {intl.formatMessage(mode === 'daily' ? m.dailyNote : m.freeNote)} {intl.formatMessage(texts.howTo)}
      </p>
      {!detail.mayRecord && (
        <div className="note">
          <p>{intl.formatMessage(detail.signedIn ? m.keepPlan : m.keepSignIn)}</p>
          {!detail.signedIn && (
            <Button component={Link} to={signInFor(codeExamId, location)} variant="outlined" size="small">
              {intl.formatMessage(m.signIn)}
            </Button>
          )}
        </div>
      )}
      <WeeklyBoard board={detail.board} />
    </>
  );
}

export default function GameDetailRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <GameDetailPage />
    </ApolloProvider>
  );
}
