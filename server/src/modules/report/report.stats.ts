import type { Db } from '../../db/connection';
import { ttlCache } from '../../shared/ttlCache';
import { AXES, type Axis, type AxisScore } from '../scoring/scoring';
import * as repo from './report.repository';

/** Results needed before a report compares anyone with everyone else: until then it shows no figures at all. */
export const LIVE_MIN_RESULTS = 500;
/** A country is ranked only with at least this many results, so one person never shows as a country's share. */
export const COUNTRY_MIN_RESULTS = 20;
const RECENT_DAYS = 30;

/** The figures the reports compare against: everyone's results, once there are enough of them. */
export interface StatsSnapshot {
  sampleSize: number;
  /** Per axis, the 0th to 100th percentile of the first pole's percentage in steps of 10 (11 values). */
  axisDeciles: Record<Axis, number[]>;
  /** Per country, each type's percent of that country's results. */
  countries: Record<string, Record<string, number>>;
  /** Each type's percent of recent results. */
  recentShares: Record<string, number>;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

async function liveSnapshot(db: Db, examId: number, now: Date): Promise<StatsSnapshot | null> {
  const total = await repo.countResults(db, examId);
  if (total < LIVE_MIN_RESULTS) return null;
  const steps = Array.from({ length: 11 }, (_, i) => i / 10);
  const deciles = await repo.axisQuantiles(db, examId, AXES.map(({ axis }) => axis), steps);
  const byCountry = await repo.typeCountsByCountry(db, examId);
  const totals = new Map<string, number>();
  for (const r of byCountry) totals.set(r.country.trim(), (totals.get(r.country.trim()) ?? 0) + Number(r.n));
  const countries: StatsSnapshot['countries'] = {};
  for (const r of byCountry) {
    const country = r.country.trim();
    const n = totals.get(country)!;
    if (n < COUNTRY_MIN_RESULTS) continue;
    (countries[country] ??= {})[r.type_code] = round1((Number(r.n) * 100) / n);
  }
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const recent = await repo.typeCountsSince(db, examId, since);
  const recentTotal = recent.reduce((s, r) => s + Number(r.n), 0);
  const recentShares = Object.fromEntries(recent.map((r) => [r.type_code, recentTotal ? round1((Number(r.n) * 100) / recentTotal) : 0]));
  const axisDeciles = Object.fromEntries(AXES.map(({ axis }) => [axis, deciles[axis].map((v) => Math.round(Number(v)))])) as Record<Axis, number[]>;
  return { sampleSize: total, axisDeciles, countries, recentShares };
}

/** The share of results (0-100) whose first-pole percentage is below `value`, read off the deciles. */
export function percentileOf(deciles: readonly number[], value: number): number {
  if (value <= deciles[0]!) return 0;
  for (let i = 1; i < deciles.length; i += 1) {
    const lo = deciles[i - 1]!;
    const hi = deciles[i]!;
    if (value <= hi) return Math.round((i - 1) * 10 + (hi === lo ? 10 : ((value - lo) / (hi - lo)) * 10));
  }
  return 100;
}

/** The first pole's percentage at a quantile (0-1), read off the deciles. */
export function quantileOf(deciles: readonly number[], q: number): number {
  const pos = q * 10;
  const i = Math.min(9, Math.floor(pos));
  return Math.round(deciles[i]! + (deciles[i + 1]! - deciles[i]!) * (pos - i));
}

/** How a person compares on one axis, toward the pole they lean to. */
export function benchmarkAxis(snapshot: StatsSnapshot, score: AxisScore) {
  const deciles = snapshot.axisDeciles[score.axis];
  const firstWins = score.winner === score.firstPole;
  const below = percentileOf(deciles, score.firstPercent);
  const low = quantileOf(deciles, 0.25);
  const high = quantileOf(deciles, 0.75);
  return {
    axis: score.axis,
    pole: score.winner,
    percent: firstWins ? score.firstPercent : score.secondPercent,
    percentile: firstWins ? below : 100 - below,
    // The middle half of results, expressed toward the same pole.
    rangeLow: firstWins ? low : 100 - high,
    rangeHigh: firstWins ? high : 100 - low,
  };
}

export function topCountriesFor(snapshot: StatsSnapshot, typeCode: string, limit = 10) {
  return Object.entries(snapshot.countries)
    .map(([country, shares]) => ({ country, percent: shares[typeCode] ?? 0 }))
    .sort((a, b) => b.percent - a.percent || a.country.localeCompare(b.country))
    .slice(0, limit);
}

export function rankingOf(snapshot: StatsSnapshot) {
  return Object.entries(snapshot.recentShares)
    .map(([code, percent]) => ({ code, percent }))
    .sort((a, b) => b.percent - a.percent || a.code.localeCompare(b.code));
}

/**
 * The figures for an exam, recomputed at most every ten minutes per process; null until they rest on
 * LIVE_MIN_RESULTS results (a paid report then leaves its comparisons out rather than show invented ones).
 */
export function createStatsService(deps: { db: Db; clock: { now(): Date } }) {
  const cache = ttlCache<number, StatsSnapshot | null>(10 * 60_000);
  return {
    snapshot: (examId: number) => cache.get(examId, () => liveSnapshot(deps.db, examId, deps.clock.now())),
    clear: () => cache.clear(),
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
