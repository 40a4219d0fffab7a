import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import type { Locale } from '../../shared/locales';
import { permitsContent, type MemberTier } from '../access/policy';
import type { UserRow } from '../account/account.models';
import { type ExperimentRunError, runError } from './experiments.errors';
import { EXPERIMENT_KEYS, EXPERIMENTS, type ExperimentKey, type ExperimentView, type NormModel, type RunModel, type TrialInput } from './experiments.models';
import * as repo from './experiments.repository';
import { NotEnoughTrials, scoreRun } from './experiments.scoring';
import { validateTrials } from './experiments.validation';

/** Below this many people, where a figure falls among everyone's is not told: it would say more than it knows. */
export const MIN_SAMPLE_FOR_PERCENTILE = 20;
/** How many of a member's own past runs a page shows. */
export const HISTORY_LENGTH = 10;

export interface ReaderStanding {
  signedIn: boolean;
  /** Whether runs are kept for this reader (the access policy's `experiment:record`). */
  mayRecord: boolean;
}

export interface OverviewView extends ReaderStanding {
  experiments: ExperimentView[];
}

export interface DetailView extends ReaderStanding {
  experiment: ExperimentView;
}

/** A run as scored, with `id` null when it was not kept (a visitor's, or an account without a plan). */
export interface SubmittedRun extends Omit<RunModel, 'id'> {
  id: string | null;
}

export type SubmitResult =
  | { run: SubmittedRun; saved: boolean; everyone: NormModel; history: RunModel[]; errors: [] }
  | { run: null; saved: false; everyone: null; history: []; errors: ExperimentRunError[] };

/** Where `score` falls among the others' latest figures, told only from MIN_SAMPLE_FOR_PERCENTILE people on. */
export function percentileOf(row: repo.NormRow, hasOwnInSample: boolean): number | null {
  const others = row.sampleSize - (hasOwnInSample ? 1 : 0);
  if (row.sampleSize < MIN_SAMPLE_FOR_PERCENTILE || others <= 0) return null;
  return Math.round((100 * (row.below + row.equal / 2)) / others);
}

/**
 * The user centre's experiments: anyone may take one and see their figure against everyone's; a member's runs
 * (`experiment:record`) are kept, and only kept runs make up everyone's results, one per member (their latest).
 */
export function createExperimentsService(deps: { db: Db; clock: Clock; subscriptions: { entitlement(email: string): Promise<{ tier: MemberTier }> } }) {
  const { db, clock } = deps;

  async function standing(reader: UserRow | null): Promise<ReaderStanding> {
    if (!reader) return { signedIn: false, mayRecord: false };
    return { signedIn: true, mayRecord: permitsContent((await deps.subscriptions.entitlement(reader.email)).tier, 'experiment:record') };
  }

  async function everyone(key: ExperimentKey, score: number | null, reader: UserRow | null, ownInSample: boolean): Promise<NormModel> {
    const row = await repo.norm(db, key, score, ownInSample && reader ? reader.id : null);
    return { sampleSize: row.sampleSize, median: row.median, percentile: score === null ? null : percentileOf(row, ownInSample) };
  }

  async function view(key: ExperimentKey, reader: UserRow | null, lastRun: RunModel | null, history: RunModel[]): Promise<ExperimentView> {
    const def = EXPERIMENTS[key];
    return { key, minutes: def.minutes, unit: def.unit, lastRun, history, everyone: await everyone(key, lastRun?.score ?? null, reader, lastRun !== null) };
  }

  return {
    /** Every experiment with the reader's latest figure and everyone's results so far. */
    async overview(reader: UserRow | null): Promise<OverviewView> {
      const [who, latest] = await Promise.all([standing(reader), reader ? repo.latestRuns(db, reader.id) : Promise.resolve([])]);
      const experiments = await Promise.all(EXPERIMENT_KEYS.map((key) => view(key, reader, latest.find((r) => r.experiment === key) ?? null, [])));
      return { ...who, experiments };
    },

    /** One experiment with the reader's own past runs (newest first). */
    async detail(key: ExperimentKey, reader: UserRow | null): Promise<DetailView> {
      const [who, history] = await Promise.all([standing(reader), reader ? repo.listRuns(db, reader.id, key, HISTORY_LENGTH) : Promise.resolve([])]);
      return { ...who, experiment: await view(key, reader, history[0] ?? null, history) };
    },

    /**
     * Scores a run from its trials (BAD_USER_INPUT when they break the experiment's bounds; TOO_FEW_VALID_TRIALS as
     * data when exclusions leave too little), keeps it for a member who may record, and compares it with everyone's.
     */
    async submit(reader: UserRow | null, input: { key: ExperimentKey; locale: Locale; trials: TrialInput[] }): Promise<SubmitResult> {
      validateTrials(input.key, input.trials);
      let scored;
      try {
        scored = scoreRun(input.key, input.trials);
      } catch (e) {
        if (e instanceof NotEnoughTrials) return { run: null, saved: false, everyone: null, history: [], errors: [runError('TOO_FEW_VALID_TRIALS')] };
        throw e;
      }
      const who = await standing(reader);
      const now = clock.now();
      const run: SubmittedRun = who.mayRecord && reader
        ? await repo.insertRun(db, reader.id, input.key, input.locale, scored, now)
        : { ...scored, id: null, experiment: input.key, createdAt: now };
      const [norm, history] = await Promise.all([
        everyone(input.key, run.score, reader, who.mayRecord),
        reader ? repo.listRuns(db, reader.id, input.key, HISTORY_LENGTH) : Promise.resolve([]),
      ]);
      return { run, saved: run.id !== null, everyone: norm, history, errors: [] };
    },
  };
}

export type ExperimentsService = ReturnType<typeof createExperimentsService>;
