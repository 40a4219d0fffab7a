import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { messageAssets } from './scripts/messageAssets';
import { muiPressFeedback } from './scripts/muiPressFeedback';
import { muiWithoutCssVariables } from './scripts/muiWithoutCssVariables';
import { singleFormatjsCopies } from './scripts/singleLibraryCopies';

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

/**
 * react-router's package exports only its development build, whose dev-only warnings and checks are kept in a
 * production bundle. A production build resolves it (and its DOM part, so both share one router context) to the
 * production files shipped beside it.
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'production');
const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

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
 * translator's description beside each message id are dead weight: this removes them from every module calling
 * `defineMessages`, as formatjs's own build plugins do.
 */
function stripMessageMetadata(): Plugin {
  return {
    name: 'innerscope:strip-message-metadata',
    apply: 'build',
    transform: {
      // Every module declaring messages, not only `messages.ts` files (`examWords.ts`, `listMessages.ts`...).
      filter: { id: /\.tsx?$/, code: 'defineMessages' },
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

const generatedDir = path.join(clientRoot, 'src', '__generated__');
const DOCUMENT_PREFIX = 'innerscope-graphql-document:';
const DOCUMENT_LINE = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/;
const SOURCE_LINE = /^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/;

const readGenerated = (file: string): string[] => {
  const full = path.join(generatedDir, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8').split('\n') : [];
};

/**
 * The generated documents: each export's AST by name, and the export each `graphql(`...`)` source stands for.
 * A line in another shape is skipped, and its document keeps coming from the generated module.
 */
function readGeneratedDocuments(): { asts: Map<string, string>; names: Map<string, string> } {
  const asts = new Map<string, string>();
  const names = new Map<string, string>();
  for (const line of readGenerated('graphql.ts')) {
    const match = DOCUMENT_LINE.exec(line);
    if (match?.[1] && match[2]) asts.set(match[1], match[2]);
  }
  for (const line of readGenerated('gql.ts')) {
    const match = SOURCE_LINE.exec(line);
    if (match?.[1] && match[2] && asts.has(match[2])) names.set(JSON.parse(match[1]) as string, match[2]);
  }
  return { asts, names };
}

/** The `graphql(...)` calls of a module whose text is a known document: their source range and export name. */
function documentCalls(code: string, names: ReadonlyMap<string, string>): Array<{ start: number; end: number; name: string }> {
  const calls: Array<{ start: number; end: number; name: string }> = [];
  for (const node of walk(parseAst(code) as unknown as Node)) {
    const callee = node['callee'];
    if (node.type !== 'CallExpression' || !isNode(callee) || callee['name'] !== 'graphql') continue;
    const [source, ...rest] = node['arguments'] as Node[];
    if (!source || rest.length > 0) continue;
    let text: string | undefined;
    if (source.type === 'TemplateLiteral' && (source['expressions'] as Node[]).length === 0) {
      text = ((source['quasis'] as Node[])[0]?.['value'] as { cooked?: string } | undefined)?.cooked;
    } else if (source.type === 'Literal' && typeof source['value'] === 'string') {
      text = source['value'];
    }
    const name = text === undefined ? undefined : names.get(text);
    if (name) calls.push({ start: node.start, end: node.end, name });
  }
  return calls;
}

const GENERATED_DOCUMENTS_MODULE = /(^|[\\/])__generated__[\\/]graphql(\.ts)?$/;

/** Imports of generated documents (`import { ReportDocument } from '../__generated__/graphql'`), each rewritten. */
function documentImports(code: string, asts: ReadonlyMap<string, string>): Array<{ start: number; end: number; text: string }> {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const node of (parseAst(code) as unknown as { body: Node[] }).body) {
    const source = node['source'];
    if (node.type !== 'ImportDeclaration' || !isNode(source) || !GENERATED_DOCUMENTS_MODULE.test(String(source['value']))) continue;
    const kept: string[] = [];
    const split: string[] = [];
    for (const specifier of node['specifiers'] as Node[]) {
      const imported = specifier['imported'];
      const local = (specifier['local'] as Node)['name'] as string;
      const name = specifier.type === 'ImportSpecifier' && isNode(imported) ? String(imported['name'] ?? imported['value']) : undefined;
      if (name !== undefined && asts.has(name)) split.push(`import ${local} from '${DOCUMENT_PREFIX}${name}';`);
      else kept.push(code.slice(specifier.start, specifier.end));
    }
    if (split.length === 0) continue;
    const rest = kept.length > 0 ? `import { ${kept.join(', ')} } from ${code.slice(source.start, source.end)};` : '';
    edits.push({ start: node.start, end: node.end, text: [...split, rest].join('\n') });
  }
  return edits;
}

/**
 * The generated `graphql()` looks each document up in a map of every document of the app, so every page that
 * queries would fetch all of them (the client preset's own warning). As its Babel and SWC plugins do, a
 * production build replaces each call by an import of that one document, so a page's chunk carries only its own.
 */
function splitGraphqlDocuments(): Plugin {
  let documents = { asts: new Map<string, string>(), names: new Map<string, string>() };
  return {
    name: 'innerscope:split-graphql-documents',
    apply: 'build',
    buildStart() {
      documents = readGeneratedDocuments();
    },
    resolveId: {
      filter: { id: new RegExp(`^${DOCUMENT_PREFIX}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${DOCUMENT_PREFIX}`) },
      handler(id) {
        const ast = documents.asts.get(id.slice(DOCUMENT_PREFIX.length + 1));
        return ast === undefined ? null : `export default ${ast};`;
      },
    },
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /[\\/]__generated__[\\/]/ }, code: '__generated__' },
      handler(code) {
        const calls = code.includes('graphql(') ? documentCalls(code, documents.names) : [];
        const edits = [
          ...calls.map((call) => ({ ...call, text: `__graphqlDocument_${call.name}` })),
          ...documentImports(code, documents.asts),
        ].sort((a, b) => b.start - a.start);
        if (edits.length === 0) return null;
        let replaced = code;
        for (const edit of edits) replaced = `${replaced.slice(0, edit.start)}${edit.text}${replaced.slice(edit.end)}`;
        const imports = [...new Set(calls.map((call) => call.name))]
          .map((name) => `import __graphqlDocument_${name} from '${DOCUMENT_PREFIX}${name}';`)
          .join('\n');
        return { code: imports ? `${imports}\n${replaced}` : replaced, map: null };
      },
    },
  };
}

/**
 * The queries whose answer the server writes into a page's HTML (`server/src/web/firstScreen.ts`), so the page's
 * first screen needs no request of its own: the question page's (the matrix test's introduction), the plan page's and
 * each exam's report's. Their documents are
 * written to `.vite/first-screen.json` beside the manifest, as the generated ASTs, keyed by operation name.
 */
const FIRST_SCREEN_OPERATIONS = [
  'ExamQuestions',
  'IqIntro',
  'PlanSession',
  'PlanOffers',
  'Report',
  'DepsReport',
  'YdgxReport',
  'IqReport',
] as const;

function firstScreenDocuments(): Plugin {
  return {
    name: 'innerscope:first-screen-documents',
    apply: 'build',
    generateBundle() {
      const { asts } = readGeneratedDocuments();
      const documents: Record<string, unknown> = {};
      for (const name of FIRST_SCREEN_OPERATIONS) {
        const ast = asts.get(`${name}Document`);
        if (ast === undefined) this.error(`the generated documents have no ${name}Document: run npm run codegen`);
        documents[name] = JSON.parse(ast) as unknown;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/first-screen.json', source: JSON.stringify(documents) });
    },
  };
}

export default defineConfig(({ command }) => ({
  root: clientRoot,
  plugins: [
    react(),
    messageAssets(path.join(clientRoot, 'src', 'i18n', 'compiled')),
    muiWithoutCssVariables(),
    muiPressFeedback(),
    singleFormatjsCopies(),
    stripMessageMetadata(),
    splitGraphqlDocuments(),
    firstScreenDocuments(),
  ],
  resolve: { alias: command === 'build' ? [icuParserAlias, ...reactRouterProductionAliases] : [icuParserAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // terser with two compress passes writes about 1% less gzip than the default minifier: on the first page's
    // entry that is 1.3 KB, the difference between within and over its 150 KB budget.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
    // `.vite/manifest.json`: the server reads it to preload a page's chunks beside the entry (server/src/web).
    manifest: true,
    // No preload lists in the bundle: the server already preloads the first page's chunks (above), and a list of
    // every lazy page's dependencies, file names and hashes, cost every first page 3.4 KB gzip of its entry. A page
    // opened later fetches its chunk, then that chunk's imports: one more round trip, often hidden by prefetching
    // the next page of the funnel while the current one is read.
    modulePreload: false,
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
}));
