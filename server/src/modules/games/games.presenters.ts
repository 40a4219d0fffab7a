import type { GameKey as GqlKey } from '../../graphql/__generated__/resolvers-types';
import { AppError } from '../../shared/errors';
import type { GameKey, GameView, Replay } from './games.models';

const KEY_TO_GQL: Readonly<Record<GameKey, GqlKey>> = { '2048': 'G2048', jump: 'JUMP', hop: 'HOP', maze: 'MAZE' };

export const keyOf = (key: GqlKey): GameKey => (Object.keys(KEY_TO_GQL) as GameKey[]).find((k) => KEY_TO_GQL[k] === key)!;

export const gameShape = (view: GameView) => ({ ...view, key: KEY_TO_GQL[view.key] });

/** Bounds a replay's size before it is copied or played: no game of ours has more than 54,000 inputs. */
const MAX_REPLAY_LENGTH = 60_000;

/** GraphQL's optional replay fields as the domain's; an oversized replay is BAD_USER_INPUT on its field. */
export function replayOf(replay: { moves?: string | null; inputs?: readonly number[] | null; steps?: number | null }): Replay {
  if ((replay.moves?.length ?? 0) > MAX_REPLAY_LENGTH || (replay.inputs?.length ?? 0) > MAX_REPLAY_LENGTH) {
    throw new AppError('BAD_USER_INPUT', 'the replay is longer than any game of ours', { field: 'replay' });
  }
  return { moves: replay.moves ?? null, inputs: replay.inputs ? [...replay.inputs] : null, steps: replay.steps ?? null };
}
