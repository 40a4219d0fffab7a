/**
 * Writes the IQ test's matrix bank, server/seeds/content/iq/bank.json, from a seed:
 *
 *   node --import tsx scripts/iq/generateBank.ts --seed 20261127
 *   node --import tsx scripts/iq/generateBank.ts --check     (exits 1 when the file is not what its seed gives)
 *
 * The bank is data: it is generated once, reviewed and committed, and never regenerated at run time. A test
 * regenerates it from the seed in the file and compares, so the file cannot drift from the generator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatBank } from '@innerscope/shared/iq/bankJson';
import { generateBank } from '@innerscope/shared/iq/generator';
import type { MatrixBank } from '@innerscope/shared/iq/types';

const BANK_FILE = path.resolve(import.meta.dirname, '../../server/seeds/content/iq/bank.json');

function summary(bank: MatrixBank): string {
  return (['A', 'B', 'C'] as const)
    .map((form) => {
      const difficulties = bank.forms[form].map((item) => item.difficulty);
      return `form ${form}: ${difficulties.length} items, difficulty ${difficulties[0]} .. ${difficulties[difficulties.length - 1]}`;
    })
    .join('\n');
}

function main(): void {
  const { values } = parseArgs({ options: { seed: { type: 'string' }, check: { type: 'boolean', default: false } } });
  if (values.check) {
    const stored = fs.readFileSync(BANK_FILE, 'utf8');
    const { seed } = JSON.parse(stored) as MatrixBank;
    const same = formatBank(generateBank(seed)) === stored;
    process.stdout.write(same ? `bank.json is what seed ${seed} gives\n` : `bank.json differs from what seed ${seed} gives\n`);
    process.exitCode = same ? 0 : 1;
    return;
  }
  const seed = Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    process.stderr.write('usage: generateBank.ts --seed <integer from 0 to 4294967295> | --check\n');
    process.exitCode = 2;
    return;
  }
  const bank = generateBank(seed);
  fs.mkdirSync(path.dirname(BANK_FILE), { recursive: true });
  fs.writeFileSync(BANK_FILE, formatBank(bank));
  process.stdout.write(`wrote ${path.relative(process.cwd(), BANK_FILE)} (seed ${seed})\n${summary(bank)}\n`);
}

main();
