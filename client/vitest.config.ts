import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/** The client's unit and component tests: jsdom, with msw answering the network. */
export default defineProject({
  root: clientRoot,
  plugins: [react()],
  // Catalogue file names carry the build's version (`scripts/messageAssets.ts`); the tests' server ignores it.
  define: { __MESSAGES_VERSION__: JSON.stringify('test') },
  test: {
    name: 'client',
    root: clientRoot,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['test/globalSetup.ts'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // Journeys through several rendered pages take a few seconds on a loaded two-core runner.
    testTimeout: 15_000,
  },
});
