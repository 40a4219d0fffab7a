import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const clientRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Tests import the compiled catalogues and the generated GraphQL documents, which are build outputs kept out
 * of git: make them if a fresh checkout has not yet.
 */
export default function setup(): void {
  execFileSync('npm', ['run', '--silent', 'i18n:compile'], { cwd: clientRoot, stdio: 'inherit' });
  if (!existsSync(`${clientRoot}src/__generated__/graphql.ts`)) {
    execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts'], { cwd: repoRoot, stdio: 'inherit' });
  }
}
