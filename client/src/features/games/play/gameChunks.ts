import { lazy } from 'react';
import type { GameKey } from '../../../__generated__/graphql';

/** Each game is its own chunk, fetched only when its page opens (bench/gameChunks.ts measures them). */
export const GAME_CHUNKS = {
  G2048: lazy(() => import('./Game2048')),
  JUMP: lazy(() => import('./JumpGame')),
  HOP: lazy(() => import('./HopGame')),
  MAZE: lazy(() => import('./MazeGame')),
} satisfies Record<GameKey, unknown>;
