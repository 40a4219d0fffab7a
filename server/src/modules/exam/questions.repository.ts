import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { ScoredItem } from '../scoring/scoring';
import type { ItemKind } from './itemKinds';

export interface QuestionRow {
  code: string;
  axis: ScoredItem['axis'];
  keyed: ScoredItem['keyed'];
  part: number;
  position: number;
  text: string | null;
  kind: ItemKind;
  block: string | null;
  dimension: string | null;
  /** Logits, on exams scored by an item response model (IQ). */
  difficulty: number | null;
}

/** Active items in test order, with their text in `locale` (null when that locale lacks it). */
export async function listQuestions(db: Executor, examId: number, locale: Locale): Promise<QuestionRow[]> {
  return db('questions as q')
    .leftJoin('question_texts as t', function joinText() {
      this.on('t.question_id', 'q.id').andOn('t.locale', db.raw('?', [locale]));
    })
    .where({ 'q.exam_id': examId, 'q.active': true })
    .orderBy('q.position')
    .select<QuestionRow[]>('q.code', 'q.axis', 'q.keyed', 'q.part', 'q.position', 't.text', 'q.kind', 'q.block', 'q.dimension', 'q.difficulty');
}

export async function findLabels(db: Executor, examId: number, locale: Locale): Promise<string[] | null> {
  const row = await db('answer_scales').where({ exam_id: examId, locale }).first<{ labels: string[] } | undefined>('labels');
  return row?.labels ?? null;
}
