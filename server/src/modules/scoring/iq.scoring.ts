/**
 * The matrix reasoning test (IQ). Each item is answered with the index of the chosen option (choice_timed); an
 * item left unanswered when time runs out counts as wrong, so guessing is never penalised beyond a wrong answer.
 *
 * Items carry their answer key in `keyed` (the right option's index), their rule kinds in `dimension`
 * (comma-separated, such as "progression,constant") and their difficulty in logits. Ability θ is the Rasch
 * model's EAP estimate with its standard error (iq.rasch.ts); what it means as an IQ depends on the scale in force
 * and is read with the result (iq.reading.ts), as the psychological map's percentiles are.
 */
import { inRange } from '../exam/itemKinds';
import { estimateAbility } from './iq.rasch';
import type { ExamScorer } from './registry';
import { ScoringError } from './scoring';

export const IQ_RULE_KINDS = ['constant', 'progression', 'arithmetic', 'distribute_three'] as const;
export type IqRuleKind = (typeof IQ_RULE_KINDS)[number];

export interface IqItemScore {
  code: string;
  correct: boolean;
  /** Whether the person chose an option before time ran out. */
  answered: boolean;
  /** Milliseconds spent on the item, when the client reported them. */
  ms: number | null;
  difficulty: number;
  rules: IqRuleKind[];
}

export interface IqScores {
  /** The parallel form taken (A, B or C). */
  form: string;
  raw: number;
  count: number;
  answered: number;
  theta: number;
  se: number;
  /** Right answers and items per rule kind: an item counts toward every rule kind it uses. */
  byRule: Record<IqRuleKind, { right: number; total: number }>;
  items: IqItemScore[];
}

const round = (x: number) => Math.round(x * 1000) / 1000;

const isRuleKind = (s: string): s is IqRuleKind => (IQ_RULE_KINDS as readonly string[]).includes(s);

/** The rule kinds an item's `dimension` names. */
export const rulesOf = (dimension: string | null): IqRuleKind[] => [...new Set((dimension ?? '').split(',').map((s) => s.trim()).filter(isRuleKind))];

export const iqScorer: ExamScorer<IqScores> = {
  code: 'IQ',
  allowsUnanswered: true,
  score(items, answers, timing) {
    const known = new Set(items.map((i) => i.code));
    for (const code of Object.keys(answers)) if (!known.has(code)) throw new ScoringError('UNKNOWN_QUESTION', code);
    if (!items.length) throw new ScoringError('MISSING_ANSWER', 'items');
    const byRule = Object.fromEntries(IQ_RULE_KINDS.map((k) => [k, { right: 0, total: 0 }])) as IqScores['byRule'];
    const scored: IqItemScore[] = items.map((item) => {
      const value = answers[item.code];
      if (value !== undefined && !inRange(item.kind, value)) throw new ScoringError('ANSWER_OUT_OF_RANGE', item.code);
      if (item.difficulty == null || !Number.isFinite(item.difficulty)) throw new ScoringError('MISSING_ANSWER', `${item.code}: no difficulty`);
      const correct = value !== undefined && String(value) === item.keyed;
      const rules = rulesOf(item.dimension);
      for (const rule of rules) {
        byRule[rule].total += 1;
        if (correct) byRule[rule].right += 1;
      }
      const ms = timing?.[item.code];
      return { code: item.code, correct, answered: value !== undefined, ms: ms ?? null, difficulty: item.difficulty, rules };
    });
    const { theta, se } = estimateAbility(scored);
    const raw = scored.filter((s) => s.correct).length;
    const form = items[0]?.block ?? 'A';
    return {
      typeCode: `IQ-${form}`,
      scores: { form, raw, count: scored.length, answered: scored.filter((s) => s.answered).length, theta: round(theta), se: round(se), byRule, items: scored },
    };
  },
};
