import { describe, expect, it } from 'vitest';
import { playJump } from '../test/players';
import { newRun, onGround, RUNNER, stepRun } from './engine';

describe('JUMP', () => {
  it('rises and falls back in a fixed number of steps', () => {
    let s = stepRun(newRun(1), true);
    expect(s.y).toBe(14);
    let air = 1;
    while (!onGround(s)) {
      s = stepRun(s, false);
      air++;
    }
    // 14 up, 0.8 less each step: back on the ground on the 36th step.
    expect(air).toBe(36);
  });

  it('ignores a press in the air, and ends on the first block for a runner who never jumps', () => {
    const up = stepRun(newRun(1), true);
    expect(stepRun(up, true).vy).toBeLessThan(up.vy);
    let s = newRun(1);
    while (!s.over) s = stepRun(s, false);
    expect(s.distance + RUNNER.x + RUNNER.width).toBeGreaterThan(600);
    expect(s.score).toBe(Math.floor(s.distance / 10));
  });

  it('is the same run for the same seed and presses', () => {
    const a = playJump(77, 800);
    const b = playJump(77, 800);
    expect(a.state).toEqual(b.state);
    expect(a.presses.length).toBeGreaterThan(3);
    expect(newRun(77).blocks).not.toEqual(newRun(78).blocks);
  });
});
