import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { ttlCache } from '../../shared/ttlCache';
import { isAvailable } from '../catalog/features';
import type { CatalogService } from '../catalog/catalog.service';
import type { ExamModel } from '../exam/exam.models';
import type { ExamService } from '../exam/exam.service';
import { pageWindow } from '../order/orderPage';
import type { ScoringService } from '../scoring/scoring.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { UserRow } from '../account/account.models';
import type { CourseCategory, CourseListItem } from '../courses/courses.models';
import type { CourseService } from '../courses/courses.service';
import type { Locale } from '../../shared/locales';
import { hintsAtHeavyMood, rotate, suggestTests, type TakenTest } from './suggestions';
import {
  TEST_CATEGORIES,
  type SuggestionReason,
  type TestCardModel,
  type TestCardPageModel,
  type TestCategory,
  type TestCategorySummaryModel,
  type TestCentreViewer,
  type TestSuggestionsModel,
} from './testCentre.models';
import * as repo from './testCentre.repository';

/** "Hot" counts the tests finished in this many days. */
export const HOT_WINDOW_DAYS = 30;
/** Below this many finished tests, a card shows no figure at all: a small number says nothing and invites doubt. */
export const MIN_SHOWN_COMPLETIONS = 20;
const DAY_MS = 86_400_000;

/** The course categories that follow a test of each category, the closest first. */
export const COURSES_AFTER: Record<string, readonly CourseCategory[]> = {
  'mental-health': ['stress', 'emotions', 'sleep'],
  personality: ['selfKnowledge', 'relationships', 'emotions'],
  ability: ['habits', 'selfKnowledge'],
  iq: ['habits', 'selfKnowledge'],
};
/** After a result that hints at a heavy mood (suggestions.ts, rule 2), whatever the test: courses that ease it. */
export const COURSES_FOR_HEAVY_MOOD: readonly CourseCategory[] = ['stress', 'emotions', 'sleep'];

/** The course categories to recommend after a test and, when the member has one, their own result of it. */
export function courseCategoriesAfter(exam: Pick<ExamModel, 'category'>, ownResult: TakenTest | null): CourseCategory[] {
  const byTest = COURSES_AFTER[exam.category] ?? ['selfKnowledge'];
  return [...new Set(ownResult && hintsAtHeavyMood(ownResult) ? [...COURSES_FOR_HEAVY_MOOD, ...byTest] : byTest)];
}

type Entitlement = Awaited<ReturnType<SubscriptionService['entitlement']>>;

/**
 * Whether a member's plan includes every test's full report: the plans' "all tests" benefit, as the plan-report
 * service grants it (Premium, once every test works).
 */
function planIncludesEveryTest(entitlement: Entitlement | null, features: CatalogService['features']): boolean {
  return entitlement?.tier === 'premium' && isAvailable('allTests', features);
}

/**
 * The test centre: the live tests by category, the most finished lately, suggestions from the member's own
 * results, the newest, and one category's full list a page at a time. Every card is priced through the catalog in
 * the visitor's currency, or marked included when the member's plan includes it.
 */
export function createTestCentreService(deps: {
  db: Db;
  clock: Clock;
  exam: Pick<ExamService, 'listExams' | 'requireExam'>;
  catalog: Pick<CatalogService, 'reportOffer' | 'currencyForCountry' | 'features'>;
  subscriptions: Pick<SubscriptionService, 'entitlement'>;
  scoring: Pick<ScoringService, 'memberResults'>;
  courses: Pick<CourseService, 'recommended'>;
}) {
  const { db, clock } = deps;
  const now = () => clock.now().getTime();
  // Counting finished tests scans a month of results: once a minute is fresh enough for "hot".
  const completionsCache = ttlCache<string, Map<number, number>>(60_000, now);
  const datesCache = ttlCache<string, Map<number, Date>>(60_000, now);
  const completions = () =>
    completionsCache.get('recent', () => repo.completionsSince(db, new Date(now() - HOT_WINDOW_DAYS * DAY_MS)));
  const publishDates = () => datesCache.get('all', () => repo.publishDates(db));

  /** What every list needs: the live tests, their recent completions and publish dates, and the viewer's prices. */
  async function viewOf(viewer: TestCentreViewer) {
    const [exams, counts, dates, entitlement] = await Promise.all([
      deps.exam.listExams(),
      completions(),
      publishDates(),
      viewer.member ? deps.subscriptions.entitlement(viewer.member.email) : null,
    ]);
    const included = planIncludesEveryTest(entitlement, deps.catalog.features);
    const currency = deps.catalog.currencyForCountry(viewer.country);
    const countOf = (exam: ExamModel) => counts.get(exam.id) ?? 0;
    const publishedAt = (exam: ExamModel) => dates.get(exam.id) ?? new Date(0);
    /** Most finished in the window first, then by id. */
    const byPopularity = [...exams].sort((a, b) => countOf(b) - countOf(a) || a.id - b.id);
    /** Newest first, then the higher id. */
    const byNewest = [...exams].sort((a, b) => publishedAt(b).getTime() - publishedAt(a).getTime() || b.id - a.id);

    async function card(exam: ExamModel, reason: SuggestionReason | null = null): Promise<TestCardModel> {
      const offer = included ? null : await deps.catalog.reportOffer(exam.id, currency);
      const count = countOf(exam);
      return {
        exam,
        price: offer?.price ?? null,
        included,
        // A health exam is never sold with social proof (see ExamModel.healthData): no figure, whatever the count.
        recentCompletions: count >= MIN_SHOWN_COMPLETIONS && !exam.healthData ? count : null,
        publishedAt: publishedAt(exam),
        reason,
      };
    }
    return { exams, countOf, byPopularity, byNewest, card };
  }

  /** The member's finished tests with their results, or none for a visitor. */
  async function takenBy(viewer: TestCentreViewer): Promise<TakenTest[]> {
    return viewer.member ? deps.scoring.memberResults(viewer.member.email) : [];
  }

  return {
    /** The four tabs in their order, each with how many live tests it holds (an empty tab says so). */
    async categories(): Promise<TestCategorySummaryModel[]> {
      const exams = await deps.exam.listExams();
      return TEST_CATEGORIES.map((category) => ({ category, count: exams.filter((e) => e.category === category).length }));
    },

    /**
     * The live tests by category: the four tabs in their order (empty ones too), then any other category an exam
     * names, each list in id order.
     */
    async categoryGroups(): Promise<{ category: string; exams: ExamModel[] }[]> {
      const exams = await deps.exam.listExams();
      const others = [...new Set(exams.map((e) => e.category))].filter((c) => !(TEST_CATEGORIES as readonly string[]).includes(c));
      return [...TEST_CATEGORIES, ...others].map((category) => ({ category, exams: exams.filter((e) => e.category === category) }));
    },

    /**
     * The tests finished most in the last HOT_WINDOW_DAYS days; a test nobody finished lately is not "hot", and a
     * health exam is never offered as popular (no social proof on its path).
     */
    async hot(viewer: TestCentreViewer, first: number): Promise<TestCardModel[]> {
      const view = await viewOf(viewer);
      const hot = view.byPopularity.filter((exam) => view.countOf(exam) > 0 && !exam.healthData).slice(0, clampSize(first));
      return Promise.all(hot.map((exam) => view.card(exam)));
    },

    /**
     * Tests the member has not taken, ordered by the rules of suggestions.ts; a visitor gets every test, most taken
     * first. `offset` walks round the list, so each refresh shows the next ones.
     */
    async suggestions(viewer: TestCentreViewer, offset: number, first: number): Promise<TestSuggestionsModel> {
      const [view, taken] = await Promise.all([viewOf(viewer), takenBy(viewer)]);
      const ranked = suggestTests(view.byPopularity, taken);
      const window = rotate(ranked, offset, clampSize(first));
      return { items: await Promise.all(window.items.map((s) => view.card(s.exam, s.reason))), total: ranked.length, offset: window.offset };
    },

    /** The newest tests by publish date. */
    async latest(viewer: TestCentreViewer, first: number): Promise<TestCardModel[]> {
      const view = await viewOf(viewer);
      return Promise.all(view.byNewest.slice(0, clampSize(first)).map((exam) => view.card(exam)));
    },

    /** One category's tests, newest first, a page at a time (see pageWindow: a page past the end is the last one). */
    async list(viewer: TestCentreViewer, category: TestCategory, page: number | null | undefined, pageSize: number | null | undefined): Promise<TestCardPageModel> {
      const view = await viewOf(viewer);
      const all = view.byNewest.filter((exam) => exam.category === category);
      const window = pageWindow(all.length, page, pageSize);
      const items = await Promise.all(all.slice(window.offset, window.offset + window.pageSize).map((exam) => view.card(exam)));
      return { items, total: all.length, page: window.page, pageSize: window.pageSize, pageCount: window.pageCount };
    },

    /** One test's card; EXAM_NOT_FOUND for an unknown id. */
    async card(viewer: TestCentreViewer, examId: number): Promise<TestCardModel> {
      const exam = await deps.exam.requireExam(examId);
      return (await viewOf(viewer)).card(exam);
    },

    /**
     * The tests to take after `examId`: as if it had just been taken (with the member's own results), so a
     * depression screen leads to wellbeing tests and a personality test to the others of its kind. EXAM_NOT_FOUND
     * for an unknown id.
     */
    async after(viewer: TestCentreViewer, examId: number, first: number): Promise<TestCardModel[]> {
      const exam = await deps.exam.requireExam(examId);
      const [view, taken] = await Promise.all([viewOf(viewer), takenBy(viewer)]);
      const ranked = suggestTests(view.byPopularity, [...taken, { exam, result: { scores: {}, axes: [] } }]);
      return Promise.all(ranked.slice(0, clampSize(first)).map((s) => view.card(s.exam, s.reason)));
    },

    /**
     * The courses to take after `examId` (at most `first`), in the reader's locale, locked or not as the courses
     * service says: the categories that follow the test (COURSES_AFTER), led by the ones that ease a heavy mood when
     * the member's own latest result of it hints at one; the newest others fill a short list. EXAM_NOT_FOUND for an
     * unknown id.
     */
    async coursesAfter(viewer: TestCentreViewer, examId: number, input: { locale: Locale; reader: UserRow | null; first?: number | null }): Promise<CourseListItem[]> {
      const exam = await deps.exam.requireExam(examId);
      // The member's results come newest first.
      const own = (await takenBy(viewer)).find((t) => t.exam.id === exam.id) ?? null;
      const categories = courseCategoriesAfter(exam, own);
      return deps.courses.recommended({ locale: input.locale, categories, limit: clampSize(input.first ?? 4) }, input.reader);
    },
  };
}

/** Short lists hold 1 to 12 cards. */
function clampSize(first: number | null | undefined): number {
  return Math.min(12, Math.max(1, Math.trunc(first ?? 4) || 4));
}

export type TestCentreService = ReturnType<typeof createTestCentreService>;
