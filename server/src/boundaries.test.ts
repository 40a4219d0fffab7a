import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingOf, posix, REPO_ROOT as ROOT, SKIPPED_DIRS, sourceFiles as filesUnder, specifiersOf, withoutExtension } from '../../scripts/importReader';
import { KNOWN_CLIENT_CROSSINGS, KNOWN_REPOSITORY_CROSSINGS } from './boundaries.allowlist';

/**
 * The layers' boundaries, read off the source files:
 * - a module's repository (`server/src/modules/<m>/*.repository.ts`) is imported only inside `modules/<m>/`;
 *   other modules go through its service (server/test, the seeds, migrations and `server/src/db` excepted);
 * - SQL and the query builder appear only in repositories (and `server/src/db`, migrations, seeds, tests);
 * - a client feature does not import another feature's `components/` (shared ones live in `shared/components`).
 * Crossings that exist today are listed in boundaries.allowlist.ts, a list that may only shrink.
 */
const TYPESCRIPT = /\.(ts|tsx|mts|cts)$/;
const SKIPPED = new Set([...SKIPPED_DIRS, '__generated__']);

/** Where a file's own rules do not apply: tests' helpers, seeds, migrations and the connection itself. */
const DATA_LAYER = [/^server\/test\//, /^server\/seeds\//, /^server\/migrations\//, /^server\/src\/db\//];

/** The TypeScript files under `dir`, as paths from the repository root. */
const sourceFiles = (dir: string) => filesUnder(dir, TYPESCRIPT, SKIPPED).map((file) => posix(path.relative(ROOT, file)));

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The repository path (no extension) a relative specifier of `file` lands on; null for a package. */
export function targetOf(file: string, specifier: string): string | null {
  const landing = landingOf(file, specifier);
  return landing === null ? null : withoutExtension(landing);
}

const importsOf = (file: string, source: string) =>
  specifiersOf(source).flatMap((specifier) => targetOf(file, specifier) ?? []);

/** This file: its examples of crossings are strings, not imports. */
const SELF = posix(path.relative(ROOT, import.meta.filename));

/** `file -> repository` for each repository of another module that a file imports. */
export function repositoryCrossings(file: string, source: string): string[] {
  if (file === SELF || DATA_LAYER.some((area) => area.test(file))) return [];
  return importsOf(file, source).flatMap((target) => {
    const owner = /^server\/src\/modules\/([^/]+)\/.+\.repository$/.exec(target)?.[1];
    return owner && !file.startsWith(`server/src/modules/${owner}/`) ? [`${withoutExtension(file)} -> ${target}`] : [];
  });
}

const QUERY_METHODS =
  'where\\w*|andWhere\\w*|orWhere\\w*|first|insert|select|join|leftJoin|innerJoin|pluck|returning|onConflict|forUpdate|orderBy|groupBy|count|del|delete|increment|decrement|distinct|truncate|limit';

/** What SQL looks like in this code base: the query builder on a table, raw SQL, knex itself. */
const SQL_PATTERNS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\bfrom\s*['"]knex['"]/g, what: 'imports knex' },
  { pattern: /\.(?:raw|whereRaw|orWhereRaw|andWhereRaw|havingRaw|joinRaw|orderByRaw|groupByRaw)\s*\(/g, what: 'raw SQL' },
  {
    pattern: /(?:\b(?:db|trx|tx|knex|executor)|\.(?:db|knex))\s*(?:<[^<>()]*>)?\s*\(\s*['"`][\w.]+(?:\s+as\s+\w+)?['"`]\s*\)/g,
    what: 'a table queried',
  },
  {
    pattern: new RegExp(`\\b[\\w$]+\\s*(?:<[^<>()]*>)?\\s*\\(\\s*['"\`][a-z_][\\w.]*(?:\\s+as\\s+\\w+)?['"\`]\\s*\\)\\s*\\.\\s*(?:${QUERY_METHODS})\\s*\\(`, 'g'),
    what: 'a query built',
  },
  { pattern: /(?<!\b(?:Buffer|Array|Uint8Array))\.from\(\s*['"`][a-z_][\w.]*(?:\s+as\s+\w+)?['"`]\s*\)/g, what: 'a query built' },
  { pattern: /\.schema\s*\.\s*(?:createTable|alterTable|dropTable|hasTable|hasColumn|table)\b/g, what: 'a schema change' },
];

const SQL_ALLOWED = [/\.repository\.ts$/, /\.test\.tsx?$/, ...DATA_LAYER];

/** `file:line: what (code)` for each piece of SQL in a file outside the data layer. */
export function sqlUses(file: string, source: string): string[] {
  if (SQL_ALLOWED.some((area) => area.test(file))) return [];
  const found = new Map<number, string>();
  for (const { pattern, what } of SQL_PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      if (!found.has(line)) found.set(line, `${file}:${line}: ${what} (${match[0].replace(/\s+/g, ' ').trim()})`);
    }
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, use]) => use);
}

/** `file -> component` for each file of a client feature that imports another feature's components. */
export function clientCrossings(file: string, source: string): string[] {
  const feature = /^client\/src\/features\/([^/]+)\//.exec(file)?.[1];
  if (!feature) return [];
  return importsOf(file, source).flatMap((target) => {
    const owner = /^client\/src\/features\/([^/]+)\/components(?:\/|$)/.exec(target)?.[1];
    return owner && owner !== feature ? [`${withoutExtension(file)} -> ${target}`] : [];
  });
}

const scan = (dirs: readonly string[], rule: (file: string, source: string) => string[]) =>
  [...new Set(dirs.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) => rule(file, read(file))))].sort();

/** Fails on crossings not in the allowlist, and on allowlisted ones that are gone (the list only shrinks). */
function expectOnlyKnown(found: readonly string[], known: readonly string[], rule: string) {
  const added = found.filter((crossing) => !known.includes(crossing));
  const gone = known.filter((crossing) => !found.includes(crossing));
  expect(added, `${rule}: new crossings (route them through the owner's public surface; never add them to boundaries.allowlist.ts)`).toEqual([]);
  expect(gone, `${rule}: fixed crossings still listed in boundaries.allowlist.ts (delete these lines)`).toEqual([]);
}

describe('layer boundaries', () => {
  it('finds each kind of crossing however it is written', () => {
    const order = 'server/src/modules/order/order.service.ts';
    const job = 'server/src/jobs/someJob.ts';
    const imports = [
      "import * as orders from '../order/order.repository';",
      "import type { PaymentRow } from '../payment/payment.repository';",
      "import {\n  findSession,\n  type SessionRow,\n} from '../exam/session.repository';",
      "export { findSku } from '../catalog/catalog.repository';",
      "const lazy = () => import('../review/review.repository');",
      "import * as repo from './order.repository';",
      "import { transitionOrder } from '../order/order.service';",
      "// import * as old from '../account/account.repository';",
    ].join('\n');
    expect(repositoryCrossings(order, imports)).toEqual([
      'server/src/modules/order/order.service -> server/src/modules/payment/payment.repository',
      'server/src/modules/order/order.service -> server/src/modules/exam/session.repository',
      'server/src/modules/order/order.service -> server/src/modules/catalog/catalog.repository',
      'server/src/modules/order/order.service -> server/src/modules/review/review.repository',
    ]);
    expect(repositoryCrossings(job, "import * as orders from '../modules/order/order.repository';")).toEqual([
      'server/src/jobs/someJob -> server/src/modules/order/order.repository',
    ]);
    expect(repositoryCrossings('server/test/checkout.ts', "import * as orders from '../src/modules/order/order.repository';")).toEqual([]);
    expect(repositoryCrossings('server/seeds/index.ts', "import * as orders from '../src/modules/order/order.repository';")).toEqual([]);

    const service = 'server/src/modules/account/profile.service.ts';
    const sql = [
      "const row = await trx('users').where({ id }).forUpdate().first('avatar_key');",
      "const rows = await db<UserRow>('users')",
      "  .whereIn('id', ids);",
      "await deps.db.raw('select 1');",
      "const paid = await knex('orders as o').join('skus as s', 's.id', 'o.sku_id');",
      "const sub = query.from('subscriptions');",
      "const basic = Buffer.from(`${id}:${secret}`).toString('base64');",
      "import type { Knex } from 'knex';",
      "const digest = createHmac('sha256', secret).update(subject).digest('hex');",
      "await db.transaction(async (trx) => repo.updateUser(trx, id, fields, now));",
      "const hits = await deps.rateLimiter.count(FAILED_ATTEMPTS, clientKey);",
    ].join('\n');
    expect(sqlUses(service, sql).map((use) => use.replace(/ \(.*$/, ''))).toEqual([
      `${service}:1: a table queried`,
      `${service}:2: a table queried`,
      `${service}:4: raw SQL`,
      `${service}:5: a table queried`,
      `${service}:6: a query built`,
      `${service}:8: imports knex`,
    ]);
    expect(sqlUses('server/src/modules/account/account.repository.ts', sql)).toEqual([]);
    expect(sqlUses('server/src/db/migrate.ts', sql)).toEqual([]);
    expect(sqlUses('server/seeds/index.ts', sql)).toEqual([]);

    const page = 'client/src/features/plan/routes/PlanPage.tsx';
    const client = [
      "import { RetrieveLinksButton } from '../../report/components/RetrieveLinksButton';",
      "import { StatusPanel } from '../../../shared/components/StatusPanel';",
      "import { PriceLine } from '../components/PriceLine';",
      "import { reportPath } from '../../report/reportPaths';",
    ].join('\n');
    expect(clientCrossings(page, client)).toEqual([
      'client/src/features/plan/routes/PlanPage -> client/src/features/report/components/RetrieveLinksButton',
    ]);
    expect(clientCrossings('client/src/app/pages.tsx', "import { X } from '../features/report/components/X';")).toEqual([]);
  });

  it("no file outside a module imports that module's repository", () => {
    const found = scan(['server', 'bench', 'scripts', 'e2e'], repositoryCrossings);
    expectOnlyKnown(found, KNOWN_REPOSITORY_CROSSINGS, 'file -> repository of another module');
  });

  it('SQL and the query builder appear only in repositories, the db folder, migrations and seeds', () => {
    const files = sourceFiles(path.join(ROOT, 'server/src'));
    expect(files.length).toBeGreaterThan(0);
    expect(scan(['server/src'], sqlUses), 'SQL outside a *.repository.ts: move the query into its module\'s repository').toEqual([]);
  });

  it("a client feature uses another feature's components only as listed", () => {
    const found = scan(['client/src/features'], clientCrossings);
    expectOnlyKnown(found, KNOWN_CLIENT_CROSSINGS, "feature file -> another feature's component");
  });
});
