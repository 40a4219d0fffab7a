import { describe, expect, it } from 'vitest';
import { move, newGame, slideLine, type State2048 } from './engine';

const board = (cells: number[]): State2048 => ({ cells, score: 0, rng: 7, moves: 0, over: false, won: false });

describe('2048', () => {
  it('merges each pair once, nearest the side first', () => {
    expect(slideLine([2, 2, 2, 2])).toEqual({ line: [4, 4, 0, 0], gained: 8 });
    expect(slideLine([2, 2, 4, 0])).toEqual({ line: [4, 4, 0, 0], gained: 4 });
    expect(slideLine([2, 0, 2, 2])).toEqual({ line: [4, 2, 0, 0], gained: 4 });
    expect(slideLine([4, 4, 8, 0])).toEqual({ line: [8, 8, 0, 0], gained: 8 });
    expect(slideLine([0, 0, 0, 2])).toEqual({ line: [2, 0, 0, 0], gained: 0 });
  });

  it('slides every way, adds a tile only after a change, and scores merges', () => {
    const start = board([2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4]);
    const right = move(start, 'R');
    expect(right.changed).toBe(true);
    expect(right.state.score).toBe(4);
    expect(right.state.cells[3]).toBe(4);
    expect(right.state.cells.filter((v) => v > 0)).toHaveLength(3);
    const down = move(board([2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0]), 'D');
    expect(down.state.cells[12]).toBe(4);
    expect(move(board([2, 4, 8, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'L').changed).toBe(false);
  });

  it('ends when no move is left and marks the winning tile', () => {
    const last = move(board([2, 4, 2, 4, 4, 2, 4, 2, 2, 4, 2, 4, 1024, 1024, 0, 0]), 'L');
    expect(last.state.won).toBe(true);
    const stuck = move(board([2, 4, 2, 4, 4, 2, 4, 2, 2, 4, 2, 4, 4, 2, 0, 8]), 'R');
    expect(stuck.changed).toBe(true);
    expect(typeof stuck.state.over).toBe('boolean');
  });

  it('is the same game for the same seed and moves', () => {
    const play = (seed: number) => [...'LURDLLURDDRUL'].reduce((s, d) => move(s, d as 'L').state, newGame(seed));
    expect(play(42)).toEqual(play(42));
    expect(play(42).cells).not.toEqual(play(43).cells);
    expect(newGame(42).cells.filter((v) => v > 0)).toHaveLength(2);
  });
});
