import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import { createOrder, finishedSession } from '../../../test/checkout';
import { EVERY_FEATURE } from '../../../test/features';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { LOCALES } from '../../shared/locales';
import { allPremiumBenefits, BENEFIT_FEATURES, premiumBenefits } from '../subscription/benefits';
import { addsToPlans, FEATURE_FLAGS, FEATURE_KEYS, isAvailable, listFeatures, sellable } from './features';

const ALL_ON = EVERY_FEATURE;

describe('the feature flags', () => {
  it('say what works today: the four tests (so every test), their reports, the PDF, e-mail, retrieval, the user centre with its articles, notices, courses (Premium ones too), experiments, daily question, games and the tree hole, nothing else', () => {
    expect(listFeatures().filter((f) => f.available).map((f) => f.key)).toEqual([
      'bmbtiTest',
      'fullReport',
      'pdfReport',
      'emailDelivery',
      'retrieve',
      'userCentre',
      'articles',
      'notices',
      'depsTest',
      'ydgxTest',
      'iqTest',
      'courses',
      'premiumCourses',
      'experiments',
      'dailyQuestion',
      'games',
      'treeHole',
      'allTests',
    ]);
    for (const later of ['dailyPush', 'premiumProfile']) {
      expect(isAvailable(later), later).toBe(false);
    }
  });

  it('know no feature they cannot name: an unknown key never works', () => {
    expect(isAvailable('add_packs')).toBe(false);
    expect(isAvailable('toString')).toBe(false);
  });

  it('make "every test" work only once each test does', () => {
    expect(isAvailable('allTests', { ...FEATURE_FLAGS, iqTest: true, depsTest: false })).toBe(false);
    expect(isAvailable('allTests', { ...FEATURE_FLAGS, iqTest: true, ydgxTest: false })).toBe(false);
    expect(isAvailable('allTests', { ...FEATURE_FLAGS, iqTest: true })).toBe(true);
  });

  it('cut a plan to what works, and switch a feature on in every offer by its flag alone', () => {
    const plan = { kind: 'plan' as const, features: ['fullReport', 'pdfReport', 'dailyPush', 'games'] };
    expect(sellable(plan)?.features).toEqual(['fullReport', 'pdfReport', 'games']);
    expect(sellable(plan, { ...FEATURE_FLAGS, dailyPush: true })?.features).toEqual(['fullReport', 'pdfReport', 'dailyPush', 'games']);
    expect(sellable({ kind: 'plan', features: ['dailyPush'] })).toBeNull();
  });

  it('sell a package only when all it holds works', () => {
    const pack = { kind: 'package' as const, features: ['dailyPush', 'treeHole'] };
    expect(sellable(pack)).toBeNull();
    expect(sellable(pack, { ...FEATURE_FLAGS, dailyPush: true, treeHole: false })).toBeNull();
    expect(sellable(pack, { ...FEATURE_FLAGS, dailyPush: true, treeHole: true })).toEqual(pack);
    expect(sellable({ kind: 'package', features: ['access_product'] }, ALL_ON)).toBeNull();
  });

  it('offer Premium only for something working that the plans lack', () => {
    const plans = [{ kind: 'plan' as const, features: ['fullReport', 'pdfReport', 'courses'] }];
    const premium = { kind: 'plan' as const, features: ['fullReport', 'pdfReport', 'courses', 'premiumCourses'] };
    expect(addsToPlans(premium, plans)).toBe(true);
    expect(addsToPlans(premium, plans, { ...FEATURE_FLAGS, premiumCourses: false })).toBe(false);
    expect(addsToPlans(premium, plans, { ...FEATURE_FLAGS, courses: false, premiumCourses: false })).toBe(false);
  });

  it('cover every premium benefit, and show a benefit only once all its features work', () => {
    for (const locale of LOCALES) {
      for (const benefit of allPremiumBenefits(locale)) {
        expect(BENEFIT_FEATURES[benefit.key], `${locale} ${benefit.key}`).toBeDefined();
        for (const feature of BENEFIT_FEATURES[benefit.key]!) expect(FEATURE_KEYS).toContain(feature);
      }
      // Every test is what Premium adds today, now that the IQ test works too, articles with the experiments, the courses, the games and the tree hole.
      expect(premiumBenefits(locale).map((b) => b.key)).toEqual(['allTests', 'articles', 'courses', 'games', 'treeHole']);
      expect(premiumBenefits(locale, ALL_ON)).toEqual(allPremiumBenefits(locale));
    }
    expect(premiumBenefits('en-US', { ...FEATURE_FLAGS, courses: false }).map((b) => b.key)).toEqual(['allTests', 'articles', 'games', 'treeHole']);
    expect(premiumBenefits('en-US', { ...FEATURE_FLAGS, iqTest: false, experiments: false, courses: false, games: false, treeHole: false }).map((b) => b.key)).toEqual([]);
  });
});

describe('offers follow the flags', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists every feature with its flag', async () => {
    const { body } = await gql<{ features: { key: string; available: boolean }[] }>(t.app, '{ features { key available } }');
    expect(body.data!.features).toEqual(listFeatures());
  });

  it('names only known features in the catalogue, so a flag switches each one on', async () => {
    const rows = await t.runtime.db.knex('skus').where({ exam_id: 1754 }).select<{ id: string; features: string[] }[]>('id', 'features');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.features.length, row.id).toBeGreaterThan(0);
      expect(row.features.filter((key) => !(FEATURE_KEYS as readonly string[]).includes(key)), row.id).toEqual([]);
    }
  });

  it('sells the packages and Premium once their features are switched on', async () => {
    const later = await startTestApp({}, { features: EVERY_FEATURE });
    try {
      const { body } = await gql<{ packages: { id: string }[]; premiumPlan: { id: string } | null; premiumBenefits: unknown[] }>(
        later.app,
        '{ packages(examId: 1754, country: "KR") { id } premiumPlan(examId: 1754, country: "KR") { id } premiumBenefits { key } }',
      );
      expect(body.data!.packages.map((p) => p.id)).toEqual(['bmbti-package-add-packs', 'bmbti-package-depth-content', 'bmbti-package-member-exclusive', 'bmbti-package-access-product']);
      expect(body.data!.premiumPlan).toEqual({ id: 'bmbti-premium-yearly' });
      expect(body.data!.premiumBenefits).toHaveLength(7);
    } finally {
      await later.close();
    }
  });

  it('sells plans and the report with working features only, no package, and Premium for every test', async () => {
    const { body } = await gql<{
      plans: { id: string; features: string[] }[];
      packages: { id: string }[];
      premiumPlan: unknown;
      premiumBenefits: unknown[];
    }>(t.app, '{ plans(examId: 1754, country: "KR") { id features } packages(examId: 1754, country: "KR") { id } premiumPlan(examId: 1754, country: "KR") { id } premiumBenefits { key } }');
    expect(body.errors).toBeUndefined();
    const data = body.data!;
    expect(data.plans.length).toBeGreaterThan(0);
    for (const plan of data.plans) {
      expect(plan.features.length, plan.id).toBeGreaterThan(0);
      for (const key of plan.features) expect(isAvailable(key), `${plan.id} sells ${key}`).toBe(true);
    }
    expect(data.packages).toEqual([]);
    expect(data.premiumPlan).toEqual({ id: 'bmbti-premium-yearly' });
    expect(data.premiumBenefits).toEqual([{ key: 'allTests' }, { key: 'articles' }, { key: 'courses' }, { key: 'games' }, { key: 'treeHole' }]);
  });

  it('refuses to order a package by its id, and shows none as an offer', async () => {
    const sessionId = await finishedSession(t.app, 'KR');
    for (const skuId of ['bmbti-package-add-packs', 'bmbti-package-access-product']) {
      const out = await createOrder(t.app, { sessionId, skuId, email: 'buyer@example.com', acceptTerms: true, acceptRenewal: true });
      expect(out.order, skuId).toBeNull();
      expect(out.errors.map((e) => e.code), skuId).toEqual(['SKU_NOT_FOUND']);
      const rest = await t.app.inject({ method: 'GET', url: `/exam/sku/info/1754/${skuId}/KR/en` });
      expect(rest.statusCode, skuId).toBe(404);
    }
    const ok = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'buyer@example.com', acceptTerms: true, acceptRenewal: true });
    expect(ok.errors).toEqual([]);
  });
});

/** Words that name a feature still to come, per locale. */
const LATER_WORDS: Readonly<Record<string, RegExp>> = {
  'en-US': /\bIQ\b|daily question|brain game/i,
  'zh-CN': /智商|每日一问|游戏/,
  'zh-HK': /智商|每日一問|遊戲/,
  'ja-JP': /IQ|今日の質問|ゲーム/,
  'ko-KR': /IQ|오늘의 질문|게임/,
  'fr-FR': /\bQI\b|question du jour|jeux/i,
  'es-ES': /\bCI\b|pregunta del día|juegos/i,
  'de-DE': /\bIQ\b|Frage des Tages|Spiele/i,
  'pt-PT': /\bQI\b|pergunta do dia|jogos/i,
};

describe('the terms, the privacy policy and the help centre', () => {
  it.each(LOCALES)('speak in %s only of what works today', (locale) => {
    const protocols = readContent<{ kind: string; body: string }[]>('protocols', `${locale}.json`)!;
    const help = readContent<{ title: string; body: string }[]>('help', `${locale}.json`)!;
    expect(protocols.map((p) => p.kind).sort()).toEqual(['privacy', 'terms']);
    for (const text of [...protocols.map((p) => p.body), ...help.map((h) => `${h.title}\n${h.body}`)]) {
      expect(text.match(LATER_WORDS[locale]!)?.[0] ?? null, text.slice(0, 80)).toBeNull();
    }
  });

  it.each(LOCALES)('name in %s each test that works, and say in the terms and the privacy policy what the depression screen is', (locale) => {
    const protocols = readContent<{ kind: string; body: string }[]>('protocols', `${locale}.json`)!;
    const [screen, map] = WORKING_TESTS[locale]!;
    const terms = protocols.find((p) => p.kind === 'terms')!.body;
    expect(terms).toContain(screen);
    expect(terms).toContain(map);
    expect(protocols.find((p) => p.kind === 'privacy')!.body).toContain(screen);
  });
});

/** The names of the depression screen and the psychological map, per locale, as the pages give them. */
const WORKING_TESTS: Readonly<Record<string, readonly [string, string]>> = {
  'en-US': ['depression screen', 'psychological map'],
  'zh-CN': ['抑郁筛查', '心理地图'],
  'zh-HK': ['抑鬱篩查', '心理地圖'],
  'ja-JP': ['うつ病スクリーニング', '心理マップ'],
  'ko-KR': ['우울 선별 검사', '심리 지도'],
  'fr-FR': ['dépistage de la dépression', 'carte psychologique'],
  'es-ES': ['cribado de depresión', 'mapa psicológico'],
  'de-DE': ['Depressions-Screening', 'psychologische Landkarte'],
  'pt-PT': ['rastreio da depressão', 'mapa psicológico'],
};
