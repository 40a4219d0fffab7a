/**
 * What a submitted game can be told, as data: its replay does not play again to the score claimed (the game is
 * not counted), or the daily challenge it was played on is over. Mirrors GameScoreErrorCode in schema/games.graphql.
 */
export const GAME_SCORE_ERROR_CODES = ['REPLAY_REJECTED', 'DAILY_EXPIRED'] as const;
export type GameScoreErrorCode = (typeof GAME_SCORE_ERROR_CODES)[number];

export interface GameScoreError {
  code: GameScoreErrorCode;
  field: string;
  message: string;
}

const ERRORS: Record<GameScoreErrorCode, Omit<GameScoreError, 'code'>> = {
  REPLAY_REJECTED: { field: 'replay', message: 'The game could not be checked, so its score was not kept.' },
  DAILY_EXPIRED: { field: 'seed', message: 'That daily challenge is over; today has a new one.' },
};

export const gameScoreError = (code: GameScoreErrorCode): GameScoreError => ({ code, ...ERRORS[code] });
