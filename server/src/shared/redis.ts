import type { ConnectionOptions } from 'bullmq';
import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// or rediss:// URL; BullMQ wants options, not a shared client. */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const u = new URL(url);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 6379,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    db: Number.isFinite(db) ? db : 0,
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/** BullMQ connection options; BullMQ types them against its own copy of ioredis's types, of the same shape. */
export function bullmqConnection(url: string, extra: RedisOptions = {}): ConnectionOptions {
  return { ...redisOptionsFromUrl(url), ...extra } as ConnectionOptions;
}
