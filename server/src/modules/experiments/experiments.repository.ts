import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { ExperimentKey, FigureModel, RunModel, ScoredRun } from './experiments.models';

interface RunRow {
  id: string;
  experiment: ExperimentKey;
  score: number | string;
  figures: FigureModel[] | string;
  trials_used: number;
  trials_excluded: number;
  created_at: Date | string;
}

const toRun = (r: RunRow): RunModel => ({
  id: r.id,
  experiment: r.experiment,
  score: Number(r.score),
  figures: typeof r.figures === 'string' ? (JSON.parse(r.figures) as FigureModel[]) : r.figures,
  trialsUsed: r.trials_used,
  trialsExcluded: r.trials_excluded,
  createdAt: new Date(r.created_at),
});

const RUN_COLUMNS = ['id', 'experiment', 'score', 'figures', 'trials_used', 'trials_excluded', 'created_at'] as const;

export async function insertRun(ex: Executor, userId: string, experiment: ExperimentKey, locale: Locale, run: ScoredRun, at: Date): Promise<RunModel> {
  const [row] = await ex('experiment_runs')
    .insert({
      user_id: userId,
      experiment,
      score: run.score,
      figures: JSON.stringify(run.figures),
      trials_used: run.trialsUsed,
      trials_excluded: run.trialsExcluded,
      locale,
      created_at: at,
    })
    .returning(RUN_COLUMNS);
  return toRun(row as RunRow);
}

/** A member's runs of one experiment, newest first. */
export async function listRuns(ex: Executor, userId: string, experiment: ExperimentKey, limit: number): Promise<RunModel[]> {
  const rows = await ex('experiment_runs').where({ user_id: userId, experiment }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit).select(RUN_COLUMNS);
  return (rows as RunRow[]).map(toRun);
}

/** A member's latest run of each experiment. */
export async function latestRuns(ex: Executor, userId: string): Promise<RunModel[]> {
  const rows = await ex('experiment_runs')
    .distinctOn('experiment')
    .where({ user_id: userId })
    .orderBy([{ column: 'experiment' }, { column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .select(RUN_COLUMNS);
  return (rows as RunRow[]).map(toRun);
}

export interface NormRow {
  sampleSize: number;
  median: number | null;
  /** Others' latest figures below the one compared, and equal to it (the member's own latest left out). */
  below: number;
  equal: number;
}

/**
 * Everyone's results of an experiment so far, one figure per member (their latest run), computed in SQL: how many,
 * the median, and where `score` falls among the others (`excludeUserId`'s own latest run is not compared with itself).
 */
export async function norm(ex: Executor, experiment: ExperimentKey, score: number | null, excludeUserId: string | null): Promise<NormRow> {
  const latest = ex('experiment_runs').distinctOn('user_id').where({ experiment }).orderBy([{ column: 'user_id' }, { column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('user_id', 'score');
  const row = (await ex
    .with('latest', latest)
    .from('latest')
    .select(
      ex.raw('count(*)::int as sample_size'),
      ex.raw('percentile_cont(0.5) within group (order by score) as median'),
      ex.raw('count(*) filter (where score < ? and user_id is distinct from ?)::int as below', [score, excludeUserId]),
      ex.raw('count(*) filter (where score = ? and user_id is distinct from ?)::int as equal', [score, excludeUserId]),
    )
    .first()) as { sample_size: number; median: number | string | null; below: number; equal: number };
  return { sampleSize: row.sample_size, median: row.median === null ? null : Number(row.median), below: row.below, equal: row.equal };
}
