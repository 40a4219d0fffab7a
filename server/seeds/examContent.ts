import type { Knex } from 'knex';
import type {
  CrisisFile,
  ExamFile,
  ExamLocaleContent,
  ExamPartModel,
  ItemFile,
  ItemTextsFile,
  PartFile,
} from '../src/modules/exam/examContent.models';
import { isItemKind, type ItemKind } from '../src/modules/exam/itemKinds';
import { LOCALES, type Locale } from '../src/shared/locales';
import { readContent } from './content';
import type { ExamSeed } from './exams';

/** Blocks a part entry names: its instrument, its block, or its list of blocks. */
const blocksOf = (p: PartFile): string[] => [...(p.instrument ? [p.instrument] : []), ...(p.block ? [p.block] : []), ...(p.blocks ?? [])];
const blockOfItem = (i: ItemFile): string => i.block ?? i.instrument ?? '';

/** The kind of an item: that of the part entry naming its block, else of its part's first entry. */
export function kindOfItem(exam: ExamFile, item: ItemFile): ItemKind {
  const entries = exam.parts.filter((p) => p.part === item.part);
  const entry = entries.find((p) => blocksOf(p).includes(blockOfItem(item))) ?? entries[0];
  if (!entry || !isItemKind(entry.scale)) throw new Error(`${exam.code}: no answer scale for item ${item.id}`);
  return entry.scale;
}

/** The exam's parts, merged per part number, with the blocks in each and their kinds. */
export function partsOf(exam: ExamFile): ExamPartModel[] {
  const parts = new Map<number, ExamPartModel>();
  for (const item of [...exam.items].sort((a, b) => a.position - b.position)) {
    const part = parts.get(item.part) ?? { part: item.part, blocks: [] };
    const block = blockOfItem(item);
    if (!part.blocks.some((b) => b.block === block)) part.blocks.push({ block, kind: kindOfItem(exam, item) });
    parts.set(item.part, part);
  }
  return [...parts.values()].sort((a, b) => a.part - b.part);
}

/**
 * The per-locale content of an exam with its labels keyed by kind. Labels may be keyed by instrument (PHQ9) or
 * by kind (accuracy5); blocks shared with another exam (WHO-5) take their texts from `shared` when missing.
 */
export function localeContent(exam: ExamFile, texts: ItemTextsFile, shared: ItemTextsFile | null): ExamLocaleContent {
  const labels: Partial<Record<ItemKind, string[]>> = {};
  for (const part of partsOf(exam)) {
    for (const { block, kind } of part.blocks) {
      const found = texts.labels[kind] ?? texts.labels[block] ?? shared?.labels[block] ?? shared?.labels[kind];
      if (found && !labels[kind]) labels[kind] = found;
    }
  }
  return {
    instructions: { ...shared?.instructions, ...texts.instructions },
    labels,
    tips: texts.tips ?? {},
    attribution: texts.attribution ?? null,
  };
}

/** The exam file, its items' texts per locale and its report texts, as upserted by seedExamContent. */
export function readExamContent(dir: string) {
  const exam = readContent<ExamFile>(dir, 'exam.json');
  const shared = dir === 'deps' ? null : (locale: Locale) => readContent<ItemTextsFile>('deps', 'items', `${locale}.json`);
  return {
    exam,
    items: (locale: Locale) => readContent<ItemTextsFile>(dir, 'items', `${locale}.json`),
    shared: (locale: Locale) => shared?.(locale) ?? null,
    report: (locale: Locale) => readContent<Record<string, unknown>>(dir, 'report', `${locale}.json`),
    crisis: readContent<CrisisFile>(dir, 'crisis.json'),
  };
}

/**
 * Seeds an exam written as data (seeds/content/<dir>): its category, minutes and parts, its items with kind,
 * block, dimension and keying, their texts and labels per locale, its report texts and crisis lines. Locales
 * whose files are not written yet are skipped; the session service then refuses them.
 */
export async function seedExamContent(trx: Knex.Transaction, seed: ExamSeed, dir: string): Promise<void> {
  const content = readExamContent(dir);
  const exam = content.exam;
  if (!exam) return;
  if (exam.examId !== seed.id || exam.code !== seed.code) throw new Error(`${dir}/exam.json is ${exam.code}-${exam.examId}, not ${seed.code}-${seed.id}`);
  await trx('exams')
    .where({ id: seed.id })
    .update({
      category: exam.category,
      minutes: exam.minutes,
      parts: JSON.stringify(partsOf(exam)),
      settings: JSON.stringify(exam.norms ? { norms: exam.norms } : {}),
    });
  for (const item of exam.items) {
    const block = blockOfItem(item);
    const row = {
      exam_id: seed.id,
      code: item.id,
      axis: item.dimension ?? block,
      keyed: item.keyed ?? '+',
      part: item.part,
      position: item.position,
      active: true,
      kind: kindOfItem(exam, item),
      block,
      dimension: item.dimension ?? null,
      instrument: item.instrument ?? (block === 'WHO5' ? 'WHO5' : block === 'BIG5' ? 'IPIP' : null),
    };
    await trx('questions').insert(row).onConflict(['exam_id', 'code']).merge(Object.keys(row).filter((k) => k !== 'exam_id' && k !== 'code'));
  }
  await trx('questions').where({ exam_id: seed.id }).whereNotIn('code', exam.items.map((i) => i.id)).update({ active: false });
  const ids = new Map<string, number>(
    (await trx('questions').where({ exam_id: seed.id }).select<{ id: number; code: string }[]>('id', 'code')).map((r) => [r.code, r.id]),
  );
  const firstKind = partsOf(exam)[0]?.blocks[0]?.kind;
  for (const locale of LOCALES) {
    const texts = content.items(locale);
    if (!texts) continue;
    const shared = content.shared(locale);
    const local = localeContent(exam, texts, shared);
    await trx('exam_content').insert({ exam_id: seed.id, locale, kind: 'items', body: JSON.stringify(local) }).onConflict(['exam_id', 'locale', 'kind']).merge();
    if (firstKind && local.labels[firstKind]) {
      await trx('answer_scales').insert({ exam_id: seed.id, locale, labels: JSON.stringify(local.labels[firstKind]) }).onConflict(['exam_id', 'locale']).merge();
    }
    const allTexts: Record<string, string> = { ...shared?.items, ...texts.items };
    const rows = exam.items
      .filter((i) => allTexts[i.id] !== undefined && ids.has(i.id))
      .map((i) => ({ question_id: ids.get(i.id)!, locale, text: allTexts[i.id]! }));
    if (rows.length) await trx('question_texts').insert(rows).onConflict(['question_id', 'locale']).merge();
  }
  for (const locale of LOCALES) {
    const report = content.report(locale);
    if (!report) continue;
    await trx('exam_content').insert({ exam_id: seed.id, locale, kind: 'report', body: JSON.stringify(report) }).onConflict(['exam_id', 'locale', 'kind']).merge();
  }
  if (content.crisis) {
    await trx('exam_content').insert({ exam_id: seed.id, locale: '*', kind: 'crisis', body: JSON.stringify(content.crisis) }).onConflict(['exam_id', 'locale', 'kind']).merge();
  }
}
