import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { AppError } from '../../shared/errors';
import * as repo from './marketing.repository';

export interface HomeCountersModel {
  takenToday: number;
  inRegion: number;
  region: string | null;
  totalCompleted: number;
  accuracyRating: number | null;
  ratingCount: number;
}

const COUNTRY = /^[A-Z]{2}$/;

export function createMarketingService(deps: { db: Db; clock: Clock }) {
  return {
    /** Home page figures, all counted from stored results: nothing shown is invented. */
    async homeCounters(examId: number, countryInput: string | null | undefined): Promise<HomeCountersModel> {
      const country = countryInput ? countryInput.trim().toUpperCase() : null;
      if (country !== null && !COUNTRY.test(country)) {
        throw new AppError('BAD_USER_INPUT', 'country must be an ISO 3166-1 alpha-2 code', { field: 'country' });
      }
      const now = deps.clock.now();
      const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const since30Days = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
      const row = await repo.homeCounters(deps.db, { examId, country, startOfDay, since30Days });
      const ratingCount = Number(row.rating_count);
      return {
        takenToday: Number(row.taken_today),
        inRegion: country ? Number(row.in_region) : 0,
        region: country,
        totalCompleted: Number(row.total_completed),
        accuracyRating: ratingCount > 0 ? Math.round(Number(row.rating_avg) * 10) / 10 : null,
        ratingCount,
      };
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
