import type { ItemKind } from './itemKinds';

/** seeds/content/<exam>/exam.json: an exam's parts, items and (for scales with norms) its published norms. */
export interface ExamFile {
  code: string;
  examId: number;
  category: string;
  minutes: number;
  parts: PartFile[];
  items: ItemFile[];
  norms?: NormsFile;
}

export interface PartFile {
  part: number;
  scale: ItemKind;
  instrument?: string;
  block?: string;
  blocks?: string[];
}

export interface ItemFile {
  id: string;
  part: number;
  position: number;
  instrument?: string;
  block?: string;
  dimension?: string;
  keyed?: '+' | '-';
}

export interface NormsFile {
  /** The full citation of the published norms. */
  source: string;
  /** The source's short display form by locale, such as "Open-Source Psychometrics Project IPIP data, approximate". */
  short?: Partial<Record<string, string>>;
  n: number;
  scale?: string;
  dimensions: Record<string, { mean: number; sd: number }>;
}

/** seeds/content/<exam>/items/<locale>.json. Labels are keyed by instrument (PHQ9) or by kind (accuracy5). */
export interface ItemTextsFile {
  instructions?: Record<string, string>;
  labels: Record<string, string[]>;
  items: Record<string, string>;
  tips?: Record<string, string>;
  attribution?: string;
}

/** An exam part as stored: the blocks it holds and the kind of each. */
export interface ExamPartModel {
  part: number;
  blocks: { block: string; kind: ItemKind }[];
}

/** What an exam shows around its items in one locale, as stored in exam_content (kind items). */
export interface ExamLocaleContent {
  instructions: Record<string, string>;
  /** Labels per item kind, one per value from the kind's min to its max (agree7: from +3 down). */
  labels: Partial<Record<ItemKind, string[]>>;
  tips: Record<string, string>;
  attribution: string | null;
}

/** The reviewed table of crisis lines (seeds/content/deps/crisis.json). */
export interface CrisisLineFile {
  name: string;
  phone?: string;
  text?: string;
  url?: string;
  hours?: string;
}
export interface CrisisFile {
  reviewedOn: string;
  countries: Record<string, { emergency?: string; lines: CrisisLineFile[] }>;
  international: { lines: CrisisLineFile[] };
}
