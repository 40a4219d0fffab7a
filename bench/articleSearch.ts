import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { openDatabase } from '../server/src/db/connection';
import { migrateToLatest } from '../server/src/db/migrate';
import { createArticleService } from '../server/src/modules/content/articles.service';
import { ARTICLE_CATEGORIES } from '../server/src/modules/content/content.models';
import { Converter } from 'opencc-js/cn2t';
import { documentTokens, tokenText } from '../server/src/modules/search/tokenize';
import { LOCALES, type Locale } from '../server/src/shared/locales';
import type { BenchContext } from './lib/context';
import { databaseUrlFor, describeDatabaseUrl } from './lib/database';
import { figure, type BenchResult } from './lib/types';

/** A search of the articles list, 100,000 articles deep, should answer within this (95th percentile). */
export const ARTICLE_SEARCH_P95_BUDGET_MS = 50;
const ARTICLES = 100_000;
export const QUERIES_PER_LOCALE = 40;

/** A deterministic pseudo-random sequence, so every run searches the same texts. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

const ZH_CHARS =
  '睡眠情绪压力习惯记忆专注焦虑平静信任家庭工作休息精力感受心灵身体日常朋友早晨改变学习关系沟通孩子父母伴侣自我价值目标动机行为思考判断选择研究实验测量量表分数结果科学理论模型治疗咨询医生药物运动饮食阳光自然城市社会文化语言阅读写作音乐艺术游戏时间计划生活幸福悲伤愤怒恐惧惊讶喜悦孤独安全希望意义成长';
const KANA = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん';
export const LATIN_ROOTS: Partial<Record<Locale, string[]>> = {
  'en-US': 'sleep mood stress habit memory focus anxiety calm trust family work rest energy emotion mind body routine change friend morning'.split(' '),
  'fr-FR': 'sommeil humeur stress habitude mémoire été anxiété calme confiance famille travail repos énergie émotion esprit corps routine ami matin café'.split(' '),
  'es-ES': 'sueño ánimo estrés hábito memoria atención ansiedad calma confianza familia trabajo descanso energía emoción mente cuerpo rutina amigo mañana cambio'.split(' '),
  'de-DE': 'Schlaf Stimmung Stress Gewohnheit Gedächtnis Fokus Angst Ruhe Vertrauen Familie Arbeit Erholung Energie Gefühl Geist Körper Alltag Freund Morgen Wandel'.split(' '),
  'pt-PT': 'sono humor stress hábito memória atenção ansiedade calma confiança família trabalho descanso energia emoção mente corpo rotina amigo manhã mudança'.split(' '),
};
const LATIN_ENDINGS = ['', 's', 'al', 'ique', 'ung', 'ado', 'ção', 'ness', 'ful', 'ing', 'er', 'ité', 'ismo', 'heit', 'ista', 'ly', 'ment', 'eur', 'ero', 'chen'];

/**
 * Each locale's vocabulary of 400 words, made from word lists: Latin roots with endings; Chinese and Japanese
 * words of two characters from 160 common ones (Japanese half of them with a kana ending; the Hong Kong texts
 * are written in Traditional characters, so the fold is exercised); Korean words of two syllables and a particle.
 */
function vocabulary(locale: Locale, next: () => number): { words: string[]; joiner: string } {
  const chars = [...ZH_CHARS];
  const pick = (from: readonly string[]) => from[Math.floor(next() * from.length)]!;
  const latin = LATIN_ROOTS[locale];
  if (latin) return { joiner: ' ', words: latin.flatMap((root) => LATIN_ENDINGS.map((end) => `${root}${end}`)) };
  if (locale === 'ko-KR') {
    const syllable = () => String.fromCharCode(0xac00 + (Math.floor(next() * 19) * 21 + Math.floor(next() * 21)) * 28 + (next() < 0.5 ? 0 : Math.floor(next() * 27) + 1));
    const particles = ['', '은', '는', '이', '가', '을', '를', '과', '의', '에서'];
    return { joiner: ' ', words: Array.from({ length: 400 }, () => `${syllable()}${syllable()}${pick(particles)}`) };
  }
  return { joiner: '', words: Array.from({ length: 400 }, () => `${pick(chars)}${pick(chars)}${locale === 'ja-JP' && next() < 0.5 ? pick([...KANA]) : ''}`) };
}

export const VOCABULARY = Object.fromEntries(LOCALES.map((locale, i) => [locale, vocabulary(locale, random(100 + i))])) as Record<Locale, { words: string[]; joiner: string }>;
const toTraditional = Converter({ from: 'cn', to: 'hk' });

/** Words drawn with a skew (a few common, most rare), as in real text; Hong Kong texts in Traditional characters. */
function sentence(locale: Locale, n: number, next: () => number): string {
  const { words, joiner } = VOCABULARY[locale];
  const text = Array.from({ length: n }, () => words[Math.floor(next() ** 2.5 * words.length)]!).join(joiner);
  return locale === 'zh-HK' ? toTraditional(text) : text;
}

/** 100,000 articles, a ninth in each locale, inserted in batches with their search tokens. */
export async function generate(knex: Knex): Promise<void> {
  const next = random(1754);
  const BATCH = 1000;
  for (let start = 0; start < ARTICLES; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ARTICLES - start) }, (_, i) => ({
      slug: `bench-${start + i}`,
      category: ARTICLE_CATEGORIES[(start + i) % ARTICLE_CATEGORIES.length],
      published_at: '2026-01-01',
    }));
    const ids = await knex('articles').insert(rows).returning<{ id: number }[]>('id');
    const texts = ids.map(({ id }, i) => {
      const locale = LOCALES[(start + i) % LOCALES.length]!;
      const title = sentence(locale, 5, next);
      const body = Array.from({ length: 6 }, () => sentence(locale, 14, next)).join('\n');
      return { id, locale, title, summary: sentence(locale, 10, next), body };
    });
    await knex.raw(
      `insert into article_texts (article_id, locale, title, summary, body, search)
       select x.id, x.locale, x.title, x.summary, jsonb_build_array(jsonb_build_object('type', 'p', 'text', x.body)),
              setweight(to_tsvector('simple', x.ttok), 'A') || setweight(to_tsvector('simple', x.btok), 'B')
       from jsonb_to_recordset(?::jsonb) as x(id int, locale text, title text, summary text, body text, ttok text, btok text)`,
      [JSON.stringify(texts.map((t) => ({ ...t, ttok: tokenText(documentTokens(t.title)), btok: tokenText(documentTokens(`${t.summary}\n${t.body}`)) })))],
    );
  }
  // What autovacuum does after a bulk load, here at once: the GIN indexes' pending lists merged (a search reads
  // the whole pending list otherwise) and the planner's statistics taken.
  await knex.raw('vacuum analyze article_texts');
}

/**
 * The articles search (first page of 10, ranked) over 100,000 generated articles in the nine locales: one- and
 * two-word queries of each locale's words (one and two characters for Chinese and Japanese, a syllable and a
 * word for Korean), on PostgreSQL when DATABASE_URL is set, else on PGlite in memory.
 */
export async function articleSearch(_ctx: BenchContext): Promise<BenchResult> {
  const adminUrl = process.env.DATABASE_URL;
  const database = 'innerscope_bench_articles';
  let admin: Knex | null = null;
  if (adminUrl) {
    const { default: knexFactory } = await import('knex');
    admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`drop database if exists ${database} with (force)`);
    await admin.raw(`create database ${database}`);
  }
  const dataDir = adminUrl ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-bench-articles-'));
  const db = await openDatabase({ databaseUrl: adminUrl ? databaseUrlFor(adminUrl, database) : undefined, dataDir });
  try {
    await migrateToLatest(db.knex);
    await db.knex('articles').delete();
    const seeded = Date.now();
    await generate(db.knex);
    const seedSeconds = (Date.now() - seeded) / 1000;
    const service = createArticleService({
      db: db.knex,
      clock: { now: () => new Date('2026-11-27T12:00:00Z') },
      subscriptions: { entitlement: async () => ({ tier: 'guest', validUntil: null }) },
      exam: { listExams: async () => [] },
    });
    const next = random(42);
    const timings: number[] = [];
    const byKind: Record<'short' | 'word' | 'twoWords', number[]> = { short: [], word: [], twoWords: [] };
    let hits = 0;
    let capped = 0;
    for (const locale of LOCALES) {
      const { words } = VOCABULARY[locale];
      // Half the queries are common words (drawn as the texts draw them), half any word of the vocabulary.
      const queryWord = (i: number) => words[Math.floor((i % 2 ? next() : next() ** 2.5) * words.length)]!;
      const spaced = Boolean(LATIN_ROOTS[locale]);
      for (let i = 0; i < QUERIES_PER_LOCALE; i++) {
        const kind = i % 3 === 0 && !spaced ? 'short' : i % 3 === 1 ? 'twoWords' : 'word';
        const word = queryWord(i);
        const keyword = kind === 'short' ? [...word][0]! : kind === 'twoWords' ? `${word} ${queryWord(i + 1)}` : word;
        const started = performance.now();
        const page = await service.list({ locale, keyword, page: 1, pageSize: 10 });
        const ms = performance.now() - started;
        timings.push(ms);
        byKind[kind].push(ms);
        if (page.total > 0) hits++;
        if (page.totalCapped) capped++;
      }
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
    return {
      name: 'Article search',
      figures: [
        figure('search p95', Math.round(at(0.95) * 10) / 10, 'ms', { op: '<=', value: ARTICLE_SEARCH_P95_BUDGET_MS }),
        figure('search median', Math.round(at(0.5) * 10) / 10, 'ms'),
        ...Object.entries(byKind).map(([kind, list]) => {
          const sorted = [...list].sort((a, b) => a - b);
          return figure(`p95 of ${kind === 'short' ? 'one-character (CJK) or one-syllable (Korean)' : kind === 'word' ? 'one-word' : 'two-word'} queries`, Math.round(sorted[Math.floor(0.95 * (sorted.length - 1))]! * 10) / 10, 'ms');
        }),
        figure('queries with results', hits, `of ${timings.length}`),
        figure('queries matching more than a search ranks (total capped)', capped, `of ${timings.length}`),
      ],
      notes: [
        `${ARTICLES.toLocaleString('en-US')} articles in nine locales on ${adminUrl ? `PostgreSQL (${describeDatabaseUrl(databaseUrlFor(adminUrl, database))})` : 'PGlite in memory'}, generated in ${seedSeconds.toFixed(0)} s`,
      ],
      details: { timingsMs: timings },
    };
  } finally {
    await db.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.raw(`drop database if exists ${database} with (force)`).catch(() => undefined);
      await admin.destroy();
    }
  }
}
