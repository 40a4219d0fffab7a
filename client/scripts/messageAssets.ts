import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Message catalogues travel as JSON data, not as JavaScript modules: the browser parses them as data, no module
 * graph lists one chunk per catalogue (117 of them), and the loader needs only one URL pattern.
 *
 * Each split catalogue (`src/i18n/compiled/<bundle>/<locale>.json`, see `split-messages.ts`) is written to
 * `assets/messages/<bundle>/<locale>-<version>.json`, where the version is a hash of every catalogue: the
 * file names change whenever any words change, so the server may cache them for a year like the other
 * hashed assets. The English core ships inside the entry and is not among them. The dev server answers the
 * same paths from the compiled folder.
 */
export const MESSAGES_PREFIX = '/assets/messages/';

function catalogueFiles(compiled: string): Array<{ bundle: string; locale: string; file: string }> {
  if (!existsSync(compiled)) return [];
  return readdirSync(compiled)
    .filter((bundle) => statSync(path.join(compiled, bundle)).isDirectory())
    .sort()
    .flatMap((bundle) =>
      readdirSync(path.join(compiled, bundle))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => ({ bundle, locale: name.slice(0, -'.json'.length), file: path.join(compiled, bundle, name) })),
    );
}

function versionOf(files: ReadonlyArray<{ bundle: string; locale: string; file: string }>): string {
  const hash = createHash('sha256');
  for (const { bundle, locale, file } of files) hash.update(`${bundle}/${locale}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

/** A catalogue's path: its bundle, then its locale (which has a dash of its own) before the version. */
const PATH = /^\/assets\/messages\/(\w+)\/([\w-]+)-\w+\.json$/;

export function messageAssets(compiled: string): Plugin {
  let files: ReturnType<typeof catalogueFiles> = [];
  let version = '';
  return {
    name: 'innerscope:message-assets',
    config() {
      files = catalogueFiles(compiled);
      version = versionOf(files);
      return { define: { __MESSAGES_VERSION__: JSON.stringify(version) } };
    },
    generateBundle() {
      for (const { bundle, locale, file } of files) {
        this.emitFile({ type: 'asset', fileName: `assets/messages/${bundle}/${locale}-${version}.json`, source: readFileSync(file) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = PATH.exec((req.url ?? '').split('?')[0] ?? '');
        const file = match ? path.join(compiled, match[1] ?? '', `${match[2] ?? ''}.json`) : null;
        if (!file || !existsSync(file)) {
          next();
          return;
        }
        res.setHeader('content-type', 'application/json');
        res.end(readFileSync(file));
      });
    },
  };
}
