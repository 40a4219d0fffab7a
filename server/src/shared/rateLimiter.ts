import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { AppError } from './errors';
import { redisOptionsFromUrl } from './redis';

export interface RateRule {
  /** Bucket name, such as `feedback:ip`. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against `rule` for `key`; throws RATE_LIMITED once the window's limit is passed. */
  hit(rule: RateRule, key: string): Promise<void>;
  /** Hits counted for `key` in the current window, without counting one. */
  count(rule: RateRule, key: string): Promise<number>;
  /** Calls this process answered from its own memory because Redis did not answer within the deadline. */
  fallbacks(): number;
  close(): Promise<void>;
}

/** After Redis misses a deadline, calls skip it for this long before one of them tries it again. */
const RETRY_SHARED_AFTER_MS = 1_000;
/** While Redis keeps missing deadlines, one warning per this long (with the count) rather than one per call. */
const FALLBACK_LOG_EVERY_MS = 10_000;

function limited(rule: RateRule, res: RateLimiterRes): AppError {
  return new AppError('RATE_LIMITED', `Too many requests (${rule.name})`, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
}

/**
 * Keys are addresses and client addresses: stored hashed, so Redis holds no personal data and a key's length is
 * bounded whatever was sent.
 */
const keyOf = (key: string) => createHash('sha256').update(key).digest('base64url');

function memoryLimiterFor(rule: RateRule): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: `rl:${rule.name}`, points: rule.limit, duration: rule.windowSeconds });
}

/** What hit and count need of a rule's limiter. */
interface RuleLimiter {
  consume(key: string): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
}

/** hit/count on top of one rate-limiter-flexible limiter per rule. */
function limiterOn(limiterFor: (rule: RateRule) => RuleLimiter): Pick<RateLimiter, 'hit' | 'count'> {
  const byRule = new Map<string, RuleLimiter>();
  const of = (rule: RateRule) => {
    const id = `${rule.name}:${rule.limit}:${rule.windowSeconds}`;
    let limiter = byRule.get(id);
    if (!limiter) byRule.set(id, (limiter = limiterFor(rule)));
    return limiter;
  };
  return {
    async hit(rule, key) {
      try {
        await of(rule).consume(keyOf(key));
      } catch (err) {
        if (err instanceof RateLimiterRes) throw limited(rule, err);
        throw err;
      }
    },
    async count(rule, key) {
      return (await of(rule).get(keyOf(key)))?.consumedPoints ?? 0;
    },
  };
}

/** Fixed windows in this process; right for the embedded default, which runs one process. */
export function memoryRateLimiter(): RateLimiter {
  return { ...limiterOn(memoryLimiterFor), fallbacks: () => 0, close: async () => undefined };
}

/**
 * Fixed windows in Redis, shared by every process. A request never waits on Redis longer than `deadlineMs`: past
 * it (or on any Redis error) the call fails open to this process's own memory limiter for that request, which is
 * logged and counted; for a moment afterwards calls go straight to memory, then one tries Redis again. Limits are
 * per process until Redis answers, then shared again; counts made in memory meanwhile are not copied back.
 */
export function redisRateLimiter(options: { redisUrl: string; prefix: string; deadlineMs: number; log: Logger }): RateLimiter {
  const redis = new Redis({ ...redisOptionsFromUrl(options.redisUrl), maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (err) => options.log.warn({ err: err.message }, 'rate limiter: Redis connection error'));
  let fallbacks = 0;
  let localUntil = 0;
  let lastWarning = 0;
  let unreported = 0;

  /** One call answered from memory; `missed` when Redis was just tried and failed or did not answer in time. */
  function fellBack(rule: RateRule, missed: boolean) {
    fallbacks += 1;
    unreported += 1;
    const now = Date.now();
    if (missed) localUntil = now + RETRY_SHARED_AFTER_MS;
    if (now - lastWarning < FALLBACK_LOG_EVERY_MS) return;
    options.log.warn(
      { rule: rule.name, deadlineMs: options.deadlineMs, calls: unreported, fallbacksTotal: fallbacks },
      `rate limiter: Redis did not answer within ${options.deadlineMs} ms (or is unreachable); limiting in this process's memory until it answers`,
    );
    lastWarning = now;
    unreported = 0;
  }

  return {
    ...limiterOn((rule) => {
      // One memory window per rule, used by the library as the insurance limiter (when the timeout wrapper gives
      // up on Redis, or Redis fails) and directly while calls skip Redis: each hit is counted once, in one place.
      const memory = memoryLimiterFor(rule);
      const insurance = new (class extends RateLimiterMemory {
        override consume(key: string | number) {
          fellBack(rule, true);
          return memory.consume(key);
        }
        override get(key: string | number) {
          fellBack(rule, true);
          return memory.get(key);
        }
      })({ points: rule.limit, duration: rule.windowSeconds });
      const shared = new RLWrapperTimeouts({
        limiter: new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${options.prefix}:rl:${rule.name}`,
          points: rule.limit,
          duration: rule.windowSeconds,
          // Not connected: straight to the insurance limiter rather than an error.
          rejectIfRedisNotReady: true,
        }),
        timeoutMs: options.deadlineMs,
        insuranceLimiter: insurance,
      });
      const viaMemory = () => {
        if (Date.now() >= localUntil) return false;
        fellBack(rule, false);
        return true;
      };
      return {
        consume: (key) => (viaMemory() ? memory.consume(key) : shared.consume(key)),
        get: (key) => (viaMemory() ? memory.get(key) : shared.get(key)),
      };
    }),
    fallbacks: () => fallbacks,
    async close() {
      // QUIT waits for an answer a hung Redis never gives.
      redis.disconnect();
    },
  };
}
