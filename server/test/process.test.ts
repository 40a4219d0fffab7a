import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

// The process-level behaviour does not depend on the database driver: run it once, on the embedded default.
describe.skipIf(process.env.TEST_DB !== 'pglite')('the server process', () => {
  it('starts with nothing configured, serves, and exits 0 within 10 s of SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-proc-'));
    const port = 41000 + (process.pid % 1000);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.SMTP_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let ready = false;
      for (let i = 0; i < 120 && !ready; i++) {
        await new Promise((r) => setTimeout(r, 250));
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
      }
      expect(ready, stderr).toBe(true);
      const res = await fetch(`http://127.0.0.1:${port}/app/language/list/1754`);
      expect(((await res.json()) as { result: number }).result).toBe(200);
      const started = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
