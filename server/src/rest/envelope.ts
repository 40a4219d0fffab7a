import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, isAppError } from '../shared/errors';

/** The success envelope of spec section 7. */
export function ok<T>(data: T): { result: 200; data: T } {
  return { result: 200, data };
}

export interface RestErrorBody {
  result: number;
  code: string;
  message: string;
  field?: string;
  errors?: unknown[];
}

export function sendError(reply: FastifyReply, status: number, body: Omit<RestErrorBody, 'result'>) {
  return reply.status(status).send({ result: status, ...body } satisfies RestErrorBody);
}

/** Parses params, query or body with a zod schema; a mismatch is the caller's mistake (400 BAD_USER_INPUT). */
export function parse<T>(schema: { parse(input: unknown): T }, input: unknown): T {
  try {
    return schema.parse(input);
  } catch (err) {
    if (err instanceof ZodError) {
      const issue = err.issues[0];
      throw new AppError('BAD_USER_INPUT', issue?.message ?? 'Invalid input', issue?.path.length ? { field: issue.path.join('.') } : {});
    }
    throw err;
  }
}

/**
 * Maps thrown errors to the envelope's error form with a stable code. Messages leave only for our AppErrors and
 * Fastify's own refusals of a request (bad JSON, a body over the limit); anything else is INTERNAL_SERVER_ERROR
 * with a generic message in every environment (a database error's text names tables and values), logged in full.
 */
export function installRestErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (isAppError(error) && error.code !== 'INTERNAL_SERVER_ERROR') {
      if (error.details.retryAfterSeconds) reply.header('retry-after', String(error.details.retryAfterSeconds));
      return sendError(reply, error.httpStatus, {
        code: error.code,
        message: error.message,
        ...(error.details.field ? { field: error.details.field } : {}),
      });
    }
    const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const known = typeof code === 'string' && code.startsWith('FST_');
      return sendError(reply, statusCode, { code: 'BAD_REQUEST', message: known ? (error as Error).message : 'Bad request' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
  });
}

/**
 * Errors of the router, before any route or hook: an address whose percent-escapes are not UTF-8 (a lone surrogate
 * has no UTF-8 form) or a param over its length. Answered in the envelope like every other refusal.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendError(reply, status, { code: 'BAD_REQUEST', message: 'The address of the request is not valid' });
  request.log.error({ err: error }, 'unexpected router error');
  return sendError(reply, 500, { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
}
