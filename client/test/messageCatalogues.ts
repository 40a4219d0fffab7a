import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';

// A path by `join`: Vite rewrites `new URL('…', import.meta.url)` into a served asset URL.
const compiled = join(dirname(fileURLToPath(import.meta.url)), '../src/i18n/compiled/');

/** The message catalogues, answered from the compiled folder as the built app's server answers them. */
export const messageCataloguesHandler = http.get('*/assets/messages/:bundle/:file', async ({ params }) => {
  const locale = /^([\w-]+)-\w+\.json$/.exec(String(params['file']))?.[1];
  if (!locale) return new HttpResponse(null, { status: 404 });
  try {
    return HttpResponse.json(JSON.parse(await readFile(`${compiled}${String(params['bundle'])}/${locale}.json`, 'utf8')) as Record<string, never>);
  } catch {
    return new HttpResponse(null, { status: 404 });
  }
});
