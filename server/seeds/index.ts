import type { Knex } from 'knex';
import { LOCALES } from '../src/shared/locales';
import { seedBmbti } from './bmbti';
import { seedCatalog, seedExamReportSku } from './catalog';
import { readContent } from './content';
import { seedExamContent } from './examContent';
import { EXAMS } from './exams';
import { seedMemberContent } from './memberContent';
import { seedDailyQuestions } from '../src/modules/dailyQuestion/dailyQuestion.seed';
import path from 'node:path';
import { contentDir } from './content';
import { seedMatrixBank } from './matrixBank';
import { seedCourses } from '../src/modules/courses/courses.seed';
import type { MatrixBank } from '@innerscope/shared/iq/types';

interface ProtocolSeed { kind: string; title: string; body: string }
interface HelpSeed { category: string; title: string; body: string }

/**
 * Reference data and content, upserted so that every start converges on the files in seeds/. Runs after
 * migrations; user data is never touched here.
 */
export async function seedReferenceData(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    for (const exam of EXAMS) {
      await trx('exams')
        .insert({
          id: exam.id,
          code: exam.code,
          kind: exam.kind,
          default_locale: 'en-US',
          live: exam.live,
          ...(exam.category ? { category: exam.category } : {}),
          ...(exam.minutes ? { minutes: exam.minutes } : {}),
          ...(exam.publishedAt ? { published_at: `${exam.publishedAt}T00:00:00Z` } : {}),
        })
        .onConflict('id')
        .merge(['code', 'kind', 'live', ...(exam.category ? ['category' as const] : []), ...(exam.minutes ? ['minutes' as const] : []), ...(exam.publishedAt ? ['published_at' as const] : [])]);
      for (const [locale, name] of Object.entries(exam.names)) {
        await trx('exam_texts').insert({ exam_id: exam.id, locale, name }).onConflict(['exam_id', 'locale']).merge();
      }
      await trx('exam_languages')
        .insert(LOCALES.map((locale, position) => ({ exam_id: exam.id, locale, position })))
        .onConflict(['exam_id', 'locale'])
        .merge();
      for (const locale of LOCALES) {
        for (const p of readContent<ProtocolSeed[]>('protocols', `${locale}.json`) ?? []) {
          await trx('protocols')
            .insert({ exam_id: exam.id, kind: p.kind, locale, title: p.title, body: p.body, version: '2026-11-27' })
            .onConflict(['exam_id', 'kind', 'locale'])
            .merge(['title', 'body', 'version']);
        }
        const help = readContent<HelpSeed[]>('help', `${locale}.json`) ?? [];
        await trx('help_entries').where({ exam_id: exam.id, locale }).where('position', '>=', help.length).delete();
        for (const [position, h] of help.entries()) {
          await trx('help_entries')
            .insert({ exam_id: exam.id, locale, position, category: h.category, title: h.title, body: h.body })
            .onConflict(['exam_id', 'locale', 'position'])
            .merge(['category', 'title', 'body']);
        }
      }
      if (exam.contentDir) {
        await seedExamContent(trx, exam, exam.contentDir);
        await seedExamReportSku(trx, exam.id, exam.code);
        const bank = exam.kind === 'IQ' ? readContent<MatrixBank>(exam.contentDir, 'bank.json') : null;
        if (bank) await seedMatrixBank(trx, exam.id, bank);
      }
      if (exam.kind === 'MBTI') {
        await seedBmbti(trx, exam.id);
        await seedCatalog(trx, exam.id);
      }
    }
    await seedMemberContent(trx);
    await seedDailyQuestions(trx, path.join(contentDir, 'dailyQuestions'), new Date());
    await seedCourses(trx, path.join(contentDir, 'courses'));
  });
}
