import type { SkuModel } from '../catalog/catalog.models';
import type { ExamModel } from '../exam/exam.models';

/** The test centre's tabs, in the order they are shown; an exam's `category` is one of these keys. */
export const TEST_CATEGORIES = ['mental-health', 'ability', 'iq', 'personality'] as const;
export type TestCategory = (typeof TEST_CATEGORIES)[number];

export const isTestCategory = (value: string): value is TestCategory => (TEST_CATEGORIES as readonly string[]).includes(value);

/** Why a test is suggested to someone (see suggestions.ts). */
export type SuggestionReason = 'wellbeing' | 'goDeeper' | 'newArea' | 'popular';

/** One test as the test centre shows it. */
export interface TestCardModel {
  exam: ExamModel;
  /** The one-off full report in the visitor's currency; null when the member's plan includes it or none is sold. */
  price: SkuModel['price'] | null;
  /** The signed-in member's plan includes this test's full report. */
  included: boolean;
  /** Finished tests in the recent window; null below the threshold, so no small figure is ever shown. */
  recentCompletions: number | null;
  publishedAt: Date;
  reason: SuggestionReason | null;
}

/** Who is looking: their locale's country prices the cards, and a signed-in member gets suggestions from their results. */
export interface TestCentreViewer {
  country: string | null;
  member: { email: string } | null;
}

export interface TestCategorySummaryModel {
  category: TestCategory;
  /** Live tests in the category. */
  count: number;
}

export interface TestCardPageModel {
  items: TestCardModel[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface TestSuggestionsModel {
  items: TestCardModel[];
  /** How many tests could be suggested in all: refreshing rotates through them. */
  total: number;
  /** Where this answer starts in the rotation; the next refresh asks from offset + items.length. */
  offset: number;
}
