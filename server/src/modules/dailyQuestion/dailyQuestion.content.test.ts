import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../../seeds/content';
import { LOCALES } from '../../shared/locales';
import { readQuestionFiles } from './dailyQuestion.seed';
import { ANSWER_KINDS, QUESTION_TYPES } from './dailyQuestion.models';

const files = readQuestionFiles(path.join(contentDir, 'dailyQuestions'));
const english = files.get('en-US') ?? [];

/** The daily questions' content: the same set in every locale, each question whole and answerable. */
describe('daily question content', () => {
  it('has a file for every locale, with the same ids in the same order', () => {
    expect([...files.keys()].sort()).toEqual([...LOCALES].sort());
    for (const [locale, questions] of files) expect(questions.map((q) => q.id), locale).toEqual(english.map((q) => q.id));
  });

  it('has unique ids and covers every type and kind', () => {
    expect(new Set(english.map((q) => q.id)).size).toBe(english.length);
    for (const type of QUESTION_TYPES) expect(english.some((q) => q.type === type), type).toBe(true);
    for (const kind of ANSWER_KINDS) expect(english.some((q) => q.kind === kind), kind).toBe(true);
  });

  it('keeps kind, type, option count and correct options alike in every locale', () => {
    for (const [locale, questions] of files) {
      for (const [i, q] of questions.entries()) {
        const en = english[i]!;
        expect({ type: q.type, kind: q.kind, options: q.options.length, correct: q.correct }, `${locale} ${q.id}`).toEqual({
          type: en.type,
          kind: en.kind,
          options: en.options.length,
          correct: en.correct,
        });
        expect(q.kind === 'fill' ? q.accepted.length > 0 : q.options.length >= 2, `${locale} ${q.id}`).toBe(true);
      }
    }
  });

  it('gives every question an analysis of two to five sentences', () => {
    for (const [locale, questions] of files) {
      for (const q of questions) {
        // A sentence ends at . ! ? before a space (so 1.10 stays whole), or at a CJK full stop; quoted words
        // ("How did it happen?") are one part of their sentence.
        const unquoted = q.analysis.replace(/「[^」]*」|“[^”]*”|"[^"]*"|«[^»]*»|„[^“]*“/gu, 'Q');
        const sentences = unquoted.split(/(?<=[.!?]["”»“]?)\s+|(?<=[。！？][”」』]?)/u).filter((part) => part.trim().length > 1);
        expect(sentences.length, `${locale} ${q.id}: ${q.analysis}`).toBeGreaterThanOrEqual(2);
        expect(sentences.length, `${locale} ${q.id}: ${q.analysis}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it('never leaves the text of another locale: option and prompt differ from English outside en-US', () => {
    for (const [locale, questions] of files) {
      if (locale === 'en-US') continue;
      for (const [i, q] of questions.entries()) expect(q.prompt, `${locale} ${q.id}`).not.toBe(english[i]!.prompt);
    }
  });
});
