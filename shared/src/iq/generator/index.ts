/**
 * The matrix generator: a seeded attribute grammar (layouts, figures, one rule per attribute per component),
 * options along a bisection tree, and the bank of a practice item and three parallel forms. It runs when the
 * bank is written (scripts/iq/generateBank.ts), never while a test is taken: the server reads the stored bank.
 */
export { BAND_WIDTH, difficultyBand, FORM_LENGTH, FORMS, generateBank } from './bank';
export { generateItem, type GeneratedItem } from './item';
export { createRandom, type Random } from './random';
export { type ItemSpec, sampleSpec } from './spec';
