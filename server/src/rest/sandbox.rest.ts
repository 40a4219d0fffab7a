import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/connection';
import { challengePage, paypalApprovalPage, sandboxPageLocale } from '../modules/payment/sandbox.pages';
import { completeSandboxChallenge, decideSandboxApproval, type IntentRow, sandboxIntent } from '../modules/payment/sandbox.provider';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { parse } from './envelope';

const Intent = z.object({ id: z.string().regex(/^sbx_pi_[A-Za-z0-9_-]{10,30}$/) });
/** A path of this site: one leading slash only (`//host` would leave it). */
const SitePath = z.string().regex(/^\/(?![/\\])[A-Za-z0-9/_\-?=&%.~]*$/).max(300);
const ReturnTo = z.object({ return: SitePath.optional() });

/** The processor's pages are never framed, cached or indexed, and post only to themselves. */
function sendPage(reply: FastifyReply, html: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/** The path and query of the return URL a payment gave (built by the payment service from one of our paths). */
function returnPathOf(returnUrl: string | null): string {
  if (!returnUrl) return '/';
  try {
    const url = new URL(returnUrl, 'http://localhost');
    const path = url.pathname + url.search;
    return SitePath.safeParse(path).success ? path : '/';
  } catch {
    return '/';
  }
}

/**
 * Where PayPal's page sends the buyer after a decision, as PayPal does: the cancel URL after Cancel (the return URL
 * on intents made before there was one), the return URL otherwise, each with `token` (the payment's id) added.
 */
function backFromApproval(row: Pick<IntentRow, 'id' | 'status' | 'error_code' | 'return_url' | 'cancel_url'>): string {
  const canceled = row.status === 'failed' && row.error_code === 'canceled';
  const path = returnPathOf(canceled ? (row.cancel_url ?? row.return_url) : row.return_url);
  if (path === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(row.id)}`;
}

function localeOf(req: FastifyRequest, returnPath: string | null) {
  const cookie = (req.cookies as Record<string, string | undefined> | undefined)?.['i18n_redirected'] ?? null;
  const accept = req.headers['accept-language'];
  return sandboxPageLocale({ returnPath, cookie, acceptLanguage: typeof accept === 'string' ? accept.slice(0, 200) : null });
}

/**
 * The sandbox processor's pages, on the embedded default only: the 3-D Secure challenge of a test card and the
 * PayPal-like approval page. Each answers once: a payment no longer waiting sends the buyer straight back.
 */
export function registerSandboxRoutes(app: FastifyInstance, services: Services, db: Db) {
  const requireSandbox = () => {
    if (services.payment.cardProvider() !== 'sandbox') throw new AppError('NOT_FOUND', 'No sandbox processor');
  };
  async function waiting(id: string, kind: 'card' | 'paypal') {
    const intent = await sandboxIntent(db, id);
    if (!intent || intent.method.kind !== kind) throw new AppError('NOT_FOUND', 'No such sandbox payment');
    return intent;
  }

  app.get('/pay/sandbox/challenge/:id', async (req, reply) => {
    requireSandbox();
    const { id } = parse(Intent, req.params);
    const asked = parse(ReturnTo, req.query).return;
    const { row, method } = await waiting(id, 'card');
    const back = asked ?? returnPathOf(row.return_url);
    if (row.status !== 'requires_action') return reply.redirect(back, 303);
    const action = (passed: boolean) => `/pay/sandbox/challenge/${id}?return=${encodeURIComponent(back)}&passed=${passed ? 1 : 0}`;
    return sendPage(reply, challengePage(localeOf(req, back), { amount: row.amount, currency: row.currency.trim(), method }, { pass: action(true), fail: action(false) }));
  });

  app.post('/pay/sandbox/challenge/:id', async (req, reply) => {
    requireSandbox();
    const { id } = parse(Intent, req.params);
    const q = parse(ReturnTo.extend({ passed: z.enum(['0', '1']) }), req.query);
    const { row } = await waiting(id, 'card');
    await completeSandboxChallenge(db, id, q.passed === '1');
    return reply.redirect(q.return ?? returnPathOf(row.return_url), 303);
  });

  // PayPal's approval page takes the buyer back to the addresses given when the payment was made (Orders v2
  // return_url after Approve, cancel_url after Cancel); the check page then asks the processor again.
  app.get('/pay/sandbox/paypal/:id', async (req, reply) => {
    requireSandbox();
    const { id } = parse(Intent, req.params);
    const { row, method } = await waiting(id, 'paypal');
    if (row.status !== 'requires_action') return reply.redirect(backFromApproval(row), 303);
    const back = returnPathOf(row.return_url);
    return sendPage(reply, paypalApprovalPage(localeOf(req, back), { amount: row.amount, currency: row.currency.trim(), method }, `/pay/sandbox/paypal/${id}`));
  });

  app.post('/pay/sandbox/paypal/:id', async (req, reply) => {
    requireSandbox();
    const { id } = parse(Intent, req.params);
    const { decision } = parse(z.object({ decision: z.enum(['approve', 'cancel']) }), req.body ?? {});
    await waiting(id, 'paypal');
    await decideSandboxApproval(db, id, decision === 'approve');
    // The intent as it is now: a second press (the back button) goes where the first decision went.
    return reply.redirect(backFromApproval((await waiting(id, 'paypal')).row), 303);
  });
}
