import type { Locale } from '../../shared/locales';
import type { StudioState } from '../content/studioContent.models';
import type { CourseCategory, CourseFile } from './courses.models';

/**
 * A course as the studio writes it: its settings, its lessons in order and their words per locale, the shape of a
 * content file without the slug and dates (the product keeps those).
 */
export type CourseDocument = Omit<CourseFile, 'slug' | 'publishedAt' | 'updatedAt'>;

export interface CourseStudioRow {
  id: number;
  slug: string;
  state: StudioState;
  origin: 'seed' | 'studio';
  category: CourseCategory;
  publish_at: Date | null;
  version: number;
  changed_at: Date;
  published_at: string;
  has_changes: boolean;
}

/** A course in the studio's list. */
export interface CourseStudioSummary {
  id: number;
  state: StudioState;
  category: CourseCategory;
  title: string | null;
  locales: Locale[];
  hasChanges: boolean;
  publishAt: Date | null;
  publishedAt: string | null;
  version: number;
  updatedAt: Date;
}

/** A course in the studio's editor: its working document (the draft when there is one, else what readers see). */
export interface CourseStudioModel extends Omit<CourseStudioSummary, 'title' | 'locales' | 'category'> {
  slug: string;
  document: CourseDocument;
}
