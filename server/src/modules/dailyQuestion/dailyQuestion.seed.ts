import fs from 'node:fs';
import path from 'node:path';
import type { Executor } from '../../db/connection';
import { LOCALES, type Locale } from '../../shared/locales';
import { QuestionFile, type QuestionSeed } from './dailyQuestion.models';
import * as repo from './dailyQuestion.repository';
import { extendAllSchedules } from './dailyQuestion.service';

/** Reads seeds/content/dailyQuestions/<locale>.json for every locale that has one, checked. */
export function readQuestionFiles(dir: string): Map<Locale, QuestionSeed[]> {
  const out = new Map<Locale, QuestionSeed[]>();
  for (const locale of LOCALES) {
    const file = path.join(dir, `${locale}.json`);
    if (!fs.existsSync(file)) continue;
    try {
      out.set(locale, QuestionFile.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).questions);
    } catch (err) {
      throw new Error(`${file}: ${(err as Error).message}`, { cause: err });
    }
  }
  return out;
}

/**
 * Upserts the questions and their texts, then fills the schedule ahead. The shared part (kind, type, correct
 * options) comes from the English file, which every locale follows (the content test holds them to it). A question
 * the studio has edited is the studio's from then on: the files no longer touch it.
 */
export async function seedDailyQuestions(ex: Executor, dir: string, now: Date): Promise<void> {
  const files = readQuestionFiles(dir);
  const edited = new Set(await repo.studioEditedIds(ex));
  const base = files.get('en-US') ?? [];
  for (const [position, q] of base.entries()) {
    if (edited.has(q.id)) continue;
    await repo.upsertQuestion(ex, { id: q.id, type: q.type, kind: q.kind, correct: q.correct, position });
  }
  const known = new Set(base.map((q) => q.id).filter((id) => !edited.has(id)));
  for (const [locale, questions] of files) {
    for (const q of questions) {
      if (!known.has(q.id)) continue;
      await repo.upsertText(ex, {
        questionId: q.id,
        locale,
        prompt: q.prompt,
        options: q.options,
        accepted: q.accepted,
        analysis: q.analysis,
      });
    }
  }
  await extendAllSchedules(ex, now);
}
