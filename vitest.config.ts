import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * One vitest run for the repository. The server suite runs on PGlite always, and on PostgreSQL too when
 * DATABASE_URL is set, so the same tests prove both databases.
 */
const serverProject = (driver: 'postgres' | 'pglite') => ({
  test: {
    name: `server:${driver}`,
    root: path.resolve(import.meta.dirname, 'server'),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/globalSetup.ts'],
    env: { TEST_DB: driver },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

/** The shared package's pure modules, and the repository's own checks (such as the workspaces' import boundaries). */
const nodeProject = (name: string, dir: string, include: string[]) => ({
  test: { name, root: path.resolve(import.meta.dirname, dir), include, environment: 'node' },
});

export default defineConfig({
  test: {
    projects: [
      ...(process.env.DATABASE_URL ? [serverProject('postgres')] : []),
      serverProject('pglite'),
      nodeProject('shared', 'shared', ['src/**/*.test.ts']),
      nodeProject('repo', '.', ['scripts/**/*.test.ts']),
      ...(fs.existsSync('client/vitest.config.ts') ? ['client/vitest.config.ts'] : []),
    ],
  },
});
