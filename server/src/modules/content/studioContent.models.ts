import type { Locale } from '../../shared/locales';
import type { ArticleCategory, BodyBlock } from './content.models';

/** What the studio writes: articles and platform notices, each with a text per locale. */
export const STUDIO_KINDS = ['article', 'notice'] as const;
export type StudioKind = (typeof STUDIO_KINDS)[number];

/** A draft readers never see, one scheduled to be published at `publishAt`, or one readers see now. */
export const STUDIO_STATES = ['draft', 'scheduled', 'published'] as const;
export type StudioState = (typeof STUDIO_STATES)[number];

export interface StudioTextRow {
  locale: Locale;
  title: string;
  summary: string | null;
  body: BodyBlock[];
}

interface StudioMainRow {
  id: number;
  state: StudioState;
  publish_at: Date | null;
  version: number;
  updated_at: Date | null;
  created_at: Date;
  published_at: string;
  category: ArticleCategory | null;
}

export interface StudioListRow extends StudioMainRow {
  locales: Locale[] | null;
  title: string | null;
  has_changes: boolean;
}

export interface StudioItemRow extends StudioMainRow {
  slug: string;
  live: StudioTextRow[];
  drafts: StudioTextRow[];
}

/** An item as the studio lists it: its title in the locale asked for (or another), and which locales it has. */
export interface StudioSummaryModel {
  id: number;
  kind: StudioKind;
  state: StudioState;
  category: ArticleCategory | null;
  title: string | null;
  locales: Locale[];
  /** Saved texts not yet published (for a published item: changes readers do not see yet). */
  hasChanges: boolean;
  publishAt: Date | null;
  publishedAt: string | null;
  version: number;
  updatedAt: Date;
}

/** One locale's text in the studio: the working text (the draft when there is one, else what readers see). */
export interface StudioTextModel extends StudioTextRow {
  /** Whether this locale's text differs from what readers see (a draft not yet published). */
  changed: boolean;
  /** Whether readers see a text in this locale now. */
  live: boolean;
}

export interface StudioItemModel extends Omit<StudioSummaryModel, 'title' | 'locales'> {
  slug: string;
  texts: StudioTextModel[];
}

/** Why a studio write was refused: stable codes the studio translates. */
export const STUDIO_ERROR_CODES = [
  'EDIT_CONFLICT',
  'NOT_FOUND',
  'INVALID_LOCALE',
  'CATEGORY_REQUIRED',
  'TITLE_REQUIRED',
  'SUMMARY_REQUIRED',
  'BODY_REQUIRED',
  'BODY_INVALID',
  'TEXT_TOO_LONG',
  'NOTHING_TO_PUBLISH',
  'PUBLISH_AT_PAST',
  'DAY_PAST',
  'INVALID_DATE',
  'QUESTION_NOT_FOUND',
  'QUESTION_INVALID',
  'OPTIONS_INVALID',
  'CORRECT_INVALID',
  'ACCEPTED_REQUIRED',
  'ANALYSIS_REQUIRED',
  'PROMPT_REQUIRED',
] as const;
export type StudioErrorCode = (typeof STUDIO_ERROR_CODES)[number];

export interface StudioError {
  code: StudioErrorCode;
  field: string | null;
  message: string;
}

export const studioError = (code: StudioErrorCode, field: string | null, message: string): StudioError => ({ code, field, message });

export type StudioResult<T> = { value: T; errors: [] } | { value: null; errors: StudioError[] };
export const ok = <T>(value: T): StudioResult<T> => ({ value, errors: [] });
export const refused = <T>(...errors: StudioError[]): StudioResult<T> => ({ value: null, errors });
