import type { ItemKind } from '../exam/itemKinds';
import { bmbtiScorer } from './bmbti.scoring';
import { depsScorer } from './deps.scoring';
import { iqScorer } from './iq.scoring';
import { ydgxScorer } from './ydgx.scoring';

/** An item as a scoring module sees it. */
export interface ScorableItem {
  code: string;
  kind: ItemKind;
  /** The 16-type axis, or the item's dimension (E, INT, ...) or block (PHQ9, WHO5) on other exams. */
  axis: string;
  /** The 16-type pole the item is keyed to, or + / - on other exams. */
  keyed: string;
  block: string | null;
  dimension: string | null;
  /** The item's difficulty in logits, on exams scored by an item response model (IQ); null elsewhere. */
  difficulty?: number | null;
}

/** What a scoring module gives: the short key stored as the result's type code and the scores JSON. */
export interface ExamScore<S = Record<string, unknown>> {
  typeCode: string;
  scores: S;
}

/**
 * One scoring module per exam. Pure and deterministic; the answers were checked against the item kinds before,
 * and a module throws ScoringError for anything it cannot score.
 */
export interface ExamScorer<S = Record<string, unknown>> {
  code: string;
  /** Whether items left unanswered count (as wrong) rather than block scoring: a timed test's, once time is up. */
  allowsUnanswered?: boolean;
  /** `timing`: milliseconds spent per item, where the exam records them. */
  score(items: readonly ScorableItem[], answers: Readonly<Record<string, number>>, timing?: Readonly<Record<string, number>>): ExamScore<S>;
}

const SCORERS = new Map<string, ExamScorer>([bmbtiScorer, depsScorer, ydgxScorer, iqScorer].map((s) => [s.code, s as ExamScorer]));

/** The scoring module of an exam, by its code; null for an exam that has none yet. */
export function scorerFor(code: string): ExamScorer | null {
  return SCORERS.get(code) ?? null;
}
