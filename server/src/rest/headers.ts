import type { FastifyRequest } from 'fastify';
import { normalizeLocale, type Locale } from '../shared/locales';

export interface ClientInfo {
  locale: Locale | null;
  logId: string | null;
  appVersion: string | null;
  examAppId: number | null;
  domain: string | null;
  uid: string | null;
}

function header(request: FastifyRequest, ...names: string[]): string | null {
  for (const name of names) {
    const v = request.headers[name];
    const value = Array.isArray(v) ? v[0] : v;
    if (value && value.length <= 200) return value;
  }
  return null;
}

/** The documented request headers (logid, app version, exam app id, domain, hl, uid), read once. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const hl = header(request, 'hl') ?? (typeof query.hl === 'string' ? query.hl : null);
  const examAppId = Number(header(request, 'exam-app-id', 'examappid', 'appexamid'));
  return {
    locale: normalizeLocale(hl),
    logId: header(request, 'logid'),
    appVersion: header(request, 'app-version', 'appversion', 'av'),
    examAppId: Number.isSafeInteger(examAppId) && examAppId > 0 ? examAppId : null,
    domain: header(request, 'domain'),
    uid: header(request, 'uid'),
  };
}
