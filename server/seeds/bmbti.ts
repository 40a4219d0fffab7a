import type { ReportContentFile } from '../src/modules/report/report.content';
import type { Knex } from 'knex';
import { LOCALES } from '../src/shared/locales';
import { readContent } from './content';
import { seedReportDepth } from './reportDepth';

export interface ItemBank {
  exam: string;
  scale: number;
  items: { id: string; axis: string; keyed: string; part: number; position: number }[];
}
export interface ItemTexts {
  labels: string[];
  items: Record<string, string>;
}
export interface TypeFacts {
  code: string;
  accent: string;
  population: { total: number; male: number; female: number; source: string };
}
export interface TypeTexts {
  title: string;
  tagline: string;
  description: string;
  keywords: string[];
  famousPeople: string[];
}

/** The 16-type test's items, answer labels and type texts, from seeds/content/bmbti. */
export async function seedBmbti(trx: Knex.Transaction, examId: number): Promise<void> {
  const bank = readContent<ItemBank>('bmbti', 'items.json');
  if (!bank) return;
  for (const item of bank.items) {
    await trx('questions')
      .insert({ exam_id: examId, code: item.id, axis: item.axis, keyed: item.keyed, part: item.part, position: item.position, active: true })
      .onConflict(['exam_id', 'code'])
      .merge(['axis', 'keyed', 'part', 'position', 'active']);
  }
  await trx('questions').where({ exam_id: examId }).whereNotIn('code', bank.items.map((i) => i.id)).update({ active: false });
  const ids = new Map<string, number>(
    (await trx('questions').where({ exam_id: examId }).select<{ id: number; code: string }[]>('id', 'code')).map((r) => [r.code, r.id]),
  );
  for (const locale of LOCALES) {
    const texts = readContent<ItemTexts>('bmbti', 'items', `${locale}.json`);
    if (!texts) continue;
    await trx('answer_scales').insert({ exam_id: examId, locale, labels: JSON.stringify(texts.labels) }).onConflict(['exam_id', 'locale']).merge();
    const rows = Object.entries(texts.items)
      .filter(([code]) => ids.has(code))
      .map(([code, text]) => ({ question_id: ids.get(code)!, locale, text }));
    if (rows.length) await trx('question_texts').insert(rows).onConflict(['question_id', 'locale']).merge();
  }

  const facts = readContent<TypeFacts[]>('bmbti', 'types.json');
  if (!facts) return;
  for (const t of facts) {
    await trx('personality_types').insert({ code: t.code, accent: t.accent, population: JSON.stringify(t.population) }).onConflict('code').merge();
  }
  for (const locale of LOCALES) {
    const texts = readContent<Record<string, TypeTexts>>('bmbti', 'types', `${locale}.json`);
    if (!texts) continue;
    for (const [code, t] of Object.entries(texts)) {
      await trx('personality_type_texts')
        .insert({
          code,
          locale,
          title: t.title,
          tagline: t.tagline,
          description: t.description,
          keywords: JSON.stringify(t.keywords),
          famous_people: JSON.stringify(t.famousPeople),
        })
        .onConflict(['code', 'locale'])
        .merge();
    }
  }

  for (const locale of LOCALES) {
    const report = readContent<ReportContentFile>('bmbti', 'report', `${locale}.json`);
    if (!report) continue;
    const rows = [
      ...Object.entries(report.types).map(([key, body]) => ({ exam_id: examId, locale, kind: 'type', key, body: JSON.stringify(body) })),
      ...Object.entries(report.poles).map(([key, body]) => ({ exam_id: examId, locale, kind: 'pole', key, body: JSON.stringify(body) })),
    ];
    await trx('report_texts').insert(rows).onConflict(['exam_id', 'locale', 'kind', 'key']).merge(['body']);
  }
  await seedReportDepth(trx, examId);
}
