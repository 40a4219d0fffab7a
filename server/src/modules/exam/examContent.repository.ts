import type { Executor } from '../../db/connection';

/** A content document of an exam: items (per locale), report (per locale), crisis or a matrix bank (locale '*'). */
export async function findContent<T>(db: Executor, examId: number, locale: string, kind: 'items' | 'report' | 'crisis' | 'bank'): Promise<T | null> {
  const row = await db('exam_content').where({ exam_id: examId, locale, kind }).first<{ body: T } | undefined>('body');
  return row?.body ?? null;
}
