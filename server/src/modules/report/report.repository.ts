import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { Axis } from '../scoring/scoring';
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

/** How many results an exam has. */
export async function countResults(db: Executor, examId: number): Promise<number> {
  const [row] = await db('results').where({ exam_id: examId }).count<{ count: string | number }[]>('* as count');
  return Number(row?.count ?? 0);
}

/**
 * Per axis (in the order given, which is the order of the scores' axes), the first pole's percentage at each of
 * the quantiles `steps`, over an exam's results.
 */
export async function axisQuantiles(db: Executor, examId: number, axes: readonly Axis[], steps: readonly number[]): Promise<Record<Axis, number[]>> {
  return db('results')
    .where({ exam_id: examId })
    .select(
      axes.map((axis, i) =>
        db.raw(`percentile_cont(?::float8[]) within group (order by (scores->'axes'->${i}->>'firstPercent')::float8) as ??`, [[...steps], axis]),
      ),
    )
    .first<Record<Axis, number[]>>();
}

/** An exam's results counted by country and type (results without a country left out). */
export function typeCountsByCountry(db: Executor, examId: number): Promise<{ country: string; type_code: string; n: string | number }[]> {
  return db('results')
    .where({ exam_id: examId })
    .whereNotNull('country')
    .groupBy('country', 'type_code')
    .select<{ country: string; type_code: string; n: string | number }[]>('country', 'type_code', db.raw('count(*) as n'));
}

/** An exam's results completed since a moment, counted by type. */
export function typeCountsSince(db: Executor, examId: number, since: Date): Promise<{ type_code: string; n: string | number }[]> {
  return db('results')
    .where({ exam_id: examId })
    .where('completed_at', '>=', since)
    .groupBy('type_code')
    .select<{ type_code: string; n: string | number }[]>('type_code', db.raw('count(*) as n'));
}

/** An address's paid orders that carry a report (packages left out), latest payment first, with their type. */
export function paidReportsOfEmail(
  db: Executor,
  email: string,
  limit: number,
): Promise<{ order_number: string; type_code: string | null; paid_at: Date; exam_code: string; exam_id: number }[]> {
  return db('orders as o')
    .join('skus as s', 's.id', 'o.sku_id')
    .join('exam_sessions as es', 'es.id', 'o.exam_session_id')
    .join('exams as e', 'e.id', 'es.exam_id')
    .leftJoin('results as r', 'r.session_id', 'o.exam_session_id')
    .where('o.email', email)
    .whereIn('o.status', ['paid', 'report_generating', 'completed'])
    .whereNot('s.kind', 'package')
    .orderBy('o.paid_at', 'desc')
    .limit(limit)
    .select<{ order_number: string; type_code: string | null; paid_at: Date; exam_code: string; exam_id: number }[]>(
      'o.order_number',
      'r.type_code',
      'o.paid_at',
      'e.code as exam_code',
      'e.id as exam_id',
    );
}
