import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('runs on the embedded default with nothing set', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ env: 'development', port: 3000, databaseUrl: undefined, redisUrl: undefined, smtpUrl: undefined });
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it('treats empty service URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', REDIS_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', REDIS_URL: 'not a url' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/REDIS_URL/);
    }
  });
});
