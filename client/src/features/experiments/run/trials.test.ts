import { describe, expect, it } from 'vitest';
import { digitList, nextSpanLength, searchDisplay, searchItems, stroopItems } from './trials';

describe('trial lists', () => {
  it('balances Stroop trials half congruent, each incongruent word naming another colour', () => {
    const items = stroopItems(32);
    expect(items.filter((i) => i.congruent)).toHaveLength(16);
    for (const i of items) expect(i.congruent ? i.word === i.ink : i.word !== i.ink).toBe(true);
  });

  it('crosses search conditions, set sizes and target presence, with one target when present', () => {
    const items = searchItems(4);
    expect(items).toHaveLength(48);
    for (const item of items) {
      const shapes = searchDisplay(item);
      expect(shapes).toHaveLength(item.setSize);
      const targets = shapes.filter((s) => s.shape === 'circle' && s.colour === 'orange');
      expect(targets).toHaveLength(item.targetPresent ? 1 : 0);
      if (item.condition === 'feature') expect(shapes.every((s) => s.shape === 'circle')).toBe(true);
    }
  });

  it('never repeats a digit twice in a row', () => {
    for (let n = 0; n < 50; n++) expect(/(\d)\1/.test(digitList(9))).toBe(false);
  });
});

describe('the adaptive digit span', () => {
  it('starts at three, climbs after a list right, repeats after a miss and stops after two misses at one length', () => {
    expect(nextSpanLength([])).toBe(3);
    expect(nextSpanLength([{ length: 3, correct: true }])).toBe(4);
    expect(nextSpanLength([{ length: 3, correct: true }, { length: 4, correct: false }])).toBe(4);
    expect(nextSpanLength([{ length: 3, correct: true }, { length: 4, correct: false }, { length: 4, correct: true }])).toBe(5);
    expect(nextSpanLength([{ length: 4, correct: false }, { length: 4, correct: true }, { length: 5, correct: false }, { length: 5, correct: false }])).toBeNull();
    expect(nextSpanLength([{ length: 12, correct: true }])).toBeNull();
  });
});
