import { z } from 'zod';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AdTrackingConfig, loadAdTrackingConfig } from './modules/adTracking/adTracking.config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packageVersion = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

/** How long a request waits on Redis (rate limits, readiness) before it goes on without it. */
export const DEFAULT_REDIS_DEADLINE_MS = 200;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Innerscope <hello@innerscope.app>'),
  SUPPORT_EMAIL: z.string().email().default('support@innerscope.app'),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  CLIENT_DIST: z.string().default(path.join(repoRoot, 'client', 'dist')),
  QUEUE_PREFIX: z.string().default('{innerscope}'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  APP_VERSION: z.string().default(packageVersion),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),
  SANDBOX_WEBHOOK_SECRET: z.string().default('sandbox-webhook-secret'),
  PAYMENT_SLOWDOWN_MS: z.coerce.number().int().min(0).default(1_000),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  FILE_STORE_DIR: z.string().optional(),
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  JOB_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(15_000),
  JOB_RECONCILE_MS: z.coerce.number().int().min(500).default(60_000),
  DEV_MAILBOX: z.enum(['true', 'false', '1', '0']).optional(),
  REDIS_DEADLINE_MS: z.coerce.number().int().min(10).max(10_000).default(DEFAULT_REDIS_DEADLINE_MS),
  TRUST_PROXY: z.string().trim().optional(),
  // Empty is unset (a compose file passes the variable through whether or not it is given).
  METRICS_TOKEN: z.union([z.literal(''), z.string().min(16, 'METRICS_TOKEN must be at least 16 characters')]).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).default(9464),
});

export type Role = 'web' | 'worker' | 'all';

/** Everything the process reads from its environment, parsed and validated once. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  dataDir: string;
  clientDist: string;
  queuePrefix: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  shutdownTimeoutMs: number;
  version: string;
  /** Seconds-level knobs the outbox relay and inline runner use; tests shorten them. */
  relayIntervalMs: number;
  /** Cards through Stripe when its keys are set; otherwise the sandbox processor takes them. */
  stripe: { secretKey: string; publishableKey: string | null; webhookSecret: string | null } | null;
  paypal: { clientId: string; clientSecret: string; webhookId: string | null; apiBase: string } | null;
  sandboxWebhookSecret: string;
  /** First delay added to a client's attempt after repeated declines; doubles with each further decline. */
  paymentSlowDownMs: number;
  /** Signs the links e-mailed to buyers (reports, PDF downloads). */
  appSecret: string;
  /** Where generated files (report PDFs) are kept by the local file store. */
  fileStoreDir: string;
  /** How long a BullMQ worker holds a job without renewing it (renewed every half of it while the job runs). */
  jobLockMs: number;
  /**
   * How often workers look for jobs whose lock ran out. A dead worker's job runs again, on any worker process
   * that is up, within jobLockMs + 2 × jobStalledIntervalMs (60 s with the defaults).
   */
  jobStalledIntervalMs: number;
  /** How often the outbox is compared with the queues (lost or wrongly failed jobs) and recurring schedules restored. */
  jobReconcileMs: number;
  /** Serve the development mailbox in production mode too (a staging or test deployment without SMTP). */
  devMailbox: boolean;
  /** The longest a request waits on Redis; past it rate limits fall back to this process and /readyz says 503. */
  redisDeadlineMs: number;
  /**
   * Which proxies' X-Forwarded-For is believed when taking the client's address (rate limits key on it): none
   * (false), the nearest `n` hops, or the proxies' own addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** Ad pixels and conversion APIs (all off unless configured); absent reads as off. */
  adTracking?: AdTrackingConfig;
  /** The bearer token Prometheus sends to `/metrics`; without one the endpoint is not served. */
  metricsToken: string | null;
  /** Where a worker process (which serves no HTTP otherwise) answers `/metrics`, with the same token. */
  metricsPort: number;
}

export type TrustProxy = false | { hops: number } | { addresses: string[] };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    dataDir: e.DATA_DIR,
    clientDist: e.CLIENT_DIST,
    queuePrefix: e.QUEUE_PREFIX,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    version: e.APP_VERSION,
    relayIntervalMs: 500,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null }
      : null,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, webhookId: e.PAYPAL_WEBHOOK_ID ?? null, apiBase: e.PAYPAL_API_BASE }
        : null,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
    paymentSlowDownMs: e.PAYMENT_SLOWDOWN_MS,
    appSecret: e.APP_SECRET ?? localSecret(e.NODE_ENV, e.DATA_DIR),
    fileStoreDir: e.FILE_STORE_DIR ?? path.join(e.DATA_DIR, 'files'),
    jobLockMs: e.JOB_LOCK_MS,
    jobStalledIntervalMs: e.JOB_STALLED_INTERVAL_MS,
    jobReconcileMs: e.JOB_RECONCILE_MS,
    devMailbox: e.DEV_MAILBOX === 'true' || e.DEV_MAILBOX === '1',
    metricsToken: e.METRICS_TOKEN || null,
    metricsPort: e.METRICS_PORT,
    redisDeadlineMs: e.REDIS_DEADLINE_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    adTracking: loadAdTrackingConfig(env),
  };
}

// proxy-addr's names for private ranges, accepted beside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, empty or 0 trusts no proxy; a number trusts that many hops nearest the app (only when
 * nothing else can reach the app's port); otherwise a comma-separated list of the proxies' addresses or CIDRs.
 * `true` is refused: trusting every hop lets any client choose the address it is limited by.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
  const bad = addresses.filter((a) => !PROXY_RANGE_NAMES.has(a) && !isAddressOrCidr(a));
  if (value === 'true' || bad.length) {
    throw new ConfigError(`Invalid environment:\n  TRUST_PROXY: a hop count or a comma-separated list of proxy addresses or CIDRs (got "${bad.join(', ') || value}")`);
  }
  return { addresses };
}

function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Without APP_SECRET, a development install keeps a random secret in its data folder, so the web and worker
 * processes of one machine agree and links stay valid across restarts. Production must set APP_SECRET.
 */
function localSecret(env: AppConfig['env'], dataDir: string): string {
  if (env === 'production') throw new ConfigError('Invalid environment:\n  APP_SECRET: required in production (32 characters or more)');
  if (env === 'test') return 'test-secret-for-signed-links-0123456789';
  const file = path.join(dataDir, 'app-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
