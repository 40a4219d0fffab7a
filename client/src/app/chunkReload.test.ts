import { beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from './chunkReload';

describe('chunk reload', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('recognises chunk load errors from browsers and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once per path within ten seconds and records it under nuxt:reload', () => {
    const storage = window.sessionStorage;
    expect(claimChunkReload(storage, '/help?x=1', 1_000)).toBe(true);
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? '')).toEqual({ path: '/help?x=1', expires: 11_000 });
    expect(claimChunkReload(storage, '/help?x=1', 10_999)).toBe(false);
    expect(claimChunkReload(storage, '/help?x=1', 11_000)).toBe(true);
  });

  it('reloads again for another path', () => {
    const storage = window.sessionStorage;
    expect(claimChunkReload(storage, '/a', 0)).toBe(true);
    expect(claimChunkReload(storage, '/b', 1)).toBe(true);
    expect(claimChunkReload(storage, '/b', 2)).toBe(false);
  });

  it('does not reload when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload(broken, '/a', 0)).toBe(false);
  });
});
