import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { PoleTexts, TypeReportTexts } from './report.content';

export async function findTypeTexts(db: Executor, examId: number, locale: Locale, typeCode: string): Promise<TypeReportTexts | null> {
  const row = await db('report_texts').where({ exam_id: examId, locale, kind: 'type', key: typeCode }).first<{ body: TypeReportTexts } | undefined>('body');
  return row?.body ?? null;
}

export async function listPoleTexts(db: Executor, examId: number, locale: Locale): Promise<Map<string, PoleTexts>> {
  const rows = await db('report_texts').where({ exam_id: examId, locale, kind: 'pole' }).select<{ key: string; body: PoleTexts }[]>('key', 'body');
  return new Map(rows.map((r) => [r.key, r.body]));
}

/** The depth texts of the given keys in a locale, as far as they exist there. */
export async function findDepthTexts(db: Executor, examId: number, locale: Locale, keys: readonly string[]): Promise<Record<string, string>> {
  const rows = await db('report_texts')
    .where({ exam_id: examId, locale, kind: 'depth' })
    .whereIn('key', [...new Set(keys)])
    .select<{ key: string; body: string }[]>('key', 'body');
  return Object.fromEntries(rows.map((r) => [r.key, r.body]));
}

/** The locales an exam's report has texts in. */
export async function reportLocales(db: Executor, examId: number): Promise<string[]> {
  return db('report_texts').where({ exam_id: examId, kind: 'type' }).distinct('locale').pluck('locale');
}

export interface ReportFileRow {
  order_id: string;
  locale: string;
  store_key: string;
  bytes: number;
  render_ms: number;
}

export async function findReportFile(db: Executor, orderId: string, locale: string): Promise<ReportFileRow | null> {
  return (await db<ReportFileRow>('report_files').where({ order_id: orderId, locale }).first()) ?? null;
}

export async function saveReportFile(db: Executor, row: ReportFileRow): Promise<void> {
  await db('report_files').insert(row).onConflict(['order_id', 'locale']).merge(['store_key', 'bytes', 'render_ms']);
}
