import { localFileStore, type FileStore } from './files/fileStore';
import { createReportService } from './modules/report/report.service';
import { createAccessPolicy } from './modules/access/policy';
import { createSubscriptionService } from './modules/subscription/subscription.service';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import { openDatabase, type DbHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createBullmqRuntime } from './jobs/bullmq.runtime';
import { createInlineRuntime } from './jobs/inline.runtime';
import type { JobRuntime } from './jobs/runtime';
import { devMailboxTransport, smtpTransport, type MailTransport } from './mail/transport';
import { createServices, type Services } from './services';
import { systemClock, type Clock } from './shared/clock';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './shared/rateLimiter';
import { createLogger } from './shared/logger';
import { createSandboxProvider } from './modules/payment/sandbox.provider';
import { createStripeProvider } from './modules/payment/stripe.provider';
import { createPayPalProvider } from './modules/payment/paypal.provider';
import type { PaymentProvider, ProviderName } from './modules/payment/provider';
import type { FeatureFlags } from './modules/catalog/features';

/** Everything a process runs on: the database, the job runtime, mail, the services. Web and worker share it. */
export interface Runtime {
  config: AppConfig;
  log: Logger;
  db: DbHandle;
  clock: Clock;
  mail: MailTransport;
  jobs: JobRuntime;
  rateLimiter: RateLimiter;
  services: Services;
  files: FileStore;
  close(): Promise<void>;
}

export interface RuntimeOverrides {
  db?: DbHandle;
  clock?: Clock;
  mail?: MailTransport;
  log?: Logger;
  /** Run migrations and seeds on start (default true). */
  migrate?: boolean;
  /** Extra or replacement payment providers (Stripe and PayPal when configured; fakes never). */
  paymentProviders?: Partial<Record<ProviderName, PaymentProvider>>;
  /** Where generated files go (a temporary folder in tests). */
  files?: FileStore;
  /** A limiter of the test's own (to see the keys it is given). */
  rateLimiter?: RateLimiter;
  /** Feature flags other than the product's, for tests of what later features switch on. */
  features?: FeatureFlags;
}

export async function createRuntime(config: AppConfig, overrides: RuntimeOverrides = {}): Promise<Runtime> {
  const log = overrides.log ?? createLogger({ level: config.logLevel, version: config.version });
  const db = overrides.db ?? (await openDatabase(config));
  if (overrides.migrate !== false) await migrateToLatest(db.knex);
  const clock = overrides.clock ?? systemClock;
  const mail =
    overrides.mail ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom, new URL(config.publicUrl).hostname) : devMailboxTransport());
  const rateLimiter: RateLimiter =
    overrides.rateLimiter ??
    (config.redisUrl
      ? redisRateLimiter({ redisUrl: config.redisUrl, prefix: config.queuePrefix, deadlineMs: config.redisDeadlineMs, log })
      : memoryRateLimiter());
  const paymentProviders: Partial<Record<ProviderName, PaymentProvider>> = {
    sandbox: createSandboxProvider({ db: db.knex, webhookSecret: config.sandboxWebhookSecret, publicUrl: config.publicUrl }),
    ...(config.stripe ? { stripe: createStripeProvider(config.stripe) } : {}),
    ...(config.paypal ? { paypal: createPayPalProvider(config.paypal) } : {}),
    ...overrides.paymentProviders,
  };
  // Built before the job runtime: jobs render reports and renew subscriptions with them.
  const files = overrides.files ?? localFileStore(config.fileStoreDir);
  const access = createAccessPolicy({ db: db.knex, config });
  const reports = createReportService({ db: db.knex, config, clock, files, access });
  const subscriptions = createSubscriptionService({ db: db.knex, config, clock, rateLimiter, providers: paymentProviders, access });
  const jobDeps = { db: db.knex, mail, config, clock, log, files, reports, subscriptions };
  const jobs = config.redisUrl
    ? createBullmqRuntime(jobDeps, { redisUrl: config.redisUrl, prefix: config.queuePrefix, intervalMs: config.relayIntervalMs })
    : createInlineRuntime(jobDeps, { intervalMs: config.relayIntervalMs });
  const services = createServices({ db: db.knex, config, clock, jobs, rateLimiter, paymentProviders, files, reports, subscriptions, access, features: overrides.features });
  log.info({ database: db.driver, jobs: jobs.driver, mail: mail.name }, 'runtime ready');
  return {
    config, log, db, clock, mail, jobs, rateLimiter, services, files,
    async close() {
      await jobs.stop(config.shutdownTimeoutMs);
      await rateLimiter.close().catch(() => undefined);
      mail.close();
      if (!overrides.db) await db.close();
    },
  };
}
