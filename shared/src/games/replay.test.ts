import { describe, expect, it } from 'vitest';
import { generateMaze, mazeScore } from './maze/engine';
import { dailySeed, previousDay, weekStartOf } from './random';
import { play2048, playHop, playJump, walkMaze } from './test/players';
import { replayScore, verifyReplay } from './replay';

describe('replays', () => {
  it('accepts an honest 2048 game and refuses a tampered one', () => {
    const { moves, score } = play2048(2026, 200);
    expect(score).toBeGreaterThan(0);
    expect(verifyReplay('2048', 2026, { moves }, score)).toEqual({ ok: true, score });
    expect(verifyReplay('2048', 2026, { moves }, score + 4)).toEqual({ ok: false, problem: 'SCORE_MISMATCH' });
    expect(verifyReplay('2048', 2027, { moves }, score).ok).toBe(false);
    expect(verifyReplay('2048', 2026, { moves: `${moves}X` }, score)).toEqual({ ok: false, problem: 'MALFORMED' });
  });

  it('accepts a walked maze, refuses walking through walls or stopping short', () => {
    const moves = walkMaze(31);
    const maze = generateMaze(31);
    const score = mazeScore(maze.par, moves.length);
    expect(verifyReplay('maze', 31, { moves }, score)).toEqual({ ok: true, score });
    expect(replayScore('maze', 31, { moves: 'D'.repeat(11) + 'R'.repeat(11) })).toMatchObject({ ok: false });
    expect(replayScore('maze', 31, { moves: moves.slice(0, -1) })).toEqual({ ok: false, problem: 'UNFINISHED' });
  });

  it('accepts an honest JUMP run and refuses one with a changed press or length', () => {
    const run = playJump(555, 900);
    if (!run.state.over) throw new Error('the run should end');
    expect(verifyReplay('jump', 555, { inputs: run.presses, steps: run.steps }, run.state.score)).toEqual({ ok: true, score: run.state.score });
    expect(verifyReplay('jump', 555, { inputs: run.presses, steps: run.steps + 100 }, run.state.score).ok).toBe(false);
    expect(verifyReplay('jump', 555, { inputs: [...run.presses].reverse(), steps: run.steps }, run.state.score)).toEqual({ ok: false, problem: 'MALFORMED' });
    expect(verifyReplay('jump', 555, { inputs: run.presses, steps: run.steps }, run.state.score + 50)).toEqual({ ok: false, problem: 'SCORE_MISMATCH' });
  });

  it('accepts an honest Hop game and refuses one that hops after falling', () => {
    const game = playHop(8, 12);
    expect(verifyReplay('hop', 8, { inputs: game.inputs }, game.score)).toEqual({ ok: true, score: game.score });
    expect(verifyReplay('hop', 8, { inputs: [...game.inputs, 20] }, game.score)).toEqual({ ok: false, problem: 'ILLEGAL_MOVE' });
    expect(verifyReplay('hop', 8, { inputs: [0] }, 0)).toEqual({ ok: false, problem: 'MALFORMED' });
  });

  it('gives one daily seed per game and UTC day, with weeks from Monday', () => {
    expect(dailySeed('maze', '2026-12-02')).toBe(dailySeed('maze', '2026-12-02'));
    expect(dailySeed('maze', '2026-12-02')).not.toBe(dailySeed('jump', '2026-12-02'));
    expect(previousDay('2026-12-01')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
  });
});
