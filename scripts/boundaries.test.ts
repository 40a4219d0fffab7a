import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingOf, REPO_ROOT as ROOT, sourceFiles, specifiersOf } from './importReader';

/**
 * The workspaces' import boundaries: the server never imports the client, the client never imports the server,
 * and `shared/` (the package both use, `@innerscope/shared`) imports neither, nor anything outside itself.
 */
type Area = 'server' | 'client' | 'shared';

const FORBIDDEN: Readonly<Record<Area, readonly string[]>> = {
  server: ['client'],
  client: ['server'],
  shared: ['client', 'server', 'e2e', 'bench', 'scripts', 'schema', 'assets'],
};

/** The top folder of the repository a specifier lands in (`client`, `server`...), or null for an npm package. */
export function targetOf(file: string, specifier: string): string | null {
  const workspace = /^@innerscope\/([^/]+)/.exec(specifier);
  if (workspace) return workspace[1] ?? null;
  const landing = landingOf(file, specifier);
  if (landing === null) return null;
  return landing.startsWith('..') ? '(outside the repository)' : (landing.split('/')[0] ?? null);
}

/** What a file imports that its workspace may not, as `specifier (target)`. */
export function violationsOf(file: string, source: string): string[] {
  const area = path.relative(ROOT, file).split(path.sep)[0] as Area;
  const forbidden = FORBIDDEN[area] ?? [];
  return specifiersOf(source).flatMap((specifier) => {
    const target = targetOf(file, specifier);
    if (target === null) return [];
    const refused = forbidden.includes(target) || (area === 'shared' && target !== 'shared');
    return refused ? [`${specifier} (${target})`] : [];
  });
}

describe('workspace import boundaries', () => {
  it('finds a crossing however the import is written', () => {
    const server = path.join(ROOT, 'server/src/mail/brand.ts');
    const source = [
      "import { PALETTES } from '../../../client/src/theme/tokens';",
      "import type { Locale } from '@innerscope/client/locales';",
      "export * from '../../../client/src/shared/money';",
      "const lazy = () => import('../../../client/src/app/pages');",
      "import { formatMoney } from '@innerscope/shared/money';",
      "import { SITE } from './brand.colours';",
      "import fs from 'node:fs';",
      "// import { old } from '../../../client/src/old';",
    ].join('\n');
    expect(violationsOf(server, source)).toEqual([
      '../../../client/src/theme/tokens (client)',
      '@innerscope/client/locales (client)',
      '../../../client/src/shared/money (client)',
      '../../../client/src/app/pages (client)',
    ]);
    const client = path.join(ROOT, 'client/src/features/plan/PlanPage.tsx');
    expect(violationsOf(client, "import { EXAMS } from '../../../../server/seeds/exams';")).toEqual(['../../../../server/seeds/exams (server)']);
    expect(violationsOf(client, "vi.mock('@innerscope/server/config');")).toEqual(['@innerscope/server/config (server)']);
    const shared = path.join(ROOT, 'shared/src/money.ts');
    expect(violationsOf(shared, "import { x } from '../../client/src/x';\nimport { y } from '../../assets/y.json';")).toEqual([
      '../../client/src/x (client)',
      '../../assets/y.json (assets)',
    ]);
    expect(violationsOf(shared, "import { LOCALES } from './locales';\nimport { z } from 'zod';")).toEqual([]);
  });

  it.each(['server', 'client', 'shared'] as const)('%s imports only what it may', (area) => {
    const files = sourceFiles(path.join(ROOT, area));
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) =>
      violationsOf(file, fs.readFileSync(file, 'utf8')).map((violation) => `${path.relative(ROOT, file)}: ${violation}`),
    );
    expect(found).toEqual([]);
  });

  it.each(['server', 'client', 'shared'] as const)("%s's tsconfig compiles none of the other workspaces' files", (area) => {
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, area, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
      include?: string[];
    };
    const reached = (config.include ?? []).filter((entry) => {
      const target = targetOf(path.join(ROOT, area, 'tsconfig.json'), entry.startsWith('.') ? entry : `./${entry}`);
      return target !== null && target !== area && FORBIDDEN[area].includes(target);
    });
    expect(reached).toEqual([]);
  });
});
