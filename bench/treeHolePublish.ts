import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import { readContent } from '../server/seeds/content';
import { openDatabase } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import type { CrisisFile } from '../server/src/modules/exam/examContent.models';
import { crisisFor } from '../server/src/modules/report/crisis';
import { productWordLists, screen } from '../server/src/modules/treeHole/treeHole.filter';
import { createTreeHoleService } from '../server/src/modules/treeHole/treeHole.service';
import { memoryRateLimiter } from '../server/src/shared/rateLimiter';
import { LOCALES, type Locale } from '../server/src/shared/locales';
import type { UserRow } from '../server/src/modules/account/account.models';
import type { BenchContext } from './lib/context';
import { databaseUrlFor, describeDatabaseUrl } from './lib/database';
import { print } from './lib/print';
import { figure, type BenchResult } from './lib/types';

/** Publishing a tree hole post, moderation included, should answer within this (95th percentile). */
export const TREE_HOLE_PUBLISH_P95_BUDGET_MS = 50;
const WARM_UP = 50;
/** Every phrase of the nine test sets once: 1,800 posts, half of them held (a quarter of all for self-harm). */
const phrasesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/src/modules/treeHole/testPhrases');

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (v: number) => Math.round(v * 100) / 100;

/**
 * The tree hole's publish (the service call GraphQL and REST both make: policy, length, the per-account rate limit,
 * the filter, the insert and, for self-harm, the crisis lines), for the 1,800 test phrases in turn, each account
 * writing four, on PostgreSQL when DATABASE_URL is set, else on PGlite in memory. The filter alone is timed too.
 */
export async function treeHolePublish(_ctx?: BenchContext): Promise<BenchResult> {
  const adminUrl = process.env.DATABASE_URL;
  const database = 'innerscope_bench_tree_hole';
  let admin: Knex | null = null;
  if (adminUrl) {
    const { default: knexFactory } = await import('knex');
    admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`drop database if exists ${database} with (force)`);
    await admin.raw(`create database ${database}`);
  }
  const dataDir = adminUrl ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-bench-tree-hole-'));
  const db = await openDatabase({ databaseUrl: adminUrl ? databaseUrlFor(adminUrl, database) : undefined, dataDir });
  try {
    await migrateToLatest(db.knex);
    const table = readContent<CrisisFile>('deps', 'crisis.json');
    const phrases = LOCALES.flatMap((locale) =>
      (JSON.parse(fs.readFileSync(path.join(phrasesDir, `${locale}.json`), 'utf8')) as { text: string }[]).map((p) => ({ locale, text: p.text })),
    );
    const users = (await db.knex('users')
      .insert(Array.from({ length: Math.ceil((phrases.length + WARM_UP) / 4) }, (_, i) => ({ email: `bench-${i}@example.com`, name: `bench ${i}`, password_hash: 'x' })))
      .returning('*')) as UserRow[];
    const service = createTreeHoleService({
      db: db.knex,
      clock: { now: () => new Date() },
      rateLimiter: memoryRateLimiter(),
      subscriptions: { entitlement: async () => ({ tier: 'premium' }) },
      crisis: async (countries) => crisisFor(table, countries),
    });
    const lists = productWordLists();
    const publish = (i: number, p: { locale: Locale; text: string }) => service.publish(users[Math.floor(i / 4)]!, { body: p.text, locale: p.locale });
    for (let i = 0; i < WARM_UP; i++) await publish(i, phrases[i % phrases.length]!);
    const timings: number[] = [];
    const filterTimings: number[] = [];
    let held = 0;
    let withCrisis = 0;
    for (const [i, p] of phrases.entries()) {
      const f0 = performance.now();
      screen(lists, p.text);
      filterTimings.push(performance.now() - f0);
      const started = performance.now();
      const out = await publish(WARM_UP + i, p);
      timings.push(performance.now() - started);
      if (out.secret?.state === 'held') held++;
      if (out.crisis) withCrisis++;
    }
    timings.sort((a, b) => a - b);
    filterTimings.sort((a, b) => a - b);
    return {
      name: 'Tree hole publish',
      figures: [
        figure('publish p95 (moderation on)', ms(at(timings, 0.95)), 'ms', { op: '<=', value: TREE_HOLE_PUBLISH_P95_BUDGET_MS }),
        figure('publish median', ms(at(timings, 0.5)), 'ms'),
        figure('filter alone p95', ms(at(filterTimings, 0.95)), 'ms'),
        figure('posts held', held, `of ${timings.length}`),
        figure('posts held with crisis lines', withCrisis, `of ${timings.length}`),
      ],
      notes: [`${timings.length} posts (the nine test phrase sets) after ${WARM_UP} to warm up, on ${adminUrl ? `PostgreSQL (${describeDatabaseUrl(databaseUrlFor(adminUrl, database))})` : 'PGlite in memory'}`],
      details: { timingsMs: timings },
    };
  } finally {
    await db.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.raw(`drop database if exists ${database} with (force)`).catch(() => undefined);
      await admin.destroy();
    }
  }
}

// `node --import tsx bench/treeHolePublish.ts` runs this one alone and prints its figures.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = await treeHolePublish();
  print(JSON.stringify({ ...result, details: undefined }, null, 2));
}
