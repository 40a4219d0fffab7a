import { describe, expect, it } from 'vitest';
import { aimAtCentre } from '../test/players';
import { hop, hopLength, MAX_CHARGE_STEPS, newGame, PIXELS_PER_CHARGE_STEP } from './engine';

describe('Hop', () => {
  it('turns a longer charge into a longer hop, up to the longest', () => {
    expect(hopLength(10)).toBe(10 * PIXELS_PER_CHARGE_STEP);
    expect(hopLength(500)).toBe(hopLength(MAX_CHARGE_STEPS));
  });

  it('scores 1 for the platform, 2, 4, 6 for centres in a row, and nothing for staying', () => {
    let s = newGame(3);
    const offCentre = Math.round((s.next.x + s.next.half - 2 - s.x) / PIXELS_PER_CHARGE_STEP);
    let r = hop(s, offCentre);
    expect(r.landing).toBe('next');
    expect(r.state.score).toBe(1);
    s = r.state;
    const gains: number[] = [];
    for (let i = 0; i < 3; i++) {
      s = { ...s, x: s.next.x - aimAtCentre(s) * PIXELS_PER_CHARGE_STEP };
      r = hop(s, aimAtCentre(s));
      gains.push(r.gained);
      s = r.state;
    }
    expect(gains).toEqual([2, 4, 6]);
    const stay = hop(newGame(3), 1);
    expect(stay).toMatchObject({ landing: 'stay', gained: 0 });
  });

  it('falls between platforms and then ends', () => {
    const s = newGame(3);
    const between = Math.floor((s.current.half + (s.next.x - s.next.half - s.current.half - s.current.x) / 2) / PIXELS_PER_CHARGE_STEP);
    const fell = hop(s, between);
    expect(fell.landing).toBe('fall');
    expect(fell.state.over).toBe(true);
    expect(hop(fell.state, 10).state).toBe(fell.state);
  });

  it('is the same game for the same seed and charges', () => {
    const play = (seed: number) => [20, 30, 25, 40].reduce((s, c) => hop(s, c).state, newGame(seed));
    expect(play(11)).toEqual(play(11));
    expect(newGame(11).next).not.toEqual(newGame(12).next);
  });
});
