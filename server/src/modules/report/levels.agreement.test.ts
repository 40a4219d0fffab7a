import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { reportEmail } from '../../mail/templates';
import { renderReportPdf } from '../../pdf/reportPdf';
import { type Level, levelOf } from '../scoring/level';
import { AXES, type AxisScore } from '../scoring/scoring';
import { winningPoles } from './report.levels';

let t: TestContext;
let sessionId: string;
let orderNumber: string;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
  sessionId = await finishedSession(t.app);
  orderNumber = (await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'levels@example.com', acceptTerms: true, acceptRenewal: true })).order!.orderNumber;
  expect((await pay(t.app, orderNumber, CARDS.ok, '10.11.0.1')).result?.['__typename']).toBe('PaymentSucceeded');
});
afterAll(() => t.close());

/** The five axes with the first pole at the given percentages; the stored level is a stale one on purpose. */
const axesAt = (firstPercents: number[]): AxisScore[] =>
  AXES.map((def, i) => {
    const firstPercent = firstPercents[i]!;
    return {
      axis: def.axis, firstPole: def.first, secondPole: def.second, firstPercent, secondPercent: 100 - firstPercent,
      winner: firstPercent > 50 ? def.first : def.second, level: 'VERY_LOW' as Level,
    };
  });

const WORDS: Record<Level, string> = { VERY_LOW: 'very low', LOW: 'low', MODERATE: 'moderate', HIGH: 'high', VERY_HIGH: 'very high' };

const FREE_RESULT = 'query($id: ID!) { examSession(id: $id) { result { axes { axis winner firstPercent secondPercent level } } } }';
const REPORT = 'query($o: ID!) { report(orderNumber: $o, locale: "en-US") { poles { pole percent level } table { axis score } } }';

type FreeAxis = { axis: string; winner: string; firstPercent: number; secondPercent: number; level: Level };
type ReportPoles = { poles: { pole: string; percent: number; level: Level }[] };

/** Every pole's level as the PDF prints it in the pole's card ("Name (J)", "Your score: 61%", then "Level: high"). */
function pdfLevels(pdf: Buffer): Map<string, { level: string; percent: number }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'levels-pdf-')), 'r.pdf');
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const found = new Map<string, { level: string; percent: number }>();
  for (const m of text.matchAll(/\(([A-Z])\)\s*\n[\s\S]*?Your score: (\d+)%[\s\S]*?Level: ([a-z ]+?)\s*\n/g)) found.set(m[1]!, { level: m[3]!, percent: Number(m[2]) });
  return found;
}

describe('one level for a percentage, everywhere', () => {
  it('the free result, the report, its PDF and its e-mail agree for every percentage from 0 to 100', async () => {
    const order = (await t.runtime.services.order.byNumber(orderNumber))!;
    // Five axes a run: 21 runs put every percentage from 0 to 100 on a first pole, and its mirror on the second.
    for (let k = 0; k <= 20; k += 1) {
      const percents = [k, k + 21, k + 42, k + 63, Math.min(100, k + 84)];
      await t.runtime.db.knex('results').where({ session_id: sessionId }).update({ scores: JSON.stringify({ axes: axesAt(percents) }) });

      const free = ((await gql(t.app, FREE_RESULT, { id: sessionId })).body.data as { examSession: { result: { axes: FreeAxis[] } } }).examSession.result.axes;
      const paid = ((await gql(t.app, REPORT, { o: orderNumber }, BUYER)).body.data as { report: ReportPoles }).report;
      const model = await t.runtime.services.report.build(order, 'en-US');
      const mail = reportEmail('en-US', {
        orderNumber, amountToday: '$1.00', resultsUrl: 'https://example.test/r', cancelUrl: 'https://example.test/c', plan: null,
        typeCode: model.typeCode!, typeTitle: model.type!.title, firstName: null, preferences: winningPoles(model.axes, model.poles),
      });
      const printed = pdfLevels(await renderReportPdf(model));

      for (const [i, axis] of free.entries()) {
        const def = AXES[i]!;
        for (const [pole, percent] of [[def.first, percents[i]!], [def.second, 100 - percents[i]!]] as const) {
          const expected = levelOf(percent);
          const where = `${pole} at ${percent}%`;
          expect(paid.poles.find((p) => p.pole === pole), where).toMatchObject({ percent, level: expected });
          expect(printed.get(pole), where).toEqual({ level: WORDS[expected], percent });
          if (pole !== axis.winner) continue;
          // The free result and the e-mail show the pole the person leans to: the same level as the report's.
          expect(axis.level, where).toBe(expected);
          const name = model.poles.find((p) => p.pole === pole)!.name;
          expect(mail.text, where).toContain(`${name}: ${percent}%, ${WORDS[expected]}`);
        }
      }
    }
    // Twenty-one whole reports rendered as PDFs.
  }, 120_000);

  it('J at 61% and N at 55% read the same on every page', async () => {
    await t.runtime.db.knex('results').where({ session_id: sessionId }).update({ scores: JSON.stringify({ axes: axesAt([40, 45, 50, 61, 70]) }) });
    const free = ((await gql(t.app, FREE_RESULT, { id: sessionId })).body.data as { examSession: { result: { axes: FreeAxis[] } } }).examSession.result.axes;
    const paid = ((await gql(t.app, REPORT, { o: orderNumber }, BUYER)).body.data as { report: ReportPoles }).report;
    expect(free.find((a) => a.axis === 'JP')).toMatchObject({ winner: 'J', level: 'HIGH' });
    expect(free.find((a) => a.axis === 'SN')).toMatchObject({ winner: 'N', level: 'MODERATE' });
    expect(paid.poles.filter((p) => p.pole === 'J' || p.pole === 'N')).toEqual([
      { pole: 'N', percent: 55, level: 'MODERATE' },
      { pole: 'J', percent: 61, level: 'HIGH' },
    ]);
  });
});
