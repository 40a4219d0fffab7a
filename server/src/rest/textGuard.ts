import type { FastifyInstance } from 'fastify';
import { findTextProblem, textError } from '../shared/text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks its text itself (GraphQL checks variables and literals with its own error shape). */
    ownTextGuard?: boolean;
  }
}

/**
 * One rule for the text of every REST path: params, query and a parsed body may hold no NUL byte, no lone surrogate
 * and no string over the edge ceiling; the first such string is refused with 400 INVALID_TEXT (or BAD_USER_INPUT
 * when too long) naming its field, before any handler or schema sees it. Raw bodies (webhooks, verified on their
 * bytes) and multipart uploads are not parsed text and pass untouched.
 */
export function installRestTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.ownTextGuard) return;
    const problem = findTextProblem(request.params) ?? findTextProblem(request.query) ?? findTextProblem(request.body);
    if (problem) throw textError(problem);
  });
}
