import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { answerShape, questionShape } from '../modules/dailyQuestion/dailyQuestion.presenters';
import type { QuestionView } from '../modules/dailyQuestion/dailyQuestion.service';
import type { Services } from '../services';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '../shared/locales';
import { readSessionToken } from '../shared/sessionCookie';
import { signedInUser } from './account.rest';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';

const timeZone = z.string().max(64).optional();
const Today = z.object({ timeZone }).passthrough();
const ByQuestion = z.object({ questionId: z.string().min(1).max(20) });
const AnswerQuery = z.object({ timeZone });
const Submit = z.object({
  questionId: z.string().min(1).max(20),
  timeZone,
  choices: z.array(z.number().int()).max(20).optional(),
  text: z.string().max(1000).optional(),
});

/** The request's locale: the hl header or query, else the first of Accept-Language the product speaks, else English. */
function localeOf(req: FastifyRequest): Locale {
  const hl = clientInfo(req).locale;
  if (hl) return hl;
  const accept = String(req.headers['accept-language'] ?? '').slice(0, 200);
  for (const part of accept.split(',')) {
    const found = normalizeLocale(part.split(';')[0]!.trim());
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

const questionView = (q: QuestionView) => questionShape(q);

/**
 * The daily question (spec section 7), on the same service as GraphQL. `timeZone` (an IANA name, the browser's)
 * tells what "today" is; without it, the locale's main zone. Submitting nothing is 400 `ANSWER_REQUIRED`; an
 * unknown question, or one not of today, 404 `NOT_FOUND`.
 */
export function registerDailyQuestionRoutes(app: FastifyInstance, services: Services) {
  /** Body: { timeZone? }. Today's question, with the member's answer and rhythm when signed in. */
  app.post('/question/info/today', async (req) => {
    const body = parse(Today, req.body ?? {});
    const user = await services.account.userOf(readSessionToken(req));
    const today = await services.dailyQuestion.today({ locale: localeOf(req), timeZone: body.timeZone }, user);
    return ok({ ...today, question: questionView(today.question), answer: today.answer && answerShape(today.answer) });
  });

  /** ?timeZone. A question with the reader's answer and, once answered or past, what is right and why. */
  app.get('/question/info/answer/:questionId', async (req) => {
    const { questionId } = parse(ByQuestion, req.params);
    const q = parse(AnswerQuery, req.query ?? {});
    const user = await services.account.userOf(readSessionToken(req));
    const found = await services.dailyQuestion.answerOf(user, { questionId, locale: localeOf(req), timeZone: q.timeZone });
    return ok({ question: questionView(found.question), answer: found.answer && answerShape(found.answer) });
  });

  /** Body: { questionId, choices? | text?, timeZone? }. The stored answer (the first, on a repeat) and the analysis. */
  app.post('/question/info/submitAnswer', async (req, reply) => {
    const user = await signedInUser(services, req);
    const body = parse(Submit, req.body ?? {});
    const result = await services.dailyQuestion.submit(user, {
      questionId: body.questionId,
      locale: localeOf(req),
      timeZone: body.timeZone,
      answer: { choices: body.choices, text: body.text },
    });
    const [error] = result.errors;
    if (error || !result.answer || !result.question) {
      return sendError(reply, 400, { code: error?.code ?? 'ANSWER_REQUIRED', message: error?.message ?? '', field: 'answer' });
    }
    return ok({ answer: answerShape(result.answer), question: questionView(result.question), rhythm: result.rhythm });
  });
}
