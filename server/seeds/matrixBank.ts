import type { Knex } from 'knex';
import type { MatrixBank } from '@innerscope/shared/iq/types';

/**
 * Seeds the matrix reasoning test's bank (seeds/content/iq/bank.json): each item's key (the right option's index,
 * in `keyed`), its rule kinds (in `dimension`) and its modelled difficulty, and the bank itself as the exam's
 * content of kind `bank` for the question pages and the report. A difficulty the product has recalibrated from
 * its own results (exam_content kind `calibration`) is kept.
 */
export async function seedMatrixBank(trx: Knex.Transaction, examId: number, bank: MatrixBank): Promise<void> {
  await trx('exam_content').insert({ exam_id: examId, locale: '*', kind: 'bank', body: JSON.stringify(bank) }).onConflict(['exam_id', 'locale', 'kind']).merge();
  const calibrated = await trx('exam_content').where({ exam_id: examId, locale: '*', kind: 'calibration' }).first<{ body: { difficulties?: Record<string, number> } } | undefined>('body');
  for (const item of Object.values(bank.forms).flat()) {
    const rules = [...new Set(item.rules.map((r) => r.rule))].join(',');
    await trx('questions')
      .where({ exam_id: examId, code: item.id })
      .update({ keyed: String(item.answer), dimension: rules, difficulty: calibrated?.body.difficulties?.[item.id] ?? item.difficulty });
  }
}
