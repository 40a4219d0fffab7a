import { graphql, HttpResponse } from 'msw';
import type {
  GameDetailQuery,
  GameDetailQueryVariables,
  GameKey,
  GameListQuery,
  GameListQueryVariables,
  SubmitGameScoreMutation,
  SubmitGameScoreMutationVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

const KEYS: GameKey[] = ['G2048', 'JUMP', 'HOP', 'MAZE'];
/** The daily seeds the fake server hands out (any seed plays; these are fixed so tests can solve the maze). */
export const SEEDS: Readonly<Record<GameKey, number>> = { G2048: 101, JUMP: 202, HOP: 303, MAZE: 404 };

interface State {
  who: 'visitor' | 'member';
  listFailures: number;
  empty: boolean;
  /** Whether the first page says more games follow. */
  morePages: boolean;
  listVariables: GameListQueryVariables[];
  submitted: SubmitGameScoreMutationVariables['input'][];
  rejectReplay: boolean;
}

let state: State;

export const gamesBackend = {
  reset(who: State['who'] = 'member') {
    state = { who, listFailures: 0, empty: false, morePages: false, listVariables: [], submitted: [], rejectReplay: false };
  },
  set(extra: Partial<State>) {
    Object.assign(state, extra);
  },
  get submitted() {
    return state.submitted;
  },
  get listVariables() {
    return state.listVariables;
  },
};

const board = () => ({
  __typename: 'GameBoard' as const,
  weekStart: '2026-11-23',
  entries:
    state.who === 'member'
      ? [
          { __typename: 'GameBoardEntry' as const, rank: 1, nickname: 'Mika', tag: '1A2B', score: 2400, isReader: false },
          { __typename: 'GameBoardEntry' as const, rank: 2, nickname: null, tag: '4F2A', score: 1200, isReader: true },
        ]
      : [],
});

export const gamesHandlers = [
  graphql.query<Served<GameListQuery>, GameListQueryVariables>('GameList', ({ variables }) => {
    state.listVariables.push(variables);
    if (state.listFailures > 0) {
      state.listFailures -= 1;
      return HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }
    const first = variables.first ?? 10;
    const games = state.empty ? [] : KEYS.slice(0, first).map((key) => ({
      __typename: 'Game' as const,
      key,
      best: state.who === 'member' && key === 'G2048' ? 1200 : null,
      daily: { __typename: 'GameDaily' as const, day: '2026-11-27', readerBest: state.who === 'member' && key === 'G2048' ? 640 : null },
    }));
    return HttpResponse.json({
      data: { games: { __typename: 'GameList', signedIn: state.who === 'member', mayRecord: state.who === 'member', hasMore: state.morePages && first <= 4, games } },
    });
  }),
  graphql.query<Served<GameDetailQuery>, GameDetailQueryVariables>('GameDetail', ({ variables }) =>
    HttpResponse.json({
      data: {
        game: {
          __typename: 'GameDetail',
          signedIn: state.who === 'member',
          mayRecord: state.who === 'member',
          game: { __typename: 'Game', key: variables.key, best: null, daily: { __typename: 'GameDaily', day: '2026-11-27', seed: SEEDS[variables.key], readerBest: null } },
          board: board(),
        },
      },
    }),
  ),
  graphql.mutation<Served<SubmitGameScoreMutation>, SubmitGameScoreMutationVariables>('SubmitGameScore', ({ variables }) => {
    state.submitted.push(variables.input);
    const rejected = state.rejectReplay;
    return HttpResponse.json({
      data: {
        submitGameScore: {
          __typename: 'SubmitGameScorePayload',
          saved: !rejected,
          score: rejected ? null : variables.input.score,
          best: rejected ? null : Math.max(variables.input.score, 900),
          board: rejected ? null : board(),
          errors: rejected ? [{ __typename: 'GameScoreError', code: 'REPLAY_REJECTED' }] : [],
        },
      },
    });
  }),
];
