import { delay, graphql, HttpResponse } from 'msw';
import type {
  CategoryTestsQuery,
  CategoryTestsQueryVariables,
  HotTestsQuery,
  HotTestsQueryVariables,
  LatestTestsQuery,
  LatestTestsQueryVariables,
  SuggestedTestsQuery,
  SuggestedTestsQueryVariables,
  TestCategory,
  TestSuggestionReason,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

type ServedCard = Served<HotTestsQuery>['hotTests'][number];

export interface FakeTest {
  id: number;
  code: string;
  name: string;
  category: TestCategory;
  minutes: number;
  itemCount: number;
  /** Finished in the last 30 days. */
  completions: number;
  /** Days since it was published. */
  age: number;
  /** The full report in USD minor units, or null when none is sold. */
  price: number | null;
}

/** The product's tests as the server lists them (the IQ test among them once its seed is in). */
export const TESTS: readonly FakeTest[] = [
  { id: 1754, code: 'BMBTI', name: '16-Type Personality Test', category: 'PERSONALITY', minutes: 15, itemCount: 76, completions: 64, age: 300, price: 1999 },
  { id: 1801, code: 'DEPS', name: 'Depression Screen', category: 'MENTAL_HEALTH', minutes: 4, itemCount: 14, completions: 7, age: 200, price: 999 },
  { id: 1802, code: 'YDGX', name: 'Psychological Map', category: 'PERSONALITY', minutes: 15, itemCount: 95, completions: 31, age: 100, price: 1499 },
  { id: 1803, code: 'IQ', name: 'Matrix Reasoning Test', category: 'IQ', minutes: 20, itemCount: 30, completions: 0, age: 5, price: 1299 },
];

export type Operation = 'CategoryTests' | 'HotTests' | 'SuggestedTests' | 'LatestTests';

let tests: readonly FakeTest[] = TESTS;
let member: { id: string; taken: readonly string[] } | null = null;
let included = false;
let failing: Partial<Record<Operation, number>> = {};
let held: Partial<Record<Operation, boolean>> = {};
/** Every request's variables, by operation, for tests that check what was asked. */
export const asked: Partial<Record<Operation, unknown[]>> = {};

/** A card as the server sends it: a figure only from 20 finished tests up, a price unless the plan includes it. */
function card(t: FakeTest, reason: TestSuggestionReason | null = null): ServedCard {
  return {
    __typename: 'TestCard',
    exam: { __typename: 'Exam', id: t.id, name: t.name, minutes: t.minutes, itemCount: t.itemCount, routeKey: `${t.code}-${t.id}`, healthData: t.category === 'MENTAL_HEALTH' },
    price: included || t.price === null ? null : { __typename: 'Price', currency: 'USD', amount: t.price },
    included,
    recentCompletions: t.completions >= 20 && t.category !== 'MENTAL_HEALTH' ? t.completions : null,
    reason,
  };
}

const byNewest = () => [...tests].sort((a, b) => a.age - b.age);
const byPopularity = () => [...tests].sort((a, b) => b.completions - a.completions || a.id - b.id);

/** Answers an operation unless a test made it fail (at the network) or hang (to see it loading). */
async function gate(op: Operation, variables: unknown): Promise<Response | null> {
  (asked[op] ??= []).push(variables);
  if (held[op]) await delay('infinite');
  if ((failing[op] ?? 0) > 0) {
    failing[op]! -= 1;
    return HttpResponse.error();
  }
  return null;
}

export const testCentreBackend = {
  reset() {
    tests = TESTS;
    member = null;
    included = false;
    failing = {};
    held = {};
    for (const key of Object.keys(asked)) delete asked[key as Operation];
  },
  setTests: (list: readonly FakeTest[]) => void (tests = list),
  /** A signed-in member who took these tests (by code). */
  signIn: (taken: readonly string[] = [], planIncludesAll = false) => {
    member = { id: 'u1', taken };
    included = planIncludesAll;
  },
  /** The next n requests of an operation fail at the network. */
  failNext: (op: Operation, n = 1) => void (failing[op] = n),
  /** Requests of an operation never answer, so the page stays loading. */
  hold: (op: Operation) => void (held[op] = true),
};

export const testCentreHandlers = [
  graphql.query<Served<CategoryTestsQuery>, CategoryTestsQueryVariables>('CategoryTests', async ({ variables }) => {
    const stop = await gate('CategoryTests', variables);
    if (stop) return stop;
    const all = byNewest().filter((t) => t.category === variables.category);
    const pageCount = Math.max(1, Math.ceil(all.length / variables.pageSize));
    const page = Math.min(pageCount, Math.max(1, variables.page));
    const items = all.slice((page - 1) * variables.pageSize, page * variables.pageSize).map((t) => card(t));
    return HttpResponse.json({ data: { testList: { __typename: 'TestCardPage', items, total: all.length, page, pageSize: variables.pageSize, pageCount } } });
  }),
  graphql.query<Served<HotTestsQuery>, HotTestsQueryVariables>('HotTests', async ({ variables }) => {
    const stop = await gate('HotTests', variables);
    if (stop) return stop;
    return HttpResponse.json({ data: { hotTests: byPopularity().filter((t) => t.completions > 0 && t.category !== 'MENTAL_HEALTH').slice(0, 4).map((t) => card(t)) } });
  }),
  graphql.query<Served<SuggestedTestsQuery>, SuggestedTestsQueryVariables>('SuggestedTests', async ({ variables }) => {
    const stop = await gate('SuggestedTests', variables);
    if (stop) return stop;
    const taken = member?.taken ?? [];
    const ranked = byPopularity().filter((t) => !taken.includes(t.code));
    const reason: TestSuggestionReason = taken.length ? 'NEW_AREA' : 'POPULAR';
    const start = ranked.length ? variables.offset % ranked.length : 0;
    const items = Array.from({ length: Math.min(3, ranked.length) }, (_, i) => card(ranked[(start + i) % ranked.length]!, reason));
    return HttpResponse.json({
      data: {
        me: member && { __typename: 'User', id: member.id },
        suggestedTests: { __typename: 'TestSuggestions', items, total: ranked.length, offset: start },
      },
    });
  }),
  graphql.query<Served<LatestTestsQuery>, LatestTestsQueryVariables>('LatestTests', async ({ variables }) => {
    const stop = await gate('LatestTests', variables);
    if (stop) return stop;
    return HttpResponse.json({ data: { latestTests: byNewest().slice(0, 4).map((t) => card(t)) } });
  }),
];
