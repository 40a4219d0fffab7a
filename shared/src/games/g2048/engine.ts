/**
 * 2048 on a 4x4 board, written for this product: tiles slide toward the pressed side, two equal tiles that meet
 * merge once per move into their sum (added to the score), and every move that changes the board brings a new tile
 * (a 2, or a 4 one time in ten) on an empty cell drawn from the seeded generator. A replay is the string of moves.
 */
import { nextInt, nextRandom } from '../random';

export const SIZE = 4;
export type Direction = 'U' | 'D' | 'L' | 'R';
export const DIRECTIONS: readonly Direction[] = ['U', 'D', 'L', 'R'];
export const WINNING_TILE = 2048;

export interface State2048 {
  /** Row by row, 0 for an empty cell. */
  readonly cells: readonly number[];
  readonly score: number;
  readonly rng: number;
  readonly moves: number;
  readonly over: boolean;
  readonly won: boolean;
}

function spawn(cells: number[], rng: number): number {
  const empty = cells.flatMap((v, i) => (v === 0 ? [i] : []));
  if (empty.length === 0) return rng;
  const [pick, s1] = nextInt(rng, 0, empty.length - 1);
  const [r, s2] = nextRandom(s1);
  cells[empty[pick]!] = r < 0.1 ? 4 : 2;
  return s2;
}

/** A new game: two tiles on an empty board. */
export function newGame(seed: number): State2048 {
  const cells = Array.from({ length: SIZE * SIZE }, () => 0);
  const rng = spawn(cells, spawn(cells, seed));
  return { cells, score: 0, rng, moves: 0, over: false, won: false };
}

/**
 * Slides one line toward its start: tiles close up, and each pair of equal neighbours merges once, nearest the
 * start first ([2,2,2,2] gives [4,4,0,0]; [2,2,4,0] gives [4,4,0,0], not 8).
 */
export function slideLine(line: readonly number[]): { line: number[]; gained: number } {
  const tiles = line.filter((v) => v !== 0);
  const out: number[] = [];
  let gained = 0;
  for (let i = 0; i < tiles.length; i++) {
    const v = tiles[i]!;
    if (i + 1 < tiles.length && tiles[i + 1] === v) {
      out.push(v * 2);
      gained += v * 2;
      i++;
    } else out.push(v);
  }
  while (out.length < line.length) out.push(0);
  return { line: out, gained };
}

/** The cell indices of each line, listed from the side the tiles slide toward. */
function linesToward(dir: Direction): number[][] {
  const lines: number[][] = [];
  for (let a = 0; a < SIZE; a++) {
    const line: number[] = [];
    for (let b = 0; b < SIZE; b++) {
      if (dir === 'L') line.push(a * SIZE + b);
      else if (dir === 'R') line.push(a * SIZE + (SIZE - 1 - b));
      else if (dir === 'U') line.push(b * SIZE + a);
      else line.push((SIZE - 1 - b) * SIZE + a);
    }
    lines.push(line);
  }
  return lines;
}

function canMove(cells: readonly number[]): boolean {
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i]!;
    if (v === 0) return true;
    if (i % SIZE < SIZE - 1 && cells[i + 1] === v) return true;
    if (i + SIZE < cells.length && cells[i + SIZE] === v) return true;
  }
  return false;
}

/** One move. `changed` is false (and the state the same) when nothing can slide that way or the game is over. */
export function move(state: State2048, dir: Direction): { state: State2048; changed: boolean; gained: number } {
  if (state.over) return { state, changed: false, gained: 0 };
  const cells = [...state.cells];
  let gained = 0;
  for (const idx of linesToward(dir)) {
    const slid = slideLine(idx.map((i) => cells[i]!));
    idx.forEach((cell, k) => (cells[cell] = slid.line[k]!));
    gained += slid.gained;
  }
  if (cells.every((v, i) => v === state.cells[i])) return { state, changed: false, gained: 0 };
  const rng = spawn(cells, state.rng);
  const next: State2048 = {
    cells,
    score: state.score + gained,
    rng,
    moves: state.moves + 1,
    over: !canMove(cells),
    won: state.won || cells.some((v) => v >= WINNING_TILE),
  };
  return { state: next, changed: true, gained };
}

export const isDirection = (c: string): c is Direction => (DIRECTIONS as readonly string[]).includes(c);
