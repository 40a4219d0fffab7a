import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * react-intl and @formatjs/intl each carry their own copy of intl-messageformat (and its memoizer and parser),
 * at the same version: lighthouse, a development tool, holds an older one at the top of node_modules, so npm
 * cannot hoist theirs. Bundled as is, the entry ships both copies (about 2.3 KB gzip). This resolves every
 * import of them, from either package, to react-intl's copy.
 */
const SHARED = /^(intl-messageformat|@formatjs\/fast-memoize|@formatjs\/icu-messageformat-parser)(\/.*)?$/;

export function singleFormatjsCopies(): Plugin {
  const reactIntlEntry = createRequire(import.meta.url).resolve('react-intl');
  return {
    name: 'innerscope:single-formatjs-copies',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (!SHARED.test(id) || importer === reactIntlEntry) return null;
      return this.resolve(id, reactIntlEntry, { ...options, skipSelf: true });
    },
  };
}
