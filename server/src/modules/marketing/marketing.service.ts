import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { AppError } from '../../shared/errors';
import { ttlCache } from '../../shared/ttlCache';
import { FEATURE_FLAGS, type FeatureFlags, isAvailable } from '../catalog/features';
import * as repo from './marketing.repository';

/**
 * The fewest people a published figure may rest on. Below it a figure could point at someone ("1 person in
 * Iceland today"), and a new install would show zeros that say nothing; either way the figure stays hidden.
 */
export const MIN_PEOPLE = 20;

/** Seconds a statement takes, for the time estimate shown before enough people have finished the test. */
export const SECONDS_PER_STATEMENT = 12;

const DAY_MS = 24 * 3600 * 1000;

export interface HomeCountersModel {
  takenToday: number | null;
  inRegion: number | null;
  region: string | null;
  totalCompleted: number | null;
  accuracyRating: number | null;
  ratingCount: number | null;
}

export type ReportDelivery = 'SCREEN' | 'PDF' | 'EMAIL';

export interface ExamFactsModel {
  questionCount: number;
  dimensionCount: number;
  languageCount: number;
  minutes: number;
  minutesMeasured: boolean;
  reportDelivery: ReportDelivery[];
}

export type ActivityKind = 'REPORTS_UNLOCKED_THIS_WEEK' | 'TESTS_COMPLETED_THIS_WEEK';

export interface ActivityFigureModel {
  kind: ActivityKind;
  count: number;
}

const COUNTRY = /^[A-Z]{2}$/;

/** A count as published: itself from MIN_PEOPLE up, null below. */
export const published = (count: number): number | null => (count >= MIN_PEOPLE ? count : null);

/** How a paid report reaches its buyer, by the features that work today. */
function reportDelivery(features: FeatureFlags): ReportDelivery[] {
  const ways: [ReportDelivery, string][] = [['SCREEN', 'fullReport'], ['PDF', 'pdfReport'], ['EMAIL', 'emailDelivery']];
  return ways.filter(([, feature]) => isAvailable(feature, features)).map(([way]) => way);
}

/**
 * Figures about people for the home and plan pages. Every figure is counted from stored data and is about many
 * people, never about one: no buyer's type, country or time is ever shown, and each figure waits until it rests
 * on at least MIN_PEOPLE people.
 */
export function createMarketingService(deps: { db: Db; clock: Clock; features?: FeatureFlags }) {
  // The exam's shape changes only with a deploy; the finishing time moves slowly.
  const factsCache = ttlCache<number, ExamFactsModel>(5 * 60_000, () => deps.clock.now().getTime());

  return {
    /** Home page figures, each null until it rests on MIN_PEOPLE people. */
    async homeCounters(examId: number, countryInput: string | null | undefined): Promise<HomeCountersModel> {
      const country = countryInput ? countryInput.trim().toUpperCase() : null;
      if (country !== null && !COUNTRY.test(country)) {
        throw new AppError('BAD_USER_INPUT', 'country must be an ISO 3166-1 alpha-2 code', { field: 'country' });
      }
      const now = deps.clock.now();
      const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const since30Days = new Date(now.getTime() - 30 * DAY_MS);
      const row = await repo.homeCounters(deps.db, { examId, country, startOfDay, since30Days });
      const ratingCount = published(Number(row.rating_count));
      return {
        takenToday: published(Number(row.taken_today)),
        inRegion: country ? published(Number(row.in_region)) : null,
        region: country,
        totalCompleted: published(Number(row.total_completed)),
        accuracyRating: ratingCount === null ? null : Math.round(Number(row.rating_avg) * 10) / 10,
        ratingCount,
      };
    },

    /**
     * What is true of the test from its first day: its statements, dimensions and languages, how long it takes
     * (the median of finished runs once MIN_PEOPLE people have finished, an estimate from the statements before)
     * and how the report reaches its buyer.
     */
    examFacts(examId: number): Promise<ExamFactsModel> {
      return factsCache.get(examId, async () => {
        const [shape, time] = await Promise.all([repo.examShape(deps.db, examId), repo.finishTime(deps.db, examId)]);
        const questionCount = Number(shape.questions);
        const measured = time.runs >= MIN_PEOPLE && time.medianSeconds !== null;
        const seconds = measured ? time.medianSeconds! : questionCount * SECONDS_PER_STATEMENT;
        return {
          questionCount,
          dimensionCount: Number(shape.dimensions),
          languageCount: Number(shape.languages),
          minutes: Math.max(1, Math.round(seconds / 60)),
          minutesMeasured: measured,
          reportDelivery: reportDelivery(deps.features ?? FEATURE_FLAGS),
        };
      });
    },

    /** The plan page's notices: this week's figures that rest on MIN_PEOPLE people; none before. */
    async activity(examId: number): Promise<ActivityFigureModel[]> {
      const weekAgo = new Date(deps.clock.now().getTime() - 7 * DAY_MS);
      const [buyers, completed] = await Promise.all([
        repo.reportBuyersSince(deps.db, examId, weekAgo),
        repo.completedSince(deps.db, examId, weekAgo),
      ]);
      const figures: ActivityFigureModel[] = [
        { kind: 'REPORTS_UNLOCKED_THIS_WEEK', count: buyers },
        { kind: 'TESTS_COMPLETED_THIS_WEEK', count: completed },
      ];
      return figures.filter((figure) => published(figure.count) !== null);
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
