import type { Knex } from 'knex';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../src/shared/locales';
import { EXAMS } from './exams';

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');

interface ProtocolSeed { kind: string; title: string; body: string }
interface HelpSeed { category: string; title: string; body: string }

function readContent<T>(folder: string, locale: string): T[] {
  const file = path.join(contentDir, folder, `${locale}.json`);
  if (!fs.existsSync(file)) return [];
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T[];
}

/**
 * Reference data and content, upserted so that every start converges on the files in seeds/. Runs after
 * migrations; user data is never touched here.
 */
export async function seedReferenceData(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    for (const exam of EXAMS) {
      await trx('exams')
        .insert({ id: exam.id, code: exam.code, kind: exam.kind, default_locale: 'en-US' })
        .onConflict('id')
        .merge(['code', 'kind']);
      for (const [locale, name] of Object.entries(exam.names)) {
        await trx('exam_texts').insert({ exam_id: exam.id, locale, name }).onConflict(['exam_id', 'locale']).merge();
      }
      await trx('exam_languages')
        .insert(LOCALES.map((locale, position) => ({ exam_id: exam.id, locale, position })))
        .onConflict(['exam_id', 'locale'])
        .merge();
      for (const locale of LOCALES) {
        for (const p of readContent<ProtocolSeed>('protocols', locale)) {
          await trx('protocols')
            .insert({ exam_id: exam.id, kind: p.kind, locale, title: p.title, body: p.body, version: '2026-11-22' })
            .onConflict(['exam_id', 'kind', 'locale'])
            .merge(['title', 'body', 'version']);
        }
        const help = readContent<HelpSeed>('help', locale);
        await trx('help_entries').where({ exam_id: exam.id, locale }).where('position', '>=', help.length).delete();
        for (const [position, h] of help.entries()) {
          await trx('help_entries')
            .insert({ exam_id: exam.id, locale, position, category: h.category, title: h.title, body: h.body })
            .onConflict(['exam_id', 'locale', 'position'])
            .merge(['category', 'title', 'body']);
        }
      }
    }
  });
}
