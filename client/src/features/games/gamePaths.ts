import type { To } from 'react-router-dom';
import type { GameKey } from '../../__generated__/graphql';

/** The games as their detail page's address names them (`?id=2048`), in the list's order. */
export const GAME_SLUGS: Readonly<Record<GameKey, string>> = { G2048: '2048', JUMP: 'jump', HOP: 'hop', MAZE: 'maze' };

/** The engine key shared with the server (`@innerscope/shared/games/replay`). */
export const engineKeyOf = (key: GameKey): '2048' | 'jump' | 'hop' | 'maze' => GAME_SLUGS[key] as '2048' | 'jump' | 'hop' | 'maze';

export const gamesPath = (codeExamId: string) => `/userCenter/gameCenter/${codeExamId}`;

/** The game a detail address names, or null for none or an unknown one. */
export function keyOfSlug(slug: string | null): GameKey | null {
  return (Object.keys(GAME_SLUGS) as GameKey[]).find((k) => GAME_SLUGS[k] === slug) ?? null;
}

/** A detail page's link in the visitor's locale prefix, keeping their query and setting `id`. */
export function gameLink(to: (path: string) => To, codeExamId: string, key: GameKey): To {
  const target = to(`/userCenter/gameCenter/detail/${codeExamId}`);
  const base = typeof target === 'string' ? { pathname: target, search: '' } : target;
  const search = new URLSearchParams(base.search ?? '');
  search.set('id', GAME_SLUGS[key]);
  return { ...base, search: `?${search.toString()}` };
}
