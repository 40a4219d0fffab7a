import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { ExamModel, HelpEntryModel, ProtocolModel } from './exam.models';
import { timedExamOf } from './timedForms';

interface ExamRow {
  id: number;
  code: string;
  kind: string;
  default_locale: string;
  active: boolean;
  category: string;
  minutes: number;
  live: boolean;
  parts: ExamModel['parts'];
  settings: ExamModel['settings'];
}
interface ProtocolRow { id: number; exam_id: number; kind: string; locale: string; title: string; body: string; version: string; updated_at: Date }
interface HelpRow { id: number; exam_id: number; category: string; locale: string; title: string; body: string }

/** The category whose results are health data. */
const isHealthDataCategory = (category: string | undefined) => category === 'mental-health';

export async function findExam(db: Executor, examId: number): Promise<ExamModel | null> {
  const row = await db<ExamRow>('exams').where({ id: examId, active: true }).first();
  if (!row) return null;
  const [texts, languages, count] = await Promise.all([
    db('exam_texts').where({ exam_id: examId }).select<{ locale: Locale; name: string }[]>('locale', 'name'),
    db('exam_languages').where({ exam_id: examId }).orderBy('position').pluck<Locale[]>('locale'),
    db('questions').where({ exam_id: examId, active: true }).count<{ n: string | number }[]>({ n: '*' }),
  ]);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    defaultLocale: row.default_locale as Locale,
    names: Object.fromEntries(texts.map((t) => [t.locale, t.name])),
    languages,
    category: row.category,
    minutes: row.minutes,
    live: row.live,
    healthData: isHealthDataCategory(row.category),
    // A person answers one parallel form of a timed exam, not all of them.
    itemCount: Number(count[0]?.n ?? 0) / (timedExamOf(row.code)?.forms.length ?? 1),
    parts: row.parts,
    settings: row.settings,
  };
}

/** Ids of the exams offered to visitors (every active one with includeHidden), in id order. */
export async function listExamIds(db: Executor, includeHidden: boolean): Promise<number[]> {
  const q = db<ExamRow>('exams').where({ active: true }).orderBy('id');
  if (!includeHidden) q.where({ live: true });
  return q.pluck('id');
}

export async function listProtocols(db: Executor, examId: number, locale: Locale): Promise<ProtocolModel[]> {
  const rows = await db<ProtocolRow>('protocols').where({ exam_id: examId, locale }).orderBy('kind', 'desc');
  return rows.map(toProtocol);
}

export async function findProtocol(db: Executor, id: number): Promise<ProtocolModel | null> {
  const row = await db<ProtocolRow>('protocols').where({ id }).first();
  return row ? toProtocol(row) : null;
}

export async function listHelp(db: Executor, examId: number, locale: Locale): Promise<HelpEntryModel[]> {
  const rows = await db<HelpRow>('help_entries').where({ exam_id: examId, locale }).orderBy('position');
  return rows.map(toHelp);
}

export async function findHelp(db: Executor, id: number): Promise<HelpEntryModel | null> {
  const row = await db<HelpRow>('help_entries').where({ id }).first();
  return row ? toHelp(row) : null;
}

export async function insertLogId(db: Executor, id: string, appExamId: number | null): Promise<void> {
  await db('log_ids').insert({ id, app_exam_id: appExamId });
}

function toProtocol(r: ProtocolRow): ProtocolModel {
  return { id: r.id, examId: r.exam_id, kind: r.kind, locale: r.locale as Locale, title: r.title, body: r.body, version: r.version, updatedAt: r.updated_at };
}

function toHelp(r: HelpRow): HelpEntryModel {
  return { id: r.id, examId: r.exam_id, category: r.category, locale: r.locale as Locale, title: r.title, body: r.body };
}

/** The active exams other than `examId`, as the tests offered next. */
export async function listOtherExamIds(db: Executor, examId: number): Promise<number[]> {
  return db<ExamRow>('exams').where({ active: true, live: true }).whereNot({ id: examId }).orderBy('id').pluck('id');
}

/** Whether a test session is of a mental-health exam: its answers and results are health data. */
export async function isHealthDataSession(db: Executor, sessionId: string): Promise<boolean> {
  const row = await db('exam_sessions as s')
    .join('exams as e', 'e.id', 's.exam_id')
    .where('s.id', sessionId)
    .first<{ category: string } | undefined>('e.category');
  return isHealthDataCategory(row?.category);
}
