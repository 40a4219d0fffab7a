import { graphql, HttpResponse } from 'msw';
import type { HomeCountersQuery, HomeCountersQueryVariables } from '../src/__generated__/graphql';
import { examHandlers } from './examBackend';

export const HOME_COUNTERS: HomeCountersQuery['homeCounters'] = {
  takenToday: 1284,
  inRegion: 45210,
  region: 'US',
  totalCompleted: 3902117,
  accuracyRating: 4.7,
  ratingCount: 1520,
};

export const homeCountersHandler = (counters: HomeCountersQuery['homeCounters'] = HOME_COUNTERS) =>
  graphql.query<HomeCountersQuery, HomeCountersQueryVariables>('HomeCounters', () =>
    HttpResponse.json({ data: { homeCounters: counters } }),
  );

/** What the server answers unless a test says otherwise. */
export const defaultHandlers = [homeCountersHandler(), ...examHandlers];
