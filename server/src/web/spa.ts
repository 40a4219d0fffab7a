import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { isKnownPath } from '@innerscope/shared/routes';
import { sendError } from '../rest/envelope';
import { firstScreenEntries, isPersonal, readFirstScreenDocuments, type RunOperation, withFirstScreen } from './firstScreen';
import { chunkFilesOf, pageModuleFor, readBuildManifest, withModulePreloads } from './routePreloads';

/** Prefixes that only the API answers; a miss under them is a JSON 404, never the web page. */
const API_ONLY = /^\/(app|exam|pay|secondPhase|vip|privilege|subscription|unsubscribe|article|treehole|course|common|cms|email|upload|notices|graphql|dev|partner)(\/|$)/;

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached, and every page path
 * answered with index.html, with status 200 when the route table knows the path and 404 when it does not. A page
 * whose code is its own chunk (the question, plan and report pages...) gets that chunk preloaded in its HTML. With
 * `runOperation`, the question, plan and report pages also get the answer to their first queries in their HTML
 * (see firstScreen.ts); a page holding the visitor's own data is never stored by a cache.
 */
export async function registerSpa(app: FastifyInstance, clientDist: string, runOperation?: RunOperation) {
  const indexFile = path.join(clientDist, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDist,
      prefix: '/',
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(filePath);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= hasClient ? fs.readFileSync(indexFile, 'utf8') : null);
  const manifest = hasClient ? readBuildManifest(clientDist) : null;
  const documents = hasClient && runOperation ? readFirstScreenDocuments(clientDist) : null;
  /** index.html with a page module's preloads, built once per module. */
  const pageHtml = new Map<string, string>();
  const htmlFor = (pathname: string): string | null => {
    const html = readIndex();
    const pageModule = html && manifest ? pageModuleFor(pathname) : null;
    if (!html || !manifest || !pageModule) return html;
    let page = pageHtml.get(pageModule);
    if (page === undefined) {
      page = withModulePreloads(html, chunkFilesOf(manifest, pageModule));
      pageHtml.set(pageModule, page);
    }
    return page;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status: number, url?: URL) => {
    const html = htmlFor(url?.pathname ?? '/');
    if (!html) {
      return reply.status(status).type('text/plain; charset=utf-8').send('The web client is not built: run npm run build.');
    }
    const entries = url && documents && runOperation && status === 200 && request.method === 'GET'
      ? await firstScreenEntries(request, reply, url, documents, runOperation)
      : [];
    return reply
      .status(status)
      .header('cache-control', isPersonal(entries) ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withFirstScreen(html, entries));
  };

  app.get('/', (request, reply) => sendPage(request, reply, 200));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !API_ONLY.test(url.pathname);
    if (!isPage || (!isKnownPath(url.pathname) && !acceptsHtml(request))) {
      return sendError(reply, 404, { code: 'NOT_FOUND', message: `No route for ${request.method} ${url.pathname}` });
    }
    return sendPage(request, reply, isKnownPath(url.pathname) ? 200 : 404, url);
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}
