import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mountGraphQL } from './graphql/server';
import { answerFrameworkError, installRestErrorHandler } from './rest/envelope';
import { installRestTextGuard } from './rest/textGuard';
import { registerAppRoutes } from './rest/app.rest';
import { registerCommonRoutes } from './rest/common.rest';
import { registerExamRoutes } from './rest/exam.rest';
import { registerCheckoutRoutes } from './rest/checkout.rest';
import { registerSecondPhaseRoutes } from './rest/secondPhase.rest';
import { registerReportRoutes } from './rest/report.rest';
import { registerSubscriptionRoutes } from './rest/subscription.rest';
import { registerAccountRoutes } from './rest/account.rest';
import { registerUploadRoutes } from './rest/upload.rest';
import { registerStudioImageRoutes } from './rest/studioImage.rest';
import { registerUserCentreRoutes } from './rest/userCentre.rest';
import { registerContentRoutes } from './rest/content.rest';
import { registerUserCentreHomeRoutes } from './rest/userCentreHome.rest';
import { registerDailyQuestionRoutes } from './rest/dailyQuestion.rest';
import { registerCourseRoutes } from './rest/courses.rest';
import { registerTreeHoleRoutes } from './rest/treeHole.rest';
import { registerPartnerRoutes } from './rest/partner.rest';
import type { TrustProxy } from './config';
import type { Runtime } from './runtime';
import { registerDevMailbox } from './web/devMailbox';
import { registerHealthRoutes } from './web/health';
import { createMetrics } from './web/metrics';
import { registerQueueBoard } from './web/queueBoard';
import { registerSpa } from './web/spa';
import { operationRunner } from './graphql/runOperation';

const REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client), so hops become a function: the nearest
 * `n` addresses are proxies. Right only when the app's port is reachable through those proxies alone.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!trust) return false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return trust.addresses;
}

/** Builds the HTTP app (GraphQL, REST, probes, the web client) on a runtime; tests and main share it. */
export async function buildApp(runtime: Runtime): Promise<FastifyInstance> {
  const { config, services } = runtime;
  const production = config.env === 'production';
  const app = Fastify({
    loggerInstance: runtime.log as unknown as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Plain HTML forms (the sandbox's 3-D Secure page, List-Unsubscribe one-click posts) send urlencoded bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  installRestErrorHandler(app);
  installRestTextGuard(app);
  registerHealthRoutes(app, services, config.version);
  const metrics = config.metricsToken ? createMetrics({ services, log: runtime.log, token: config.metricsToken }) : null;
  metrics?.install(app);
  const apollo = await mountGraphQL(app, { services, config, clock: runtime.clock, plugins: metrics ? [metrics.graphqlPlugin] : [] });
  registerAppRoutes(app, services);
  registerCommonRoutes(app, services);
  registerExamRoutes(app, services);
  registerCheckoutRoutes(app, services, runtime.db.knex);
  registerSecondPhaseRoutes(app, services);
  registerReportRoutes(app, services, runtime.files);
  registerSubscriptionRoutes(app, services);
  registerAccountRoutes(app, services);
  registerUploadRoutes(app, services, runtime.files);
  registerStudioImageRoutes(app, services);
  registerUserCentreRoutes(app, services);
  registerContentRoutes(app, services);
  registerUserCentreHomeRoutes(app, services);
  registerDailyQuestionRoutes(app, services);
  registerCourseRoutes(app, services);
  registerTreeHoleRoutes(app, services);
  registerPartnerRoutes(app, services, runtime.files);
  if (config.redisUrl) await registerQueueBoard(app, services, { redisUrl: config.redisUrl, prefix: config.queuePrefix });
  if ((!production || config.devMailbox) && runtime.mail.name === 'dev-mailbox') registerDevMailbox(app, runtime.db.knex, runtime.files);
  await registerSpa(app, config.clientDist, operationRunner(apollo, { services, config, clock: runtime.clock }));
  return app;
}
