import { describe, expect, it } from 'vitest';
import { canStep, generateMaze, mazeScore, shortestPath, startRun, stepRun, type Step, WALL } from './engine';

/** Every way through by depth-first search, for a check independent of the breadth-first one. */
function solve(maze: ReturnType<typeof generateMaze>): Step[] {
  const seen = new Set<number>();
  const walk = (x: number, y: number): Step[] | null => {
    if (x === maze.width - 1 && y === maze.height - 1) return [];
    seen.add(y * maze.width + x);
    for (const [s, dx, dy] of [['R', 1, 0], ['D', 0, 1], ['L', -1, 0], ['U', 0, -1]] as const) {
      if (!canStep(maze, x, y, s) || seen.has((y + dy) * maze.width + x + dx)) continue;
      const rest = walk(x + dx, y + dy);
      if (rest) return [s, ...rest];
    }
    return null;
  };
  return walk(0, 0)!;
}

describe('the maze', () => {
  it('is the same maze for the same seed, another for another', () => {
    expect(generateMaze(9)).toEqual(generateMaze(9));
    expect(generateMaze(9).walls).not.toEqual(generateMaze(10).walls);
  });

  it('is a perfect maze: every cell reached, walls agree on both sides, one way through', () => {
    const maze = generateMaze(123);
    const open = maze.walls.reduce((n, w) => n + [WALL.U, WALL.R, WALL.D, WALL.L].filter((b) => (w & b) === 0).length, 0);
    // A tree over w×h cells has w×h−1 passages, each open from both sides.
    expect(open).toBe(2 * (maze.width * maze.height - 1));
    const path = solve(maze);
    // In a perfect maze the only simple path is the shortest one, so depth-first agrees with breadth-first.
    expect(path).toHaveLength(maze.par);
  });

  it('finds par by breadth-first search on a hand-made maze', () => {
    // 3×2: a wall between the top row's middle and right cells forces the way down and round.
    const walls = [WALL.U | WALL.L | WALL.D, WALL.U | WALL.R, WALL.U | WALL.R | WALL.D, WALL.L | WALL.D | WALL.U, WALL.D, WALL.R | WALL.D];
    walls[1] = WALL.U | WALL.R;
    walls[4] = WALL.D | WALL.L;
    walls[2] = WALL.U | WALL.R | WALL.L;
    walls[5] = WALL.R | WALL.D;
    expect(shortestPath({ width: 3, height: 2, walls })).toBe(3);
  });

  it('walks a run, stops at walls and scores against par', () => {
    const maze = generateMaze(5);
    let run = startRun();
    for (const s of solve(maze)) run = stepRun(maze, run, s).run;
    expect(run).toMatchObject({ done: true, moves: maze.par });
    expect(mazeScore(maze.par, run.moves)).toBe(1000);
    expect(mazeScore(20, 40)).toBe(500);
    const blocked = (['U', 'L'] as const).map((s) => stepRun(maze, startRun(), s).moved);
    expect(blocked).toEqual([false, false]);
  });
});
