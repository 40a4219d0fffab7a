import type { Knex } from 'knex';
import { isDepthComment, type DepthTexts } from '../src/modules/report/report.content';
import { LOCALES } from '../src/shared/locales';
import { readContent } from './content';

/**
 * The report's texts written for a person's scores (seeds/content/bmbti/report-depth/<locale>.json), one row per
 * key. A locale without its file has no such rows, and keys gone from a file are removed, so a report shows these
 * sections only in the locales whose file is there.
 */
export async function seedReportDepth(trx: Knex.Transaction, examId: number): Promise<void> {
  for (const locale of LOCALES) {
    const file = readContent<DepthTexts>('bmbti', 'report-depth', `${locale}.json`) ?? {};
    const entries = Object.entries(file).filter(([key]) => !isDepthComment(key));
    const stale = trx('report_texts').where({ exam_id: examId, locale, kind: 'depth' });
    await (entries.length ? stale.whereNotIn('key', entries.map(([key]) => key)) : stale).delete();
    if (!entries.length) continue;
    await trx('report_texts')
      .insert(entries.map(([key, text]) => ({ exam_id: examId, locale, kind: 'depth', key, body: JSON.stringify(text) })))
      .onConflict(['exam_id', 'locale', 'kind', 'key'])
      .merge(['body']);
  }
}
