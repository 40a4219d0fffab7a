/**
 * A maze generated from a seed (a depth-first "recursive backtracker", which gives one path between any two
 * cells), entered at the top-left cell and left at the bottom-right. Breadth-first search finds the shortest way
 * through, which is the par; a finished run scores 1000 × par ÷ moves, so walking the shortest way scores 1000.
 */
import { nextInt } from '../random';

export const MAZE_WIDTH = 12;
export const MAZE_HEIGHT = 12;
export type Step = 'U' | 'D' | 'L' | 'R';
export const PERFECT_SCORE = 1000;

/** Walls as bits per cell: a set bit is a wall on that side. */
export const WALL = { U: 1, R: 2, D: 4, L: 8 } as const;
const DELTA: Readonly<Record<Step, readonly [number, number]>> = { U: [0, -1], R: [1, 0], D: [0, 1], L: [-1, 0] };
const OPPOSITE: Readonly<Record<Step, Step>> = { U: 'D', D: 'U', L: 'R', R: 'L' };
const STEPS: readonly Step[] = ['U', 'R', 'D', 'L'];

export interface Maze {
  readonly width: number;
  readonly height: number;
  readonly walls: readonly number[];
  /** Moves on the shortest way from the entrance to the exit. */
  readonly par: number;
}

export interface MazeRun {
  readonly x: number;
  readonly y: number;
  readonly moves: number;
  readonly done: boolean;
}

/** Builds the seed's maze and its par. */
export function generateMaze(seed: number, width = MAZE_WIDTH, height = MAZE_HEIGHT): Maze {
  const walls = Array.from({ length: width * height }, () => 15);
  const seen = new Uint8Array(width * height);
  const stack = [0];
  seen[0] = 1;
  let rng = seed;
  while (stack.length > 0) {
    const cell = stack[stack.length - 1]!;
    const x = cell % width;
    const y = Math.floor(cell / width);
    const open = STEPS.filter((s) => {
      const nx = x + DELTA[s][0];
      const ny = y + DELTA[s][1];
      return nx >= 0 && ny >= 0 && nx < width && ny < height && !seen[ny * width + nx];
    });
    if (open.length === 0) {
      stack.pop();
      continue;
    }
    const [pick, next] = nextInt(rng, 0, open.length - 1);
    rng = next;
    const s = open[pick]!;
    const to = (y + DELTA[s][1]) * width + x + DELTA[s][0];
    walls[cell]! &= ~WALL[s];
    walls[to]! &= ~WALL[OPPOSITE[s]];
    seen[to] = 1;
    stack.push(to);
  }
  const maze = { width, height, walls, par: 0 };
  return { ...maze, par: shortestPath(maze) };
}

/** Whether a step from a cell crosses no wall and stays inside. */
export function canStep(maze: Pick<Maze, 'width' | 'height' | 'walls'>, x: number, y: number, s: Step): boolean {
  const nx = x + DELTA[s][0];
  const ny = y + DELTA[s][1];
  return nx >= 0 && ny >= 0 && nx < maze.width && ny < maze.height && (maze.walls[y * maze.width + x]! & WALL[s]) === 0;
}

/** Breadth-first search from the entrance: the fewest moves to the exit. */
export function shortestPath(maze: Pick<Maze, 'width' | 'height' | 'walls'>): number {
  const total = maze.width * maze.height;
  const dist = new Int32Array(total).fill(-1);
  dist[0] = 0;
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    const x = cell % maze.width;
    const y = Math.floor(cell / maze.width);
    for (const s of STEPS) {
      if (!canStep(maze, x, y, s)) continue;
      const to = (y + DELTA[s][1]) * maze.width + x + DELTA[s][0];
      if (dist[to] !== -1) continue;
      dist[to] = dist[cell]! + 1;
      queue.push(to);
    }
  }
  return dist[total - 1]!;
}

export const startRun = (): MazeRun => ({ x: 0, y: 0, moves: 0, done: false });

/** One step; a step into a wall, or after the exit, leaves the run as it was (`moved` false). */
export function stepRun(maze: Maze, run: MazeRun, s: Step): { run: MazeRun; moved: boolean } {
  if (run.done || !canStep(maze, run.x, run.y, s)) return { run, moved: false };
  const x = run.x + DELTA[s][0];
  const y = run.y + DELTA[s][1];
  return { run: { x, y, moves: run.moves + 1, done: x === maze.width - 1 && y === maze.height - 1 }, moved: true };
}

/** A finished run's score: 1000 for the shortest way, less for every extra move. */
export const mazeScore = (par: number, moves: number): number => (moves <= 0 ? 0 : Math.round((PERFECT_SCORE * par) / Math.max(moves, par)));

export const isStep = (c: string): c is Step => c === 'U' || c === 'D' || c === 'L' || c === 'R';
