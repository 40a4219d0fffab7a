import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://127.0.0.1:3000';

/**
 * API paths the dev server forwards. A regex, not prefixes: a plain `/pay` prefix would also capture the
 * `/paying/...` and `/payinsider` pages.
 */
const apiPaths = '^/(graphql|app|exam|pay|healthz|readyz|dev|upload|email|vip|privilege|unsubscribe|subscription|secondPhase|common)(/|\\?|$)';

/** `/user/...` holds both pages (`/user/login/{code}-{examId}`) and REST calls (`POST /user/login`, avatars). */
const userPaths = '^/user/';
const isPageLoad = (req: { method?: string; headers: { accept?: string } }) => req.method === 'GET' && Boolean(req.headers.accept?.includes('text/html'));

/**
 * Messages are precompiled to ASTs (`npm run i18n:compile`), so the ICU parser is never needed at run time:
 * every import of it resolves to its parser-less build. The regex keeps `/no-parser.js` itself unaliased.
 */
const icuParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) {
      yield* walk(value);
    }
  }
}

const DROPPED = new Set(['description', 'defaultMessage']);

function propertyName(property: Node): string | undefined {
  const key = property['key'];
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier') return key['name'] as string;
  if (key.type === 'Literal') return String(key['value']);
  return undefined;
}

/** Source ranges of `description` and `defaultMessage` inside `defineMessages({...})` calls. */
function metadataRanges(code: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const node of walk(parseAst(code) as unknown as Node)) {
    const callee = node['callee'];
    if (node.type !== 'CallExpression' || !isNode(callee) || callee['name'] !== 'defineMessages') continue;
    const [catalogue] = node['arguments'] as Node[];
    if (!catalogue || catalogue.type !== 'ObjectExpression') continue;
    for (const entry of catalogue['properties'] as Node[]) {
      const descriptor = entry['value'];
      if (!isNode(descriptor) || descriptor.type !== 'ObjectExpression') continue;
      for (const property of descriptor['properties'] as Node[]) {
        if (!DROPPED.has(propertyName(property) ?? '')) continue;
        const comma = /^\s*,/.exec(code.slice(property.end));
        ranges.push([property.start, property.end + (comma ? comma[0].length : 0)]);
      }
    }
  }
  return ranges;
}

/**
 * Messages ship precompiled (`src/i18n/compiled`), so in a production build the English default text and the
 * translator's description beside each message id are dead weight: this removes them from `messages.ts` files,
 * as formatjs's own build plugins do.
 */
function stripMessageMetadata(): Plugin {
  return {
    name: 'innerscope:strip-message-metadata',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]messages\.ts$/ },
      handler(code) {
        const ranges = metadataRanges(code).sort((a, b) => b[0] - a[0]);
        if (ranges.length === 0) return null;
        let stripped = code;
        for (const [start, end] of ranges) stripped = stripped.slice(0, start) + stripped.slice(end);
        return { code: stripped, map: null };
      },
    },
  };
}

export default defineConfig({
  root: clientRoot,
  plugins: [react(), stripMessageMetadata()],
  resolve: { alias: [icuParserAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Stable chunk names (`UnavailablePage-<hash>.js`) keep chunks recognisable in logs and browser tests.
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              // Everything the first page imports statically stays in the entry chunk. Without this group the
              // bundler (rolldown 1.2) sometimes moves React, MUI and react-intl out of the entry into a second
              // chunk as soon as several lazy pages use them (rolldown issues #9963 and #10731): two requests
              // and about 1.5 KB more gzip before the home page can run.
              name: 'index',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      [apiPaths]: { target: apiTarget },
      // A page load stays with the dev server (which answers with the app); calls and images go to the API.
      [userPaths]: { target: apiTarget, bypass: (req) => (isPageLoad(req) ? req.url : undefined) },
    },
  },
});
