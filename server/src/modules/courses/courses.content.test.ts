import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../../seeds/content';
import { LOCALES } from '../../shared/locales';
import { LESSON_KINDS } from './courses.models';
import { readCourseFiles } from './courses.seed';

/** The shipped courses: enough of them, every lesson kind, all nine locales, each lesson's words in each. */
describe('course content', () => {
  const files = readCourseFiles(path.join(contentDir, 'courses'));

  it('ships at least six courses of three to five lessons, free and Premium, with every lesson kind', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const f of files) expect(f.lessons.length, f.slug).toBeGreaterThanOrEqual(3);
    for (const f of files) expect(f.lessons.length, f.slug).toBeLessThanOrEqual(5);
    expect(new Set(files.flatMap((f) => f.lessons.map((l) => l.kind)))).toEqual(new Set(LESSON_KINDS));
    expect(files.some((f) => f.premium) && files.some((f) => !f.premium)).toBe(true);
  });

  it('has every course and lesson in all nine locales, each locale in its own words', () => {
    for (const f of files) {
      expect(Object.keys(f.locales).sort(), f.slug).toEqual([...LOCALES].sort());
      const titles = new Set(Object.values(f.locales).map((t) => t.title));
      expect(titles.size, f.slug).toBe(LOCALES.length);
      for (const [locale, t] of Object.entries(f.locales)) {
        if (locale !== 'en-US') expect(t.lessons.map((l) => l.title), `${f.slug} ${locale}`).not.toEqual(f.locales['en-US']!.lessons.map((l) => l.title));
      }
    }
  });
});
