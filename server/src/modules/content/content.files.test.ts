import { describe, expect, it } from 'vitest';
import { readArticleFiles, readNoticeFiles } from '../../../seeds/memberContent';
import { EXAMS } from '../../../seeds/exams';
import { LOCALES } from '../../shared/locales';

/** The articles and notices written for the product: each file in the format the seed reads, in all nine locales. */
describe('content files', () => {
  it('every article has all nine locales, known related tests and a unique slug', () => {
    const files = readArticleFiles();
    expect(new Set(files.map((f) => f.slug)).size).toBe(files.length);
    for (const file of files) {
      expect(Object.keys(file.locales).sort(), file.slug).toEqual([...LOCALES].sort());
      for (const code of file.relatedExams) expect(EXAMS.map((e) => e.code), `${file.slug}: ${code}`).toContain(code);
    }
  });

  it('every notice has all nine locales', () => {
    for (const file of readNoticeFiles()) expect(Object.keys(file.locales).sort(), file.slug).toEqual([...LOCALES].sort());
  });
});
