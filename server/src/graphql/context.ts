import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import type { Clock } from '../shared/clock';
import type { Locale } from '../shared/locales';
import { clientInfo } from '../rest/headers';

export interface GraphQLContext {
  services: Services;
  config: AppConfig;
  clock: Clock;
  log: Logger;
  requestId: string;
  /** The visitor's locale from the hl header or query, when it names one of the nine. */
  locale: Locale | null;
  logId: string | null;
  clientIp: string;
}

export function buildContext(request: FastifyRequest, base: Pick<GraphQLContext, 'services' | 'config' | 'clock'>): GraphQLContext {
  const client = clientInfo(request);
  return {
    ...base,
    log: request.log as unknown as Logger,
    requestId: String(request.id),
    locale: client.locale,
    logId: client.logId,
    clientIp: request.ip,
  };
}
