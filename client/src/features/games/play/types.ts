/** What a game hands back when it ends: the score and what the server plays again to check it. */
export interface FinishedGame {
  score: number;
  replay: { moves?: string; inputs?: number[]; steps?: number };
}

/** Every game chunk's default export takes these. */
export interface GameProps {
  seed: number;
  onFinish: (game: FinishedGame) => void;
}
