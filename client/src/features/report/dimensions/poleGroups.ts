/** The five pairs of opposite poles, in the order the report discusses them. */
export const POLE_PAIRS = [
  ['E', 'I'],
  ['S', 'N'],
  ['T', 'F'],
  ['J', 'P'],
  ['C', 'R'],
] as const;

export interface PoleGroup<P> {
  readonly key: string;
  readonly poles: readonly P[];
}

/**
 * The poles sorted into their pairs (E/I, S/N, T/F, J/P, C/R); a pole outside these pairs gets a group of its
 * own at the end, so nothing the server sends is dropped.
 */
export function groupPoles<P extends { pole: string }>(poles: readonly P[]): PoleGroup<P>[] {
  const byCode = new Map(poles.map((pole) => [pole.pole, pole]));
  const groups: PoleGroup<P>[] = POLE_PAIRS.map((pair) => ({
    key: pair.join(''),
    poles: pair.flatMap((code) => byCode.get(code) ?? []),
  })).filter((group) => group.poles.length > 0);
  const known = new Set<string>(POLE_PAIRS.flat());
  for (const pole of poles) if (!known.has(pole.pole)) groups.push({ key: pole.pole, poles: [pole] });
  return groups;
}
