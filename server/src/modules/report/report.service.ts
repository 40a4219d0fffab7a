import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/outbox';
import { renderReportPdfJob } from '../../jobs/renderReportPdf.job';
import type { FileStore } from '../../files/fileStore';
import { renderExamReportPdf } from '../../pdf/examReportPdf';
import { renderReportPdf } from '../../pdf/reportPdf';
import type { Clock } from '../../shared/clock';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '../../shared/locales';
import { createExamService } from '../exam/exam.service';
import { findSession, type SessionRow } from '../exam/session.service';
import type { OrderModel } from '../order/order.models';
import { PAID_STATUSES } from '../order/order.state';
import { createScoringService, findSessionResult } from '../scoring/scoring.service';
import type { Actor } from '../access/actor';
import type { AccessPolicy } from '../access/policy';
import { reportToken } from './report.access';
import { assembleReport } from './report.assemble';
import type { DepthTexts, PoleTexts, TypeReportTexts } from './report.content';
import { depthKeysFor } from './report.depth';
import type { ReportModel, ReportStatus } from './report.models';
import { readingKeys } from './report.reading';
import * as repo from './report.repository';
import { createStatsService } from './report.stats';
import { createExamResultService } from './examResults.service';
import type { ResultModel } from '../scoring/scoring.models';
import { createIqScaleService } from '../scoring/iqScale.service';

function statusOf(order: OrderModel): ReportStatus {
  if (order.status === 'completed') return 'COMPLETED';
  return PAID_STATUSES.includes(order.status) ? 'GENERATING' : 'PENDING_PAYMENT';
}

/** The texts in a locale, else in English (while a translation is missing), else null. */
async function withFallback<T>(load: (locale: Locale) => Promise<T | null>, locale: Locale): Promise<T | null> {
  return (await load(locale)) ?? (locale === DEFAULT_LOCALE ? null : load(DEFAULT_LOCALE));
}

export function createReportService(deps: { db: Db; config: AppConfig; clock: Clock; files: FileStore; access: AccessPolicy }) {
  const { db, config, access } = deps;
  const scoring = createScoringService(deps);
  const exams = createExamService(deps);
  const stats = createStatsService(deps);
  const examResults = createExamResultService({ db, exam: exams, iqScale: createIqScaleService({ db, clock: deps.clock }) });

  async function poleTexts(examId: number, locale: Locale): Promise<Map<string, PoleTexts>> {
    const texts = await repo.listPoleTexts(db, examId, locale);
    return texts.size || locale === DEFAULT_LOCALE ? texts : repo.listPoleTexts(db, examId, DEFAULT_LOCALE);
  }

  /**
   * The depth texts a report needs in a locale, or null when the locale lacks any of them: its report then shows
   * the sections every locale has, never a mix of languages.
   */
  async function depthTexts(examId: number, locale: Locale, keys: string[]): Promise<DepthTexts | null> {
    const found = await repo.findDepthTexts(db, examId, locale, keys);
    return keys.every((key) => key in found) ? found : null;
  }

  const enqueuePdf = (orderId: string, locale: string) =>
    enqueueJob(db, renderReportPdfJob, { orderId, locale: locale as Locale }, { dedupeKey: `pdf:${orderId}:${locale}` });

  /** The stored PDF of a readable order in a locale, or none yet (then, for a paid order, it is asked for). */
  async function pdfFileFor(orderNumber: string, localeInput: string | null | undefined, actor: Actor) {
    const order = await access.owns(orderNumber, actor, 'report:pdf');
    if (!order) return null;
    const locale = normalizeLocale(localeInput) ?? normalizeLocale(order.locale) ?? DEFAULT_LOCALE;
    const file = await repo.findReportFile(db, order.id, locale);
    if (!file && PAID_STATUSES.includes(order.status)) await enqueuePdf(order.id, locale);
    return { order, locale, file };
  }

  const service = {
    stats,

    /** The signed link to a report, as e-mailed: opens it in any browser. */
    reportUrl(orderNumber: string, locale: string, routeKey = 'BMBTI-1754'): string {
      const query = new URLSearchParams({ order: orderNumber, t: reportToken(config.appSecret, orderNumber), hl: locale });
      return `${config.publicUrl}/report/result/${routeKey}?${query.toString()}`;
    },

    /** The route key of a report's exam (`DEPS-1801`), as its links and pages name it; the 16-type test's by default. */
    routeKeyOf(report: Pick<ReportModel, 'examCode' | 'examId'>): string {
      return report.examCode ? `${report.examCode}-${report.examId}` : 'BMBTI-1754';
    },

    /** An exam's name in a locale (for the e-mail a report arrives in). */
    async examName(examId: number, locale: Locale): Promise<string> {
      const exam = await exams.findExam(examId);
      return exam ? exams.examName(exam, locale) : '';
    },

    /** Where the PDF in a locale is downloaded; signed like the report link. */
    pdfPath(orderNumber: string, locale: string): string {
      const query = new URLSearchParams({ locale, t: reportToken(config.appSecret, orderNumber) });
      return `/exam/order/file/${encodeURIComponent(orderNumber)}.pdf?${query.toString()}`;
    },

    /**
     * A report for its readers (the policy's `report:read`), or null for anyone else and for unknown orders alike. Before payment only the
     * status is given; from payment on, everything in the requested locale (the order's by default).
     */
    async read(orderNumber: string, localeInput: string | null | undefined, actor: Actor): Promise<ReportModel | null> {
      const order = await access.owns(orderNumber, actor, 'report:read');
      if (!order) return null;
      return service.build(order, normalizeLocale(localeInput) ?? normalizeLocale(order.locale) ?? DEFAULT_LOCALE);
    },

    /** The report of an order in a locale, without an access check: for the PDF and e-mail jobs. */
    async build(order: OrderModel, locale: Locale): Promise<ReportModel> {
      const session = (await findSession(db, order.examSessionId))!;
      const status = statusOf(order);
      const examOf = await exams.findExam(session.exam_id);
      const base: ReportModel = {
        orderNumber: order.orderNumber,
        orderId: order.id,
        examId: session.exam_id,
        examCode: examOf?.code ?? '',
        status,
        locale,
        firstName: session.first_name,
        typeCode: null,
        type: null,
        axes: [],
        poles: [],
        table: [],
        personal: null,
        relationships: null,
        career: null,
        furtherReading: [],
        advancedGuide: null,
        depth: null,
        stats: null,
        additionalTests: [],
        completedAt: null,
        pdfUrl: null,
        depression: null,
        psychMap: null,
        iq: null,
      };
      if (status === 'PENDING_PAYMENT') return base;
      const result = await findSessionResult(db, session.id);
      if (!result) throw new Error(`paid order ${order.orderNumber} has no result`);
      if (examOf && examOf.code !== 'BMBTI') return service.buildExamReport(order, base, result, session, locale);
      const [type, texts, poles, depth, snapshot, exam, others, file] = await Promise.all([
        scoring.personalityType(result.typeCode, locale),
        withFallback<TypeReportTexts>((l) => repo.findTypeTexts(db, session.exam_id, l, result.typeCode), locale),
        poleTexts(session.exam_id, locale),
        depthTexts(session.exam_id, locale, [...depthKeysFor(result.typeCode, result.axes), ...readingKeys()]),
        stats.snapshot(session.exam_id),
        exams.findExam(session.exam_id),
        exams.otherExams(session.exam_id),
        repo.findReportFile(db, order.id, locale),
      ]);
      if (!type || !texts || !exam) throw new Error(`report texts missing for ${result.typeCode}`);
      return {
        ...base,
        ...assembleReport({ typeCode: result.typeCode, axes: result.axes, type, texts, poles, depth, snapshot, codeExamId: `${exam.code}-${exam.id}` }),
        additionalTests: others,
        completedAt: result.completedAt,
        pdfUrl: file ? service.pdfPath(order.orderNumber, locale) : null,
      };
    },

    /** The report of an exam written as data (DEPS, YDGX), after payment. */
    async buildExamReport(
      order: OrderModel,
      base: ReportModel,
      result: ResultModel,
      session: SessionRow,
      locale: Locale,
    ): Promise<ReportModel> {
      const file = await repo.findReportFile(db, order.id, locale);
      const pdfUrl = file ? service.pdfPath(order.orderNumber, locale) : null;
      const withCountry = { ...result, country: result.country ?? session.country?.trim() ?? null };
      const [depression, psychMap, iq] = await Promise.all([
        examResults.depressionReport(withCountry, locale, { country: withCountry.country, email: session.email, doctorPdfUrl: pdfUrl }),
        examResults.psychMapReport(withCountry, locale, deps.clock.now()),
        examResults.iqReport(withCountry, locale, deps.clock.now()),
      ]);
      if (!depression && !psychMap && !iq) throw new Error(`report texts missing for ${base.examCode} in ${locale}`);
      return { ...base, typeCode: result.typeCode, depression, psychMap, iq, completedAt: result.completedAt, pdfUrl };
    },

    /**
     * Asks for the PDF of a paid report in a locale when there is none yet (a reader switched language); once per
     * order and locale, whatever the number of readers polling.
     */
    async requestPdf(report: ReportModel): Promise<void> {
      if (report.status === 'PENDING_PAYMENT' || report.pdfUrl) return;
      await enqueuePdf(report.orderId, report.locale);
    },

    /**
     * The stored PDF of an order in a locale for its readers (the spec's download call), without building the
     * report; null for anyone else, or while the PDF is still to be made (then it is asked for).
     */
    async ownerPdf(orderNumber: string, localeInput: string | null | undefined, actor: Actor): Promise<{ orderNumber: string; storeKey: string } | null> {
      const found = await pdfFileFor(orderNumber, localeInput, actor);
      return found?.file ? { orderNumber: found.order.orderNumber, storeKey: found.file.store_key } : null;
    },

    /**
     * Where the PDF of a readable report stands in a locale, without building the report: cheap enough to ask
     * every few seconds while it is being made (and a missing one is asked for). Null for anyone but its readers.
     */
    async pdfState(orderNumber: string, localeInput: string | null | undefined, actor: Actor): Promise<{ orderNumber: string; status: ReportStatus; url: string | null } | null> {
      const found = await pdfFileFor(orderNumber, localeInput, actor);
      if (!found) return null;
      const { order, locale, file } = found;
      return { orderNumber: order.orderNumber, status: statusOf(order), url: file ? service.pdfPath(order.orderNumber, locale) : null };
    },

    /**
     * The PDF of an order's report in a locale: rendered once, stored, and reused afterwards. Safe to run twice
     * (two workers, a retry): both write the same file and the record is an upsert. A caller that has built the
     * report already passes it in.
     */
    async ensurePdf(order: OrderModel, locale: Locale, built?: ReportModel): Promise<{ storeKey: string; bytes: number; renderMs: number; rendered: boolean }> {
      const existing = await repo.findReportFile(db, order.id, locale);
      if (existing) return { storeKey: existing.store_key, bytes: existing.bytes, renderMs: existing.render_ms, rendered: false };
      const report = built ?? (await service.build(order, locale));
      const started = performance.now();
      const pdf = report.depression || report.psychMap || report.iq ? await renderExamReportPdf(report) : await renderReportPdf(report, { publicUrl: config.publicUrl });
      const renderMs = Math.round(performance.now() - started);
      const storeKey = `reports/${order.id}/${locale}.pdf`;
      await deps.files.put(storeKey, pdf);
      await repo.saveReportFile(db, { order_id: order.id, locale, store_key: storeKey, bytes: pdf.length, render_ms: renderMs });
      return { storeKey, bytes: pdf.length, renderMs, rendered: true };
    },

    /**
     * The stored PDF of a report in a locale, for the download link (signed with `t`, or opened by another reader
     * of the report); null when the reader may not have it or there is none.
     */
    async pdfFile(orderNumber: string, locale: string, actor: Actor): Promise<{ storeKey: string } | null> {
      const order = await access.owns(orderNumber, actor, 'report:pdf');
      const file = order && (await repo.findReportFile(db, order.id, normalizeLocale(locale) ?? ''));
      return file ? { storeKey: file.store_key } : null;
    },
  };
  return service;
}

export type ReportService = ReturnType<typeof createReportService>;
