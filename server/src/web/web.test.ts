import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/connection';
import { createRuntime } from '../runtime';
import { startTestApp, testConfig, type TestContext } from '../../test/runtime';

let t: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><title>Innerscope</title><script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script></head><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbCdEf12.js', isEntry: true, imports: ['_react-Aa11Bb22.js'] },
      '_react-Aa11Bb22.js': { file: 'assets/react-Aa11Bb22.js' },
      '_Paper-Cc33Dd44.js': { file: 'assets/Paper-Cc33Dd44.js', imports: ['index.html'] },
      'src/app/examPages.ts': { file: 'assets/examPages-Ee55Ff66.js', isDynamicEntry: true, imports: ['index.html', '_Paper-Cc33Dd44.js'] },
      'src/features/report/routes/ReportPage.tsx': { file: 'assets/ReportPage-Gg77Hh88.js', isDynamicEntry: true, imports: ['index.html'] },
    }),
  );
  t = await startTestApp({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const pageHtml = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);

describe('web client and probes', () => {
  it('serves index.html with 200 for routes the client knows, legacy aliases included', async () => {
    for (const url of ['/', '/index/BMBTI-1754', '/answer/question/BMBTI-1754?hl=ja', '/payPage/BMBTI-1754', '/zh-CN/index/BMBTI-1754']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves index.html with a real 404 for a path no route matches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page/here', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it("preloads a page's own chunks, not the entry's, in the HTML of its route", async () => {
    const question = await pageHtml('/answer/question/BMBTI-1754?hl=en');
    expect(preloads(question)).toEqual(['/assets/examPages-Ee55Ff66.js', '/assets/Paper-Cc33Dd44.js']);
    expect(question.indexOf('modulepreload')).toBeLessThan(question.indexOf('</head>'));
    expect(preloads(await pageHtml('/zh-CN/report/result/BMBTI-1754'))).toEqual(['/assets/ReportPage-Gg77Hh88.js']);
    // A page the build's manifest does not list gets none; the depression screen's report is a page of its own.
    expect(preloads(await pageHtml('/index/BMBTI-1754'))).toEqual([]);
    expect(preloads(await pageHtml('/report/result/DEPS-1801'))).toEqual([]);
    expect(preloads(await pageHtml('/no/such/page/here'))).toEqual([]);
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbCdEf12.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('/healthz answers while /readyz checks the database and the queue', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: true, queue: true });
  });

  it('/readyz turns 503 when the database is unreachable', async () => {
    const unreachable = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:9/none', dataDir: '' }, { poolMax: 1 });
    const runtime = await createRuntime(testConfig(), { db: unreachable, migrate: false, log: pino({ level: 'silent' }) });
    const app = await buildApp(runtime);
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: false, queue: true });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await runtime.close();
      await unreachable.close();
    }
  });

  it('/readyz turns 503 when Redis is configured but unreachable', async () => {
    const dead = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const res = await dead.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ database: true, queue: false });
    } finally {
      await dead.close();
    }
  });

  it('lists delivered e-mail in the development mailbox, escaped', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/common/feedback/save',
      payload: { content: 'The <script>alert(1)</script> page is slow', email: 'reader@example.com', hl: 'fr' },
    });
    await t.runtime.jobs.drain();
    const page = await t.app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nous avons bien reçu votre message');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    const id = /\/dev\/mailbox\/([0-9a-f-]{36})/.exec(page.body)![1];
    const one = await t.app.inject({ url: `/dev/mailbox/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('sandbox');
  });
});
