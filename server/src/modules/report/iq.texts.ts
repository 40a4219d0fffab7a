/** seeds/content/iq/report/<locale>.json: the matrix reasoning test's result and report texts. `{x}` are filled in. */
export interface IqReportTexts {
  title: string;
  /** Section headings; `answered` is "{raw} right of {count} ({answered} answered)". */
  headings: { result: string; rules: string; time: string; practice: string; limits: string; answered: string };
  /** "Your score lies between {low} and {high}." */
  range: string;
  above: string;
  below: string;
  /** "... higher than about {percentile} in 100 ..." */
  percentile: string;
  /** "Provisional: ... {n} results so far." */
  provisional: string;
  /** The same for exactly one result, where the language says it otherwise. */
  provisionalOne: string;
  /** "Based on the results of {n} people ..." */
  own: string;
  rules: Record<'constant' | 'progression' | 'arithmetic' | 'distribute_three', { title: string; solved: string; mixed: string; missed: string }>;
  time: { none: string; steady: string; fastWrong: string; slowEnd: string; unanswered: string; point: string };
  practice: string[];
  limits: string[];
}
