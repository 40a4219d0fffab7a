import type { ReportModel } from '../modules/report/report.models';
import type { Level } from '../modules/scoring/scoring';
import { barsHeight, drawBars, drawEmphasised, drawSteps, drawTrack, INK, MARK, MUTED, RULE, stepsHeight } from './charts';
import type { Layout } from './layout';

/** The five levels, lowest first, as the page's level steps show them. */
const LEVELS: readonly Level[] = ['VERY_LOW', 'LOW', 'MODERATE', 'HIGH', 'VERY_HIGH'];

/** The neutral grey of bars that are not the reader's own (the page's ranking chart). */
const OTHER_BARS = '#9A918A';

type Pole = ReportModel['poles'][number];

/**
 * One pole as the page's card shows it: name, summary, "Your score" with its track, the five level steps with the
 * reader's marked and named, the quick reading and what the level means. Framed when it fits on the page.
 */
function poleCard(kit: Layout, pole: Pole) {
  const { doc, w, fonts, body, t } = kit;
  const { left, width } = w.frame;
  const pad = 14;
  const inner = width - 2 * pad;
  const title = `${pole.name} (${pole.pole})`;
  const summaryStyle = { ...body(10, MUTED), width: inner };
  const quickStyle = { ...body(10.5, INK, fonts.bold), width: inner };
  const textStyle = { ...body(10.5), width: inner };
  const scoreLine = 16;
  const trackBlock = 7 + 10;
  const height =
    pad + w.heightOf(title, { ...body(12, INK, fonts.bold), width: inner, leading: 1.4 }) + 2 + w.heightOf(pole.summary, summaryStyle) + 8 +
    scoreLine + trackBlock + stepsHeight() + w.heightOf(pole.quick, quickStyle) + 2 + w.heightOf(pole.text, textStyle) + pad - 4;
  w.ensure(Math.min(height, w.frame.bottom - w.frame.top));
  const top = w.y;
  // A card taller than a page (never with the report's texts) flows on without its frame rather than overflow.
  const fits = top + height <= w.frame.bottom;
  if (fits) doc.roundedRect(left + 0.5, top + 0.5, width - 1, height - 1, 10).lineWidth(0.75).strokeColor(RULE).stroke();
  w.y = top + pad;
  w.paragraph(title, { ...body(12, INK, fonts.bold), indent: pad, width: inner, leading: 1.4 });
  w.gap(2);
  w.paragraph(pole.summary, { ...summaryStyle, indent: pad });
  w.gap(8);
  w.ensure(scoreLine + trackBlock + stepsHeight());
  drawEmphasised(w, fonts, t('yourScore', { percent: MARK }), kit.percent(pole.percent), left + pad, w.y, inner, 10.5, INK);
  w.y += scoreLine;
  drawTrack(doc, left + pad, w.y, inner, pole.percent, kit.accent);
  w.y += trackBlock;
  w.y += drawSteps(doc, w, fonts, left + pad, w.y, inner, {
    labels: LEVELS.map((level) => t(`step.${level}`)),
    current: LEVELS.indexOf(pole.level),
    color: kit.accent,
    caption: t('levelLabel', { level: t(`level.${pole.level}`) }),
  });
  w.paragraph(pole.quick, { ...quickStyle, indent: pad });
  w.gap(2);
  w.paragraph(pole.text, { ...textStyle, indent: pad });
  w.y = fits ? top + height + 10 : w.y + 10;
}

/**
 * The five scales in the page's order (E/I, S/N, T/F, J/P, C/R): each pair named, its two poles, then what the
 * scale means for the reader and, within 45% to 55%, the close call.
 */
export function drawDimensionAnalysis(kit: Layout, report: ReportModel) {
  const { t } = kit;
  // The heading stays with the first pair's name and card.
  kit.w.ensure(300);
  kit.heading(t('dimensions'));
  kit.paragraph(t('dimensionsIntro'));
  const readings = new Map((report.depth?.axes ?? []).map((a) => [a.axis, a]));
  for (const axis of report.axes) {
    const poles = [axis.firstPole, axis.secondPole].flatMap((code) => report.poles.find((p) => p.pole === code) ?? []);
    const [first, second] = poles;
    if (!first) continue;
    // The pair's name and its first card are kept together.
    kit.w.ensure(220);
    kit.subheading(second ? t('pair', { first: first.name, second: second.name }) : first.name, INK, 13.5);
    kit.w.gap(2);
    for (const pole of poles) poleCard(kit, pole);
    const reading = readings.get(axis.axis);
    if (reading) {
      kit.panel(`${reading.name} · ${kit.percent(reading.percent)}`, reading.text);
      if (reading.closeCall) kit.panel(reading.closeCall.title, reading.closeCall.text, true);
    }
  }
}

/**
 * Each dimension's score and quick reading, with the reference range once there are enough results to give one
 * (the column is left out until then, never filled with invented figures).
 */
export function drawResultTable(kit: Layout, report: ReportModel) {
  const { w, doc, fonts, body, t } = kit;
  const { left, width } = w.frame;
  const withRange = report.table.every((r) => r.rangeLow !== null && r.rangeHigh !== null);
  kit.heading(t('resultAnalysis'));
  kit.paragraph(t(withRange ? 'tableIntro' : 'tableIntroScores'));
  const cols = (withRange ? [0.28, 0.12, 0.2, 0.4] : [0.3, 0.14, 0.56]).map((c) => c * width);
  const row = (cells: string[], header: boolean) => {
    const style = header ? body(8.5, MUTED, fonts.bold) : body(9.5);
    const heights = cells.map((cell, i) => w.heightOf(cell, { ...style, width: cols[i]! - 8 }));
    w.ensure(Math.max(...heights) + 8);
    const y = w.y;
    let x = left;
    cells.forEach((cell, i) => {
      w.y = y;
      w.paragraph(cell, { ...(i === 0 && !header ? body(9.5, INK, fonts.bold) : style), indent: x - left, width: cols[i]! - 8 });
      x += cols[i]!;
    });
    w.y = y + Math.max(...heights) + 4;
    doc.moveTo(left, w.y - 2).lineTo(left + width, w.y - 2).lineWidth(0.5).strokeColor(RULE).stroke();
    w.gap(4);
  };
  const range = (r: ReportModel['table'][number]) =>
    withRange ? [t('rangeValue', { low: kit.percent(r.rangeLow ?? 0), high: kit.percent(r.rangeHigh ?? 0) })] : [];
  row([t('tableDimension'), t('tableScore'), ...(withRange ? [t('tableRange')] : []), t('tableInterpretation')], true);
  for (const r of report.table) row([r.dimension, kit.percent(r.score), ...range(r), r.interpretation], false);
}

/**
 * How the reader compares with everyone else (benchmark, top countries, latest ranking), as the page shows them:
 * only when the report carries figures, which it does only from 500 real results.
 */
export function drawComparisons(kit: Layout, report: ReportModel, countryName: (code: string) => string) {
  const { stats, type } = report;
  if (!stats || !type) return;
  const { doc, w, fonts, t } = kit;
  /** A comparison's heading, intro and source, kept on the page of its chart and of `after` points that follow it. */
  const opening = (title: string, intro: string, bars: number, after = 0) => {
    w.ensure(110 + barsHeight(bars) + after);
    kit.heading(title);
    kit.paragraph(intro);
    kit.note(t('liveNote', { count: stats.sampleSize }));
  };

  const names = new Map(report.poles.map((p) => [p.pole, p.name]));
  const benchmark = stats.benchmark.map((b) => ({ ...b, name: names.get(b.pole) ?? b.pole }));
  const lines = benchmark.map((b) => t('benchmarkLine', { pole: b.name, percentile: kit.percent(b.percentile) }));
  opening(t('benchmark'), t('benchmarkIntro'), benchmark.length, lines.reduce((sum, line) => sum + w.heightOf(line, { ...kit.body(), width: w.frame.width - 14 }) + 3, 0));
  drawBars(doc, w, fonts, { rows: benchmark.map((b) => ({ label: b.name, value: b.percentile })), max: 100, color: kit.accent, format: kit.percent });
  kit.list(lines);

  opening(t('topCountries'), t('countriesIntro', { code: type.code }), stats.topCountries.length);
  const countries = stats.topCountries.map((c) => ({ label: countryName(c.country), value: c.percent }));
  drawBars(doc, w, fonts, { rows: countries, max: Math.max(0, ...countries.map((c) => c.value)) * 1.2 || 1, color: kit.accent, format: kit.share });

  const ranking = stats.latestRanking;
  opening(t('latestRanking'), t('rankingIntro'), ranking.length, 30);
  drawBars(doc, w, fonts, {
    rows: ranking.map((r, i) => ({
      lead: kit.count(i + 1),
      label: r.code === report.typeCode ? t('yourTick', { code: r.code }) : r.code,
      value: r.percent,
      highlight: r.code === report.typeCode,
    })),
    max: Math.max(0, ...ranking.map((r) => r.percent)) * 1.2 || 1,
    color: OTHER_BARS,
    highlightColor: kit.accent,
    format: kit.share,
  });
  const ownIndex = ranking.findIndex((r) => r.code === report.typeCode);
  const own = ranking[ownIndex];
  if (own) kit.paragraph(t('yourRank', { code: own.code, rank: ownIndex + 1, percent: kit.share(own.percent) }));
}
