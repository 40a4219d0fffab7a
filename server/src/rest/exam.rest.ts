import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import type { ExamModel } from '../modules/exam/exam.models';
import type { ExamError } from '../modules/exam/session.errors';
import type { ExamSessionModel } from '../modules/exam/session.models';
import { AppError } from '../shared/errors';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';

const AnswersBody = z.union([
  z.array(z.object({ questionId: z.string().max(20), value: z.number() })).max(500),
  z.record(z.string().max(20), z.number()).transform((m) => Object.entries(m).map(([questionId, value]) => ({ questionId, value }))),
]);

const OrderInfoBody = z.object({
  appExamId: z.coerce.number().int().positive(),
  hl: z.string().max(20).optional(),
  lang: z.string().max(20).optional(),
  answers: AnswersBody,
  email: z.string().max(320).optional(),
  firstName: z.string().max(200).nullish(),
  lastName: z.string().max(200).nullish(),
  birthYear: z.coerce.number().int().nullish(),
  gender: z.string().max(20).nullish(),
  country: z.string().max(10).nullish(),
});

const NOT_FOUND_CODES = new Set(['EXAM_NOT_FOUND', 'SESSION_NOT_FOUND']);

function sendExamErrors(reply: FastifyReply, errors: ExamError[]) {
  const first = errors[0]!;
  return sendError(reply, NOT_FOUND_CODES.has(first.code) ? 404 : 400, {
    code: first.code,
    message: first.message,
    ...(first.field ? { field: first.field } : {}),
    errors,
  });
}

function orderView(session: ExamSessionModel) {
  return {
    examOrderNumber: session.examOrderNumber,
    sessionId: session.id,
    appExamId: session.examId,
    typeCode: session.result?.typeCode ?? null,
    axes: session.result?.axes ?? [],
  };
}

function examFacts(exam: ExamModel) {
  return { category: exam.category, minutes: exam.minutes, itemCount: exam.itemCount, live: exam.live, routeKey: `${exam.code}-${exam.id}` };
}

/** /exam/...: questions, submitting answers (the exam order), results and exam information. */
export function registerExamRoutes(app: FastifyInstance, services: Services) {
  app.get('/exam/question/list/:examId/:lang', async (req, reply) => {
    const { examId, lang } = parse(z.object({ examId: z.coerce.number().int().positive(), lang: z.string().max(20) }), req.params);
    const set = await services.session.questionSet(examId, lang);
    if ('errors' in set) return sendExamErrors(reply, set.errors);
    reply.header('cache-control', 'public, max-age=300');
    return ok(set);
  });

  const submit = (withForm: boolean) => async (req: { body: unknown; headers: Record<string, unknown> } & Parameters<typeof clientInfo>[0], reply: FastifyReply) => {
    const body = parse(OrderInfoBody, req.body ?? {});
    const client = clientInfo(req);
    const outcome = await services.session.submitComplete({
      examId: body.appExamId,
      locale: body.lang ?? body.hl ?? client.locale ?? 'en-US',
      answers: body.answers,
      form: withForm
        ? { email: body.email ?? '', firstName: body.firstName, lastName: body.lastName, birthYear: body.birthYear, gender: body.gender, country: body.country }
        : null,
      logId: client.logId,
    });
    if (!outcome.session) return sendExamErrors(reply, outcome.errors);
    return ok(orderView(outcome.session));
  };
  app.post('/exam/order/info', submit(true));
  app.post('/exam/order/info/free', submit(false));

  app.get('/exam/order/mbti/:id', async (req) => {
    const { id } = parse(z.object({ id: z.string().min(1).max(64) }), req.params);
    const session = await services.session.findByOrderNumber(id);
    if (!session?.result) throw new AppError('NOT_FOUND', 'No result for this exam order');
    const type = await services.scoring.personalityType(session.result.typeCode, clientInfo(req).locale ?? session.locale);
    return ok({ ...orderView(session), type });
  });

  app.get('/exam/info/:id', async (req) => {
    const { id } = parse(z.object({ id: z.coerce.number().int().positive() }), req.params);
    const exam = await services.exam.requireExam(id);
    const locale = clientInfo(req).locale ?? exam.defaultLocale;
    const set = await services.session.questionSet(id, locale);
    return ok({
      examId: exam.id,
      code: exam.code,
      name: services.exam.examName(exam, locale),
      languages: exam.languages,
      questionCount: 'errors' in set ? null : set.questions.length,
      parts: 'errors' in set ? null : set.parts,
      ...examFacts(exam),
    });
  });

  /** Every live exam, grouped by category (in order of their first exam's id). */
  app.get('/exam/category/list', async (req) => {
    const locale = clientInfo(req).locale;
    const groups = new Map<string, object[]>();
    for (const exam of await services.exam.listExams()) {
      const list = groups.get(exam.category) ?? [];
      list.push({ examId: exam.id, code: exam.code, name: services.exam.examName(exam, locale ?? null), ...examFacts(exam) });
      groups.set(exam.category, list);
    }
    return ok([...groups].map(([category, exams]) => ({ category, exams })));
  });
}
