import { describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy } from '../src/config';
import { memoryRateLimiter, type RateLimiter } from '../src/shared/rateLimiter';
import { startTestApp } from './runtime';

/** A memory limiter that records the client keys it is given for the retrieve rule. */
function recordingLimiter(): { limiter: RateLimiter; clientKeys: string[] } {
  const inner = memoryRateLimiter();
  const clientKeys: string[] = [];
  return {
    clientKeys,
    limiter: {
      ...inner,
      hit(rule, key) {
        if (rule.name === 'retrieve:client') clientKeys.push(key);
        return inner.hit(rule, key);
      },
    },
  };
}

/** The client keys the limiter saw for REST and GraphQL retrieve calls sent from `remoteAddress` with these headers. */
async function clientKeysSeen(trustProxy: string | undefined, calls: { remoteAddress: string; forwardedFor: string }[]): Promise<string[]> {
  const { limiter, clientKeys } = recordingLimiter();
  const t = await startTestApp({ TRUST_PROXY: trustProxy, NODE_ENV: 'production' }, { rateLimiter: limiter });
  try {
    let n = 0;
    for (const { remoteAddress, forwardedFor } of calls) {
      const headers = { 'x-forwarded-for': forwardedFor };
      const rest = await t.app.inject({ method: 'POST', url: '/exam/order/report/retrieve', remoteAddress, headers, payload: { email: `p${++n}@example.com` } });
      expect(rest.statusCode).toBe(200);
      const graph = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: { query: `mutation { retrieveReports(email: "p${++n}@example.com") { accepted } }` },
      });
      expect(graph.json()).toEqual({ data: { retrieveReports: { accepted: true } } });
    }
  } finally {
    await t.close();
  }
  return clientKeys;
}

describe('proxy trust (TRUST_PROXY)', () => {
  it('off by default, in production too: a forged X-Forwarded-For does not change the client key', async () => {
    const keys = await clientKeysSeen(undefined, [
      { remoteAddress: '198.51.100.7', forwardedFor: '203.0.113.1' },
      { remoteAddress: '198.51.100.7', forwardedFor: '203.0.113.2, 10.0.0.1' },
    ]);
    expect(keys).toEqual(Array(4).fill('198.51.100.7'));
  });

  it('TRUST_PROXY=1: the address the proxy saw (the last hop) is the key; what the client wrote before it is ignored', async () => {
    const keys = await clientKeysSeen('1', [
      { remoteAddress: '172.30.0.2', forwardedFor: '203.0.113.9' },
      { remoteAddress: '172.30.0.2', forwardedFor: '1.2.3.4, 203.0.113.9' },
    ]);
    expect(keys).toEqual(Array(4).fill('203.0.113.9'));
  });

  it('a CIDR list: only those proxies are believed; anyone else is keyed by its own address', async () => {
    const keys = await clientKeysSeen('172.30.0.0/16, 10.9.9.9', [
      { remoteAddress: '172.30.0.2', forwardedFor: '1.2.3.4, 203.0.113.9' },
      { remoteAddress: '198.51.100.7', forwardedFor: '203.0.113.1' },
    ]);
    expect(keys).toEqual(['203.0.113.9', '203.0.113.9', '198.51.100.7', '198.51.100.7']);
  });

  it('parses a hop count or addresses, and refuses "true" and malformed ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy(' 10.0.0.1 , fd00::/8,loopback')).toEqual({ addresses: ['10.0.0.1', 'fd00::/8', 'loopback'] });
    for (const bad of ['true', '10.0.0.0/33', '10.0.0.300', 'proxy.local', '10.0.0.1/8/8']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
    }
  });
});
