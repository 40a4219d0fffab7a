import type { Form, MatrixBank, MatrixItem } from '../types';
import { generateItem, type GeneratedItem } from './item';
import { createRandom, type Random } from './random';
import { sampleSpec } from './spec';
import { panelKey, toState } from './state';

/**
 * The bank: a practice item and three parallel forms. Items are drawn into a pool; thirty target difficulties
 * are spread evenly over the pool's central range, and for each target three items of the same difficulty band
 * (the nearest ones, of different layouts where possible) go one to each form, in a seeded order. The forms
 * therefore match band by band, and no item appears twice.
 */

export const FORMS: readonly Form[] = ['A', 'B', 'C'];
export const FORM_LENGTH = 30;
/** Width of a difficulty band, in logits; bands are [k, k + 1). */
export const BAND_WIDTH = 1;
export const POOL_SIZE = 1500;
/** The share of the pool left out at each end when spreading the targets. */
const TAIL = 0.03;

export function difficultyBand(difficulty: number): number {
  return Math.floor(difficulty / BAND_WIDTH);
}

function itemKey(item: GeneratedItem): string {
  return [...item.cells, ...item.options].map((panel) => panelKey(toState(panel) ?? [])).join('/');
}

function drawPool(random: Random): GeneratedItem[] {
  const pool: GeneratedItem[] = [];
  const seen = new Set<string>();
  while (pool.length < POOL_SIZE) {
    const item = generateItem(sampleSpec(random), random);
    if (!item) continue;
    const key = itemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    pool.push(item);
  }
  return pool;
}

function withId(id: string, item: GeneratedItem): MatrixItem {
  return { id, ...item };
}

/** The practice item: one figure whose size (else colour, else shape) steps by one along each row. */
function gentleness(item: GeneratedItem): number {
  const changing = item.rules.filter((rule) => rule.rule !== 'constant');
  const rule = changing[0];
  if (item.layout !== 'center' || changing.length !== 1 || rule?.rule !== 'progression' || Math.abs(rule.value ?? 0) !== 1) return -1;
  return rule.attribute === 'size' ? 3 : rule.attribute === 'color' ? 2 : 1;
}

export function generateBank(seed: number): MatrixBank {
  const random = createRandom(seed);
  const pool = drawPool(random).sort((a, b) => a.difficulty - b.difficulty);
  const gentlest = Math.max(...pool.map(gentleness));
  const practiceIndex = Math.max(0, pool.findIndex((item) => gentleness(item) === gentlest));
  const practice = withId('P1', pool[practiceIndex] as GeneratedItem);
  const free = pool.filter((_, index) => index !== practiceIndex);

  const low = (free[Math.floor(free.length * TAIL)] as GeneratedItem).difficulty;
  const high = (free[Math.floor(free.length * (1 - TAIL))] as GeneratedItem).difficulty;
  const used = new Set<GeneratedItem>();
  const forms: Record<Form, GeneratedItem[]> = { A: [], B: [], C: [] };
  for (let position = 0; position < FORM_LENGTH; position += 1) {
    const target = low + ((high - low) * position) / (FORM_LENGTH - 1);
    const band = difficultyBand(target);
    const nearest = free
      .filter((item) => !used.has(item) && difficultyBand(item.difficulty) === band)
      .sort((a, b) => Math.abs(a.difficulty - target) - Math.abs(b.difficulty - target))
      .slice(0, 12);
    const chosen: GeneratedItem[] = [];
    for (const item of nearest) {
      if (chosen.length < 3 && !chosen.some((other) => other.layout === item.layout)) chosen.push(item);
    }
    for (const item of nearest) if (chosen.length < 3 && !chosen.includes(item)) chosen.push(item);
    if (chosen.length < 3) throw new Error(`the pool has too few items near difficulty ${target.toFixed(2)}`);
    random.shuffle(chosen).forEach((item, index) => {
      used.add(item);
      forms[FORMS[index] as Form].push(item);
    });
  }
  const ordered = (form: Form): MatrixItem[] =>
    [...forms[form]]
      .sort((a, b) => a.difficulty - b.difficulty)
      .map((item, index) => withId(`${form}${String(index + 1).padStart(2, '0')}`, item));
  return { seed, practice, forms: { A: ordered('A'), B: ordered('B'), C: ordered('C') } };
}
