import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Maps thrown errors to the envelope's error form with a stable code; internals never leave in production. */
export function installRestErrorHandler(app: FastifyInstance, production: boolean) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (isAppError(error)) {
      if (error.details.retryAfterSeconds) reply.header('retry-after', String(error.details.retryAfterSeconds));
      return sendError(reply, error.httpStatus, {
        code: error.code,
        message: error.message,
        ...(error.details.field ? { field: error.details.field } : {}),
      });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return sendError(reply, status, { code: 'BAD_REQUEST', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, {
      code: 'INTERNAL_SERVER_ERROR',
      message: production ? 'Internal server error' : (error as Error).message,
    });
  });
}
