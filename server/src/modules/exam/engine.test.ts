/* oxlint-disable typescript/no-explicit-any -- nested JSON of GraphQL answers in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { readContent } from '../../../seeds/content';
import type { ExamFile } from './examContent.models';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

const deps = readContent<ExamFile>('deps', 'exam.json')!;
const ydgx = readContent<ExamFile>('ydgx', 'exam.json')!;

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SESSION = `session { id examId totalCount answeredCount examOrderNumber
  result { examId examCode typeCode axes { axis }
    depression(locale: "en-US") { score maxScore band bandTitle summary nextSteps wellbeingIndex wellbeingLevel wellbeingText
      item9Flag item9Title item9Body disclaimer attribution crisis { country emergency lines { name phone } international { name url } } }
    psychMap(locale: "en-US") { bigFive { dimension name level } quadrant quadrantTitle thinking } } }
  errors { code field message }`;

type Payload = { session: Record<string, any> | null; errors: { code: string; field: string }[] };

async function run(examId: number, answers: Record<string, number>, form?: Record<string, unknown>) {
  const started = await gql<{ startExamSession: Payload }>(t.app, `mutation($i: StartExamSessionInput!) { startExamSession(input: $i) { ${SESSION} } }`, {
    i: { examId, locale: 'en-US' },
  });
  const id = started.body.data!.startExamSession.session!.id as string;
  if (examId === 1801) {
    const consent = await gql<{ giveHealthConsent: Payload }>(t.app, `mutation($i: GiveHealthConsentInput!) { giveHealthConsent(input: $i) { errors { code } } }`, {
      i: { sessionId: id, version: HEALTH_CONSENT_VERSION },
    });
    expect(consent.body.data!.giveHealthConsent.errors).toEqual([]);
  }
  const saved = await gql<{ saveAnswers: Payload }>(t.app, `mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { ${SESSION} } }`, {
    i: { sessionId: id, answers: Object.entries(answers).map(([questionId, value]) => ({ questionId, value })) },
  });
  expect(saved.body.data!.saveAnswers.errors).toEqual([]);
  if (form) {
    const f = await gql<{ saveReportForm: Payload }>(t.app, `mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { errors { code } } }`, {
      i: { sessionId: id, email: 'reader@example.com', ...form },
    });
    expect(f.body.data!.saveReportForm.errors).toEqual([]);
  }
  const submitted = await gql<{ submitExam: Payload }>(t.app, `mutation($i: SubmitExamInput!) { submitExam(input: $i) { ${SESSION} } }`, { i: { sessionId: id } });
  return { id, ...submitted.body.data!.submitExam, errors: [...submitted.body.data!.submitExam.errors, ...(submitted.body.errors ?? [])] };
}

const depsAnswers = (phq: number[], who: number[]) =>
  Object.fromEntries([...phq.map((v, i) => [`PHQ9_${i + 1}`, v]), ...who.map((v, i) => [`WHO5_${i + 1}`, v])]);

describe('exams as data', () => {
  it('lists the live exams (the 16-type test, the screen and the map) with code, id, category, minutes and item count', async () => {
    const { body } = await gql<{ live: any[]; all: any[] }>(t.app, `{
      live: exams { id code category minutes itemCount live routeKey }
      all: exams(includeHidden: true) { id code category minutes itemCount live routeKey } }`);
    expect(body.data!.live.map((e) => e.code)).toEqual(['BMBTI', 'DEPS', 'YDGX', 'IQ']);
    expect(body.data!.live[0]).toMatchObject({ id: 1754, category: 'personality', minutes: 15, live: true, routeKey: 'BMBTI-1754' });
    expect(body.data!.all.map((e) => e.routeKey)).toEqual(['BMBTI-1754', 'DEPS-1801', 'YDGX-1802', 'IQ-1803']);
    const [, d, y] = body.data!.all;
    expect(d).toMatchObject({ category: 'mental-health', minutes: deps.minutes, itemCount: deps.items.length, live: true });
    expect(y).toMatchObject({ category: ydgx.category, minutes: ydgx.minutes, itemCount: ydgx.items.length, live: true });
    expect(body.data!.all).toEqual(body.data!.live);
  });

  it('serves GET /exam/category/list and GET /exam/info/{id} for any exam', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/exam/category/list' });
    expect(list.statusCode).toBe(200);
    const groups = list.json().data as { category: string; exams: { examId: number; code: string; minutes: number; itemCount: number }[] }[];
    expect(groups.flatMap((g) => g.exams.map((e) => e.code)).sort()).toEqual(['BMBTI', 'DEPS', 'IQ', 'YDGX']);
    expect(groups.find((g) => g.category === 'mental-health')!.exams.map((e) => e.examId)).toEqual([1801]);
    const info = await t.app.inject({ method: 'GET', url: '/exam/info/1801', headers: { hl: 'en-US' } });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ examId: 1801, code: 'DEPS', category: 'mental-health', itemCount: 14, questionCount: 14, parts: 2, routeKey: 'DEPS-1801' });
    const missing = await t.app.inject({ method: 'GET', url: '/exam/info/999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('gives each question its kind and block, and each part its instructions, scales and tip', async () => {
    const { body } = await gql<{ questions: any }>(t.app, `{ questions(examId: 1801, locale: "en-US") {
      parts questions { id kind block } partDetails { part blocks kinds instructions { block text } tip } scales { kind min max labels } attribution } }`);
    const set = body.data!.questions;
    expect(set.parts).toBe(2);
    expect(set.questions[0]).toEqual({ id: 'PHQ9_1', kind: 'FREQ0_3', block: 'PHQ9' });
    expect(set.questions[13]).toEqual({ id: 'WHO5_5', kind: 'FREQ0_5', block: 'WHO5' });
    expect(set.scales).toEqual([
      expect.objectContaining({ kind: 'FREQ0_3', min: 0, max: 3, labels: expect.arrayContaining(['Not at all']) }),
      expect.objectContaining({ kind: 'FREQ0_5', min: 0, max: 5 }),
    ]);
    expect(set.scales[1].labels).toHaveLength(6);
    expect(set.partDetails[0]).toMatchObject({ part: 1, blocks: ['PHQ9'], kinds: ['FREQ0_3'] });
    expect(set.partDetails[0].instructions[0].text).toMatch(/2 weeks/);
    expect(set.attribution).toMatch(/PHQ-9/);
    const map = await gql<{ questions: any }>(t.app, '{ questions(examId: 1802, locale: "en-US") { questions { id kind block } scales { kind labels } } }');
    const kinds = new Set(map.body.data!.questions.questions.map((q: { kind: string }) => q.kind));
    expect(kinds).toEqual(new Set(['ACCURACY5', 'FREQ0_5']));
    expect(map.body.data!.questions.scales.every((s: { labels: string[] }) => s.labels.length > 0)).toBe(true);
  });
});

describe('the depression screen', () => {
  it('refuses values outside the item kind', async () => {
    const started = await gql<{ startExamSession: Payload }>(t.app, 'mutation { startExamSession(input: { examId: 1801, locale: "en-US" }) { session { id } errors { code } } }');
    const id = started.body.data!.startExamSession.session!.id;
    await gql(t.app, `mutation { giveHealthConsent(input: { sessionId: "${id}", version: "${HEALTH_CONSENT_VERSION}" }) { errors { code } } }`);
    const { body } = await gql<{ saveAnswers: Payload }>(t.app, `mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { session { id } errors { code field } } }`, {
      i: { sessionId: id, answers: [{ questionId: 'PHQ9_1', value: 4 }, { questionId: 'WHO5_1', value: -1 }, { questionId: 'WHO5_2', value: 5 }] },
    });
    expect(body.data!.saveAnswers.errors).toEqual([
      { code: 'ANSWER_OUT_OF_RANGE', field: 'answers.PHQ9_1' },
      { code: 'ANSWER_OUT_OF_RANGE', field: 'answers.WHO5_1' },
    ]);
  });

  it('gives the score, band, next steps and wellbeing for free, without crisis lines when item 9 is 0', async () => {
    const { session, errors } = await run(1801, depsAnswers([2, 2, 1, 1, 1, 1, 1, 1, 0], [2, 2, 2, 2, 2]));
    expect(errors).toEqual([]);
    const r = session!.result;
    expect(r).toMatchObject({ examId: 1801, examCode: 'DEPS', typeCode: 'MODERATE', axes: [], psychMap: null });
    expect(r.depression).toMatchObject({ score: 10, maxScore: 27, band: 'MODERATE', wellbeingIndex: 40, wellbeingLevel: 'LOW', item9Flag: false, item9Title: null, crisis: null });
    expect(r.depression.nextSteps.length).toBeGreaterThanOrEqual(3);
    expect(r.depression.disclaimer).toMatch(/diagnos/i);
  });

  it('puts crisis lines for the form country first when item 9 is above 0, and answers crisisResources by country', async () => {
    const { session } = await run(1801, depsAnswers([0, 0, 0, 0, 0, 0, 0, 0, 1], [3, 3, 3, 3, 3]), { country: 'DE' });
    const d = session!.result.depression;
    expect(d).toMatchObject({ score: 1, band: 'MINIMAL', item9Flag: true });
    expect(d.item9Body.length).toBeGreaterThan(20);
    expect(d.crisis.country).toBe('DE');
    expect(d.crisis.lines.length).toBeGreaterThan(0);
    expect(d.crisis.international.length).toBeGreaterThan(0);
    const { body } = await gql<{ jp: any; none: any }>(t.app, '{ jp: crisisResources(country: "jp") { country lines { name } } none: crisisResources(country: "ZZ") { country international { name } } }', undefined, { hl: 'fr-FR' });
    expect(body.data!.jp.country).toBe('JP');
    expect(body.data!.none.country).toBe('FR');
  });
});

describe('the psychological map', () => {
  it('scores through its module and shows the Big Five levels and the quadrant for free', async () => {
    const answers = Object.fromEntries(ydgx.items.map((i) => [i.id, i.block === 'WHO5' ? 4 : i.keyed === '-' ? 2 : 4]));
    const { session, errors } = await run(1802, answers);
    expect(errors).toEqual([]);
    const r = session!.result;
    expect(r).toMatchObject({ examCode: 'YDGX', depression: null });
    expect(r.psychMap.bigFive.map((b: { dimension: string }) => b.dimension)).toEqual(['E', 'A', 'C', 'N', 'O']);
    expect(r.psychMap).toMatchObject({ quadrant: 'SECURE', thinking: 'REFLECTIVE' });
    expect(r.psychMap.quadrantTitle.length).toBeGreaterThan(0);
  });
});
