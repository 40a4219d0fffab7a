import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { type GameKey, SubmitGameScoreDocument } from '../../../__generated__/graphql';
import { codeExamIdOr, signInFor } from '../../account/accountPaths';
import { gamesMessages as m } from '../messages';
import type { FinishedGame } from '../play/types';

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.25),
  justifyItems: 'start',
  padding: theme.spacing(2, 2.5),
  borderRadius: 16,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  '& h2': { margin: 0, fontSize: '1.25rem', fontWeight: 800 },
  '& p': { margin: 0 },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
}));

const ERRORS = { REPLAY_REJECTED: m.replayRejected, DAILY_EXPIRED: m.dailyExpired } as const;

/**
 * A finished game: its score, then, for a member who may keep scores, the server's check and the new best. A
 * visitor is invited to sign in; an account without a plan is told scores come with a membership.
 */
export function GameResult(props: { game: GameKey; seed: number; daily: boolean; finished: FinishedGame; signedIn: boolean; mayRecord: boolean; onPlayAgain: () => void }) {
  const intl = useIntl();
  const location = useLocation();
  const codeExamId = codeExamIdOr(useParams()['codeExamId']);
  const [submit, { data, loading, error }] = useMutation(SubmitGameScoreDocument, { refetchQueries: ['GameDetail'] });
  const sent = useRef(false);
  const send = () => {
    void submit({ variables: { input: { game: props.game, seed: props.seed, daily: props.daily, score: props.finished.score, replay: props.finished.replay } } }).catch(() => undefined);
  };
  useEffect(() => {
    if (!props.mayRecord || sent.current) return;
    sent.current = true;
    send();
  });
  const payload = data?.submitGameScore;
  const problem = payload?.errors[0]?.code;

  return (
    <Panel role="status" aria-labelledby="game-result">
      <h2 id="game-result">{intl.formatMessage(m.resultTitle)}</h2>
      <p>{intl.formatMessage(m.resultScore, { score: props.finished.score })}</p>
      {props.mayRecord ? (
        loading ? (
          <p>{intl.formatMessage(m.saving)}</p>
        ) : problem ? (
          <p>{intl.formatMessage(ERRORS[problem])}</p>
        ) : payload?.saved && payload.best !== null && payload.best !== undefined ? (
          <p>{intl.formatMessage(m.saved, { best: payload.best })}</p>
        ) : error ? (
          <>
            <p>{intl.formatMessage(m.sendFailed)}</p>
            <Button variant="outlined" onClick={send}>
              {intl.formatMessage(m.sendAgain)}
            </Button>
          </>
        ) : null
      ) : (
        <p>{intl.formatMessage(props.signedIn ? m.notKeptPlan : m.notKeptSignIn)}</p>
      )}
      <div className="actions">
        <Button variant="contained" onClick={props.onPlayAgain}>
          {intl.formatMessage(m.playAgain)}
        </Button>
        {!props.signedIn && (
          <Button component={Link} to={signInFor(codeExamId, location)} variant="outlined">
            {intl.formatMessage(m.signIn)}
          </Button>
        )}
      </div>
    </Panel>
  );
}
