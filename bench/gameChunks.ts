import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_FLAGS } from './lib/chromium';
import type { BenchContext } from './lib/context';
import { gzipSize, kb } from './lib/initialJs';
import { clientDist } from './lib/paths';
import { print } from './lib/print';
import { figure, median, type BenchResult } from './lib/types';

/** Each game's own chunk, gzipped, is held to this. */
export const GAME_CHUNK_BUDGET_KB = 30;
/** A frame's game work (fixed steps and drawing) must fit 60 frames a second with room for the browser. */
export const FRAME_WORK_BUDGET_MS = 8;
/** 60 frames a second: every frame within one display refresh. */
export const FRAME_BUDGET_MS = 1000 / 60;
/**
 * Chromium rounds animation-frame times to a tenth of a millisecond, so a frame on time reads 16.6 to 16.8 ms; a
 * dropped frame reads 33 ms. Within this much over the budget a frame counts as on time.
 */
const TIMER_JITTER_MS = 0.5;
const tenth = (v: number) => Math.round(v * 10) / 10;
/** The phone profile: CPU slowed four times, as Lighthouse's mobile preset does. */
export const CPU_THROTTLING = 4;

const GAMES = [
  { key: 'G2048', slug: '2048', module: 'src/features/games/play/Game2048.tsx' },
  { key: 'JUMP', slug: 'jump', module: 'src/features/games/play/JumpGame.tsx' },
  { key: 'HOP', slug: 'hop', module: 'src/features/games/play/HopGame.tsx' },
  { key: 'MAZE', slug: 'maze', module: 'src/features/games/play/MazeGame.tsx' },
] as const;
const DETAIL_PAGE = 'src/features/games/routes/GameDetailPage.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

function readManifest(): Record<string, ManifestChunk> {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`no build manifest at ${file}: build the client first (CLIENT_DIST picks another build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** A chunk and every chunk it imports statically, by manifest key. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imp of manifest[key].imports ?? []) closure(manifest, imp, seen);
  return seen;
}

const gzipKbOf = (manifest: Record<string, ManifestChunk>, keys: Iterable<string>) =>
  kb([...keys].reduce((sum, k) => sum + gzipSize(fs.readFileSync(path.join(clientDist, manifest[k]!.file))), 0));

/**
 * Each game's chunk from the build's manifest, gzipped at level 9: the game's own file (held to 30 KB), and all
 * the game adds once its page is open (its own file and the static imports the detail page does not already
 * load, such as the frame the four games share).
 */
export async function gameChunkSizes(): Promise<BenchResult> {
  const manifest = readManifest();
  const page = closure(manifest, DETAIL_PAGE);
  const figures = [];
  const details: Record<string, { file: string; ownKb: number; addedKb: number; added: string[] }> = {};
  for (const game of GAMES) {
    if (!manifest[game.module]) throw new Error(`${game.module} is not a chunk of the build`);
    const ownKb = gzipKbOf(manifest, [game.module]);
    const added = [...closure(manifest, game.module)].filter((k) => !page.has(k));
    const addedKb = gzipKbOf(manifest, added);
    details[game.key] = { file: manifest[game.module]!.file, ownKb, addedKb, added: added.map((k) => manifest[k]!.file) };
    figures.push(figure(`${game.slug} chunk (gzip)`, tenth(ownKb), 'KB', { op: '<=', value: GAME_CHUNK_BUDGET_KB }));
    figures.push(figure(`${game.slug} added on open (gzip)`, tenth(addedKb), 'KB'));
    print(`  ${game.slug.padEnd(5)} ${manifest[game.module]!.file}  own ${ownKb.toFixed(1)} KB, with shared game code ${addedKb.toFixed(1)} KB`);
  }
  return { name: 'Game chunks', figures, notes: [], details };
}

/** Presses the game's main control at a player's pace while frames are timed, so the game really runs. */
const PLAY = {
  G2048: async (page: import('playwright-core').Page) => {
    for (let i = 0; i < 40; i++) await page.keyboard.press(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'][i % 4]!);
  },
  JUMP: async (page: import('playwright-core').Page) => {
    await page.keyboard.press('Space');
    for (let i = 0; i < 12; i++) {
      await page.waitForTimeout(450);
      await page.keyboard.press('Space');
    }
  },
  HOP: async (page: import('playwright-core').Page) => {
    for (let i = 0; i < 6; i++) {
      await page.keyboard.down('Space');
      await page.waitForTimeout(400);
      await page.keyboard.up('Space');
      await page.waitForTimeout(500);
    }
  },
  MAZE: async (page: import('playwright-core').Page) => {
    for (let i = 0; i < 40; i++) await page.keyboard.press(['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][i % 4]!);
  },
} as const;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** What Chromium's trace needs to hold for the frames and the main thread's tasks. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel'];

/**
 * The page's main-thread CPU time in each animation frame, from a Chromium trace: the thread that fired the most
 * animation frames is the page's; each of its tasks (with its thread time, `tdur`) counts in the frame it began
 * in. Thread time leaves out the time the thread waited for a core, so the figure stands whatever else the machine
 * runs, where the interval between frames does not. It counts every task that began in the frame, input and
 * timers included, so it is an upper bound on the frame's own work.
 */
export function mainThreadCpuPerFrame(trace: Buffer): number[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const fired = new Map<string, number>();
  for (const e of events) if (e.name === 'FireAnimationFrame') fired.set(`${e.pid}:${e.tid}`, (fired.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...fired.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return [];
  const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === main;
  const frames = events.filter((e) => onMain(e) && e.name === 'FireAnimationFrame').map((e) => e.ts).sort((a, b) => a - b);
  const tasks = events.filter((e) => onMain(e) && e.ph === 'X' && e.tdur !== undefined && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'));
  const perFrame: number[] = Array.from({ length: Math.max(frames.length - 1, 0) }, () => 0);
  for (const t of tasks) {
    // The frame a task began in: the last frame start at or before it.
    let lo = 0;
    let hi = frames.length - 1;
    if (t.ts < frames[0]! || t.ts >= frames[hi]!) continue;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (frames[mid]! <= t.ts) lo = mid;
      else hi = mid - 1;
    }
    perFrame[lo]! += t.tdur! / 1000;
  }
  return perFrame;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/**
 * Frame times of each game on a phone profile in Chromium (390×844, CPU throttled 4×): the interval between
 * animation frames while the game plays (p50 and p95, held to 16.7 ms: 60 frames a second), and the game's own
 * work in each frame (its fixed steps and drawing, recorded by useFixedSteps when the page asks for it). 2048 and
 * the maze draw only on a move, so their figure is the page's frame interval while moves are made as fast as keys
 * can be pressed.
 */
export async function gameFrameTimes(ctx: BenchContext): Promise<BenchResult> {
  const server = await ctx.server();
  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_FLAGS });
  const figures = [];
  const details: Record<string, unknown> = {};
  try {
    for (const game of GAMES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      // Asks useFixedSteps to record each frame's game work.
      await page.addInitScript('window.__gameFrameWork = [];');
      const cdp = await context.newCDPSession(page);
      await page.goto(`${server.url}/userCenter/gameCenter/detail/BMBTI-1754?id=${game.slug}`, { waitUntil: 'networkidle' });
      await page.locator('[role=application]').waitFor();
      await page.locator('[role=application]').focus();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
      // The page's own frame intervals, from requestAnimationFrame, while the game is played.
      await page.evaluate(`(() => {
        window.__frameGaps = [];
        let last = performance.now();
        const tick = (now) => {
          window.__frameGaps.push(now - last);
          last = now;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })()`);
      // A second at rest first: the frames the machine gives an idle page, the floor any game's figure stands on.
      await page.waitForTimeout(1000);
      const idle = (await page.evaluate('window.__frameGaps.splice(0).slice(1)')) as number[];
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await PLAY[game.key](page);
      const cpu = mainThreadCpuPerFrame(await browser.stopTracing());
      const { gaps, work } = (await page.evaluate('({ gaps: window.__frameGaps.slice(1), work: window.__gameFrameWork || [] })')) as { gaps: number[]; work: number[] };
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await context.close();
      const p50Gap = median(gaps);
      const p95Gap = percentile(gaps, 95);
      const onTime = (value: number) => value <= FRAME_BUDGET_MS + TIMER_JITTER_MS;
      const frameFigure = (name: string, value: number) => ({ ...figure(name, tenth(value), 'ms', { op: '<=', value: tenth(FRAME_BUDGET_MS) }), within: onTime(value) });
      figures.push(frameFigure(`${game.slug} frame time p50`, p50Gap));
      figures.push(frameFigure(`${game.slug} frame time p95`, p95Gap));
      if (work.length > 0) figures.push(figure(`${game.slug} game work per frame p95`, Math.round(percentile(work, 95) * 100) / 100, 'ms', { op: '<=', value: FRAME_WORK_BUDGET_MS }));
      const over = gaps.filter((g) => !onTime(g)).length;
      // Thread time under throttling already counts the throttle (the same work reads about 4× the unthrottled
      // time), so it stands for the phone as it is.
      const phoneCpu = cpu;
      figures.push(frameFigure(`${game.slug} main-thread CPU per frame p50`, median(phoneCpu)));
      figures.push(frameFigure(`${game.slug} main-thread CPU per frame p95`, percentile(phoneCpu, 95)));
      const idleP95 = percentile(idle, 95);
      figures.push(figure(`${game.slug} frame time p95 at rest (the machine's floor)`, tenth(idleP95), 'ms'));
      details[game.key] = { tracedFrames: cpu.length, phoneCpuP50: median(phoneCpu), phoneCpuP95: percentile(phoneCpu, 95), phoneCpuMax: Math.max(0, ...phoneCpu), frames: gaps.length, overBudget: over, idleFrames: idle.length, idleP95, idleLate: idle.filter((g) => !onTime(g)).length, workFrames: work.length, p50: p50Gap, p95: p95Gap, workP95: percentile(work, 95), workMax: Math.max(0, ...work) };
      const budget = `budget ${FRAME_BUDGET_MS.toFixed(1)} ms`;
      print(
        `  ${game.slug.padEnd(5)} ${gaps.length} frames: frame time p50 ${p50Gap.toFixed(1)} ms, p95 ${p95Gap.toFixed(1)} ms (${budget}: ${onTime(p95Gap) ? 'within' : 'NOT within'}), ${over} late; main-thread CPU per frame p50 ${median(phoneCpu).toFixed(1)} ms p95 ${percentile(phoneCpu, 95).toFixed(1)} ms over ${cpu.length} frames; at rest p95 ${idleP95.toFixed(1)} ms, ${idle.filter((g) => !onTime(g)).length}/${idle.length} late; game work p95 ${work.length ? `${percentile(work, 95).toFixed(2)} ms over ${work.length} frames` : 'none (drawn on a move)'}`,
      );
    }
  } finally {
    await browser.close();
  }
  return {
    name: 'Game frame times',
    figures,
    notes: [
      `CPU throttled ${CPU_THROTTLING}× (CDP Emulation.setCPUThrottlingRate), 390×844 at 2× density, headless Chromium without a GPU.`,
      `Frame time is the interval between animation frames while the game is played; within ${TIMER_JITTER_MS} ms of ${FRAME_BUDGET_MS.toFixed(1)} ms counts as on time (the browser's timer rounding).`,
    ],
    details,
  };
}
