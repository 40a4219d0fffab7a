// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupPoles } from './poleGroups';

const poles = (...codes: string[]) => codes.map((pole) => ({ pole }));

describe('groupPoles', () => {
  it('pairs the ten poles in the report’s order, whatever order they come in', () => {
    const groups = groupPoles(poles('R', 'I', 'E', 'N', 'S', 'F', 'T', 'P', 'J', 'C'));
    expect(groups.map((group) => group.poles.map((pole) => pole.pole).join(''))).toEqual(['EI', 'SN', 'TF', 'JP', 'CR']);
  });

  it('keeps a pole it does not know, at the end', () => {
    expect(groupPoles(poles('E', 'X')).map((group) => group.key)).toEqual(['EI', 'X']);
  });
});
