#!/usr/bin/env node
// Runs every test runner of the repository (vitest: server on PostgreSQL and PGlite, client, the shared package
// and the repository's own checks such as scripts/boundaries.test.ts; Playwright journeys in Chromium) and ends
// with one line of totals: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd, args, extraEnv = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return r.status ?? 1;
}

function ensureChromium() {
  if (fs.existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing the distribution package (apt-get install chromium).');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  }
  return fs.existsSync(chromium);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(reports, 'vitest.json')}`]);
try {
  const v = JSON.parse(fs.readFileSync(path.join(reports, 'vitest.json'), 'utf8'));
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  if (vitestStatus !== 0 && v.numFailedTests === 0) {
    console.error('vitest exited with an error although no test failed (unhandled errors, or a suite that could not load)');
    broken = true;
  }
} catch {
  console.error('vitest produced no report');
  broken = true;
}

if (!ensureChromium()) {
  console.error(`Chromium not found at ${chromium}: install it (apt-get install chromium) to run the journeys.`);
  broken = true;
} else {
  const e2eStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  try {
    const p = JSON.parse(fs.readFileSync(path.join(reports, 'playwright.json'), 'utf8'));
    totals.passed += p.stats.expected + p.stats.flaky;
    totals.failed += p.stats.unexpected;
    totals.skipped += p.stats.skipped;
    if (e2eStatus !== 0 && p.stats.unexpected === 0) {
      console.error('playwright exited with an error although no journey failed');
      broken = true;
    }
  } catch {
    console.error('playwright produced no report');
    broken = true;
  }
}

console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken || totals.passed === 0 ? 1 : 0);
