import type { Db } from '../../db/connection';
import { queueEmail } from '../../mail/mail.service';
import { retrieveEmail } from '../../mail/templates';
import type { Clock } from '../../shared/clock';
import { isValidEmail, canonicalEmail } from '../../shared/email';
import { randomId } from '../../shared/ids';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import type { RateLimiter, RateRule } from '../../shared/rateLimiter';
import * as repo from './report.repository';
import type { ReportService } from './report.service';

/** Per client and per address, shared by every process (Redis) and every face (REST, GraphQL, aliases). */
export const RETRIEVE_PER_CLIENT: RateRule = { name: 'retrieve:client', limit: 10, windowSeconds: 3600 };
export const RETRIEVE_PER_ADDRESS: RateRule = { name: 'retrieve:address', limit: 3, windowSeconds: 3600 };

export type RetrieveErrorCode = 'EMAIL_REQUIRED' | 'INVALID_EMAIL';

export function createRetrieveService(deps: { db: Db; clock: Clock; rateLimiter: RateLimiter; reports: ReportService }) {
  const { db } = deps;
  return {
    /**
     * E-mails an address the links to its paid reports, or the spec's "no retrievable reports" message. The
     * answer is the same whether or not the address has reports, so the page reveals nothing about it.
     */
    async request(emailInput: string, localeInput: string | null | undefined, clientKey: string) {
      const raw = emailInput.trim();
      if (!raw) return { accepted: false, errors: [{ code: 'EMAIL_REQUIRED' as const, field: 'email', message: 'Please input email address' }] };
      if (!isValidEmail(raw)) return { accepted: false, errors: [{ code: 'INVALID_EMAIL' as const, field: 'email', message: 'Please enter a valid email address.' }] };
      const email = canonicalEmail(raw);
      await deps.rateLimiter.hit(RETRIEVE_PER_CLIENT, clientKey);
      await deps.rateLimiter.hit(RETRIEVE_PER_ADDRESS, email);
      const locale = normalizeLocale(localeInput) ?? DEFAULT_LOCALE;
      const paid = await repo.paidReportsOfEmail(db, email, 20);
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      // Each link opens its own exam's report; only the 16-type test names a type (a screen's band stays off the label).
      const links = paid.map((o) => ({
        typeCode: o.exam_code === 'BMBTI' ? (o.type_code ?? '') : '',
        date: date.format(o.paid_at),
        url: deps.reports.reportUrl(o.order_number, locale, deps.reports.routeKeyOf({ examCode: o.exam_code, examId: o.exam_id })),
      }));
      await queueEmail(db, { template: 'retrieve', locale, to: email, dedupeKey: `retrieve:${randomId(12)}`, rendered: retrieveEmail(locale, links) });
      return { accepted: true, errors: [] };
    },
  };
}

export type RetrieveService = ReturnType<typeof createRetrieveService>;
