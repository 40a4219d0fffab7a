import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { NATIVE_NAMES } from '../shared/locales';
import { requireLocale } from '../modules/exam/exam.service';
import { ok, parse } from './envelope';
import { clientInfo } from './headers';

const ExamIdParams = z.object({ examId: z.coerce.number().int().positive() });
const ExamLocaleParams = ExamIdParams.extend({ hl: z.string().min(1).max(20) });
const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** /app/...: the exam's languages, log ids, the page view configuration, legal texts and help. */
export function registerAppRoutes(app: FastifyInstance, services: Services) {
  app.get('/app/language/list/:examId', async (req) => {
    const { examId } = parse(ExamIdParams, req.params);
    const exam = await services.exam.requireExam(examId);
    return ok(exam.languages.map((code) => ({ code, name: NATIVE_NAMES[code], isDefault: code === exam.defaultLocale })));
  });

  app.post('/app/v2/generate/logid', async (req) => {
    const body = parse(z.object({ appExamId: z.coerce.number().int().positive().optional() }), req.body ?? {});
    return ok({ logid: await services.exam.generateLogId(body.appExamId ?? null) });
  });

  app.get('/app/v2/view', async (req) => {
    const q = parse(
      z.object({
        dl: z.string().max(2000).optional(),
        av: z.string().max(50).optional(),
        hl: z.string().max(20).optional(),
        id: z.string().max(100).optional(),
        eid: z.coerce.number().int().positive().optional(),
        aeid: z.coerce.number().int().positive().optional(),
      }),
      req.query,
    );
    const examId = q.aeid ?? q.eid ?? clientInfo(req).examAppId ?? 1754;
    const exam = await services.exam.requireExam(examId);
    const locale = q.hl ? requireLocale(q.hl) : (clientInfo(req).locale ?? exam.defaultLocale);
    return ok({
      exam: { examId: exam.id, code: exam.code, name: services.exam.examName(exam, locale) },
      locale,
      defaultLocale: exam.defaultLocale,
      languages: exam.languages,
    });
  });

  app.get('/app/protocol/list/:examId/:hl', async (req) => {
    const { examId, hl } = parse(ExamLocaleParams, req.params);
    return ok(await services.exam.protocols(examId, requireLocale(hl)));
  });

  app.get('/app/protocol/getPrivacyAndAgreement/:examId/:hl', async (req) => {
    const { examId, hl } = parse(ExamLocaleParams, req.params);
    const list = await services.exam.protocols(examId, requireLocale(hl));
    return ok({ privacy: list.find((p) => p.kind === 'privacy') ?? null, agreement: list.find((p) => p.kind === 'terms') ?? null });
  });

  app.get('/app/protocol/info/:id', async (req) => ok(await services.exam.protocol(parse(IdParams, req.params).id)));

  app.get('/app/help/list/:examId/:hl', async (req) => {
    const { examId, hl } = parse(ExamLocaleParams, req.params);
    return ok(await services.exam.helpEntries(examId, requireLocale(hl)));
  });

  app.get('/app/help/info/:id', async (req) => ok(await services.exam.helpEntry(parse(IdParams, req.params).id)));
}
