import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import type { ExamModel } from '../modules/exam/exam.models';
import type { ExamError } from '../modules/exam/session.errors';
import type { ExamSessionModel } from '../modules/exam/session.models';
import { AppError } from '../shared/errors';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';
import { actorOfRequest } from './viewer';
import type { TestCardModel, TestCentreViewer } from '../modules/testCentre/testCentre.models';
import { isTestCategory } from '../modules/testCentre/testCentre.models';
import { DEFAULT_LOCALE, type Locale } from '../shared/locales';
import { readSessionToken } from '../shared/sessionCookie';

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
  /** The version of the health-data consent text agreed to; a health screen (DEPS) is refused without it. */
  healthConsentVersion: z.string().max(40).nullish(),
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

const ExamIdParams = z.object({ id: z.coerce.number().int().positive() });
const CountryQuery = z.object({ country: z.string().trim().max(2).optional() });

/** POST /exam/tag/list: one of the test centre's lists; `category` (a tab) for the category tag. */
const TagListBody = z.object({
  tag: z.enum(['hot', 'suggested', 'latest', 'category']),
  category: z.string().max(40).refine(isTestCategory, { message: 'Unknown test category' }).optional(),
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
  country: z.string().trim().max(2).optional(),
});

/** The full report's price in minor units, or null when the plan includes it or none is sold. */
const priceView = (card: TestCardModel) => card.price && { currency: card.price.currency, amount: card.price.amount, listAmount: card.price.listAmount };

/** A test centre card with the spec's exam fields (examId, code, name) and its price in minor units. */
function cardView(card: TestCardModel, name: string) {
  return {
    examId: card.exam.id,
    code: card.exam.code,
    name,
    ...examFacts(card.exam),
    price: priceView(card),
    included: card.included,
    recentCompletions: card.recentCompletions,
    publishedAt: card.publishedAt,
    reason: card.reason,
  };
}

/** /exam/...: questions, submitting answers (the exam order), results and exam information. */
export function registerExamRoutes(app: FastifyInstance, services: Services) {
  /** Who asks: the country prices the cards, the signed-in member (as the policy says) gets their own suggestions. */
  const viewerOf = async (req: FastifyRequest, country: string | undefined): Promise<TestCentreViewer> => ({
    country: country ?? null,
    member: services.access.member(await actorOfRequest(req, services)),
  });
  const cardsIn = (locale: Locale | null) => (cards: TestCardModel[]) => cards.map((c) => cardView(c, services.exam.examName(c.exam, locale)));

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
      healthConsentVersion: body.healthConsentVersion ?? null,
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

  /** An exam's facts with its card: minutes, item count, category, and the full report's price (or included). */
  app.get('/exam/info/:id', async (req) => {
    const { id } = parse(ExamIdParams, req.params);
    const { country } = parse(CountryQuery, req.query ?? {});
    const exam = await services.exam.requireExam(id);
    const locale = clientInfo(req).locale ?? exam.defaultLocale;
    const [set, card] = await Promise.all([services.session.questionSet(id, locale), services.testCentre.card(await viewerOf(req, country), id)]);
    return ok({
      examId: exam.id,
      code: exam.code,
      name: services.exam.examName(exam, locale),
      languages: exam.languages,
      questionCount: 'errors' in set ? null : set.questions.length,
      parts: 'errors' in set ? null : set.parts,
      ...examFacts(exam),
      price: priceView(card),
      included: card.included,
      recentCompletions: card.recentCompletions,
      publishedAt: card.publishedAt,
    });
  });

  /** Every live exam by category: the test centre's four tabs in their order (empty ones too), each in id order. */
  app.get('/exam/category/list', async (req) => {
    const locale = clientInfo(req).locale;
    const groups = await services.testCentre.categoryGroups();
    return ok(
      groups.map(({ category, exams }) => ({
        category,
        count: exams.length,
        exams: exams.map((exam) => ({ examId: exam.id, code: exam.code, name: services.exam.examName(exam, locale ?? null), ...examFacts(exam) })),
      })),
    );
  });

  /**
   * The test centre's lists as cards: `hot` (most finished in 30 days), `suggested` (from `offset`, round the
   * list), `latest` (by publish date) or `category` (one tab, `page` and `size`).
   */
  app.post('/exam/tag/list', async (req) => {
    const body = parse(TagListBody, req.body ?? {});
    const viewer = await viewerOf(req, body.country);
    const cards = cardsIn(clientInfo(req).locale);
    switch (body.tag) {
      case 'hot':
        return ok({ tag: body.tag, items: cards(await services.testCentre.hot(viewer, body.size ?? 4)) });
      case 'latest':
        return ok({ tag: body.tag, items: cards(await services.testCentre.latest(viewer, body.size ?? 4)) });
      case 'suggested': {
        const found = await services.testCentre.suggestions(viewer, body.offset ?? 0, body.size ?? 3);
        return ok({ tag: body.tag, items: cards(found.items), total: found.total, offset: found.offset });
      }
      case 'category': {
        if (!body.category) throw new AppError('BAD_USER_INPUT', 'A category is required', { field: 'category' });
        const page = await services.testCentre.list(viewer, body.category, body.page, body.size);
        return ok({ tag: body.tag, category: body.category, ...page, items: cards(page.items) });
      }
    }
  });

  /** The tests to take after this one (EXAM_NOT_FOUND for an unknown exam). */
  app.get('/exam/recommend/exam/list/:id', async (req) => {
    const { id } = parse(ExamIdParams, req.params);
    const { country } = parse(CountryQuery, req.query ?? {});
    return ok(cardsIn(clientInfo(req).locale)(await services.testCentre.after(await viewerOf(req, country), id, 4)));
  });

  /**
   * The courses to take after this test, matched to it and to the member's own result of it, in the request's
   * locale, each locked or not for the reader (EXAM_NOT_FOUND for an unknown exam).
   */
  app.get('/exam/recommend/course/list/:id', async (req) => {
    const { id } = parse(ExamIdParams, req.params);
    const locale = clientInfo(req).locale ?? DEFAULT_LOCALE;
    const [viewer, reader] = await Promise.all([viewerOf(req, undefined), services.account.userOf(readSessionToken(req))]);
    const courses = await services.testCentre.coursesAfter(viewer, id, { locale, reader, first: 4 });
    return ok(courses.map(({ locale: _locale, ...course }) => course));
  });
}
