import type { Redis } from 'ioredis';
import { AppError } from './errors';

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
  close(): Promise<void>;
}

function limited(rule: RateRule, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', `Too many requests (${rule.name})`, { retryAfterSeconds });
}

/** Fixed windows in Redis, shared by every process. */
export function redisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  return {
    async hit(rule, key) {
      const redisKey = `${prefix}:rl:${rule.name}:${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(redisKey)
        .ttl(redisKey)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.expire(redisKey, rule.windowSeconds);
      if (count > rule.limit) throw limited(rule, ttl > 0 ? ttl : rule.windowSeconds);
    },
    async count(rule, key) {
      return Number((await redis.get(`${prefix}:rl:${rule.name}:${key}`)) ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}

/** Fixed windows in this process; right for the embedded default, which runs one process. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(rule, key) {
      const k = `${rule.name}:${key}`;
      const t = now();
      let b = buckets.get(k);
      if (!b || b.resetAt <= t) {
        b = { count: 0, resetAt: t + rule.windowSeconds * 1000 };
        buckets.set(k, b);
      }
      b.count += 1;
      if (b.count > rule.limit) throw limited(rule, Math.ceil((b.resetAt - t) / 1000));
    },
    async count(rule, key) {
      const b = buckets.get(`${rule.name}:${key}`);
      return b && b.resetAt > now() ? b.count : 0;
    },
    async close() {
      buckets.clear();
    },
  };
}
