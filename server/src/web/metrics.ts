import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GraphQLContext } from '../graphql/context';
import { onJobEvent } from '../jobs/jobEvents';
import type { Runtime } from '../runtime';
import type { Services } from '../services';
import { sendError } from '../rest/envelope';

export const METRICS_PATH = '/metrics';

/** Seconds; from a fast cached answer to a slow report render. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Jobs run longer than requests: e-mail in milliseconds, a PDF in seconds, a renewal pass in minutes at worst. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** Operation names and error codes come from clients: only plain names are labels, and only this many of each. */
const MAX_LABEL_VALUES = 200;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The operation's name: as resolved, as asked for, or (for a document that failed validation, which resolves none)
 * the name of the document's one operation.
 */
function operationNameOf(rc: GraphQLRequestContext<GraphQLContext>): string | null {
  if (rc.operationName) return rc.operationName;
  if (rc.request.operationName) return rc.request.operationName;
  const operations = rc.document?.definitions.filter((d) => d.kind === 'OperationDefinition') ?? [];
  return operations.length === 1 && operations[0]!.kind === 'OperationDefinition' ? (operations[0]!.name?.value ?? null) : null;
}

const sha256 = (s: string): Buffer => createHash('sha256').update(s).digest();

function boundedLabels() {
  const seen = new Set<string>();
  return (value: string | null | undefined, fallback: string): string => {
    if (!value || !NAME.test(value)) return fallback;
    if (seen.has(value)) return value;
    if (seen.size >= MAX_LABEL_VALUES) return 'other';
    seen.add(value);
    return value;
  };
}

export interface Metrics {
  registry: Registry;
  /** Times and counts GraphQL operations by name; errors by name and code. */
  graphqlPlugin: ApolloServerPlugin<GraphQLContext>;
  /** Times HTTP requests by route and status; answers `/metrics` to the holder of the token. */
  install(app: FastifyInstance): void;
}

/**
 * The figures Prometheus scrapes: HTTP requests by route and status, GraphQL operations by name (and their errors),
 * job runs by kind (durations, failed tries, failures for good), and, read when scraped, the outbox's lag and the
 * renewals due and failing. One registry per app, so several apps in one process (tests) never share series.
 */
export function createMetrics(deps: { services: Services; log: Logger; token: string }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'innerscope_' });

  const http = new Histogram({
    name: 'innerscope_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: 'innerscope_graphql_operation_duration_seconds',
    help: 'GraphQL operations by operation name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const graphqlErrors = new Counter({
    name: 'innerscope_graphql_operation_errors_total',
    help: 'Errors in GraphQL responses by operation name and error code',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'innerscope_job_duration_seconds',
    help: 'Job runs by kind and outcome (done or failed)',
    labelNames: ['kind', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'innerscope_job_failures_total',
    help: 'Job tries that failed, by kind (each may be tried again)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobFailedForGood = new Counter({
    name: 'innerscope_job_failed_for_good_total',
    help: 'Jobs that used their tries or hit a permanent error, by kind; they wait for staff',
    labelNames: ['kind'] as const,
    registers: [registry],
  });

  /** A gauge read when scraped; a failed read leaves the last value and is logged, the scrape still answers. */
  const readOnScrape = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          this.set(await read());
        } catch (err) {
          deps.log.warn({ err, metric: name }, 'could not read a metric');
        }
      },
    });
  readOnScrape('innerscope_outbox_lag_seconds', 'Age of the oldest due outbox row not yet handed over (0 when none waits)', () => deps.services.operations.outboxLagSeconds());
  const renewals = () => deps.services.subscription.renewalFigures();
  readOnScrape('innerscope_renewals_due', 'Plans whose renewal charge (or retry) is due now', async () => (await renewals()).due);
  readOnScrape('innerscope_renewals_failed', 'Plans whose last renewal charge failed, waiting for a retry (past due)', async () => (await renewals()).failing);

  const operationLabel = boundedLabels();
  const codeLabel = boundedLabels();
  const kindLabel = boundedLabels();

  const graphqlPlugin: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      const stop = graphqlDuration.startTimer();
      return {
        async didEncounterErrors(rc) {
          const operation = operationLabel(operationNameOf(rc), 'anonymous');
          for (const error of rc.errors) {
            const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR';
            graphqlErrors.inc({ operation, code: codeLabel(code, 'other') });
          }
        },
        async willSendResponse(rc) {
          stop({ operation: operationLabel(operationNameOf(rc), 'anonymous'), type: rc.operation?.operation ?? 'unknown' });
        },
      };
    },
  };

  const tokenDigest = sha256(deps.token);
  function authorised(request: FastifyRequest): boolean {
    const header = request.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    // Digests of equal length, compared in constant time: neither the token nor its length leaks through timing.
    return timingSafeEqual(sha256(given), tokenDigest) && given.length > 0;
  }

  return {
    registry,
    graphqlPlugin,
    install(app) {
      app.addHook('onResponse', async (request, reply) => {
        http.observe(
          { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      });
      const stopListening = onJobEvent((event) => {
        const kind = kindLabel(event.kind, 'other');
        if (event.outcome === 'failedForGood') jobFailedForGood.inc({ kind });
        else if (event.seconds !== undefined) jobDuration.observe({ kind, outcome: event.outcome }, event.seconds);
        if (event.outcome === 'failed') jobFailures.inc({ kind });
      });
      app.addHook('onClose', async () => stopListening());
      app.get(METRICS_PATH, async (request, reply) => {
        if (!authorised(request)) return sendError(reply, 404, { code: 'NOT_FOUND', message: `No route for ${request.method} ${METRICS_PATH}` });
        const body = await registry.metrics();
        return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
      });
    },
  };
}

/**
 * A worker process serves no HTTP, yet it is where jobs run (with Redis): with a token configured it answers
 * `/metrics` alone on `METRICS_PORT`, for Prometheus to scrape beside the web processes.
 */
export async function serveWorkerMetrics(runtime: Runtime): Promise<FastifyInstance | null> {
  const { config } = runtime;
  if (!config.metricsToken) return null;
  const app = Fastify({ logger: false });
  createMetrics({ services: runtime.services, log: runtime.log, token: config.metricsToken }).install(app);
  await app.listen({ host: config.host, port: config.metricsPort });
  return app;
}
