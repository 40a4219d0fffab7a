import { graphql, HttpResponse } from 'msw';
import type { HomeCountersQuery, HomeCountersQueryVariables } from '../src/__generated__/graphql';
import { examHandlers } from './examBackend';
import { messageCataloguesHandler } from './messageCatalogues';
import type { Served } from './served';

export const HOME_COUNTERS: HomeCountersQuery['homeCounters'] = {
  takenToday: 1284,
  inRegion: 45210,
  region: 'US',
  totalCompleted: 3902117,
  accuracyRating: 4.7,
  ratingCount: 1520,
};

/** What is true of the test from day one (76 statements, five dimensions, nine languages). */
export const EXAM_FACTS: HomeCountersQuery['examFacts'] = {
  questionCount: 76,
  dimensionCount: 5,
  languageCount: 9,
  minutes: 15,
  minutesMeasured: false,
  reportDelivery: ['SCREEN', 'PDF', 'EMAIL'],
};

export const homeCountersHandler = (counters: HomeCountersQuery['homeCounters'] = HOME_COUNTERS, facts = EXAM_FACTS) =>
  graphql.query<Served<HomeCountersQuery>, HomeCountersQueryVariables>('HomeCounters', () =>
    HttpResponse.json({ data: { homeCounters: counters, examFacts: facts } }),
  );

/** What the server answers unless a test says otherwise. */
export const defaultHandlers = [homeCountersHandler(), messageCataloguesHandler, ...examHandlers];
