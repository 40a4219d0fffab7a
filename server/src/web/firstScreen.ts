import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ASTNode, type DocumentNode, Kind, type SelectionSetNode, visit } from 'graphql';
import { resolveLocale } from '@innerscope/shared/locales';
import { HOME_EXAM_ID, matchRoute } from '@innerscope/shared/routes';

/**
 * The answer to a page's first queries, written into its HTML so the page shows its first screen without a
 * request of its own (and without waiting for the GraphQL client's code to ask). The question page gets its
 * statements; the plan page its test and its offers; each exam's report page its report. Every query runs exactly as the page's own request to /graphql
 * would: with this request's cookies and the link's token, through the same resolvers and the same policy, so a
 * page never holds more than its viewer could read. A query that fails (or says nothing) is left out, and the page
 * asks for it itself as it always did.
 */

/** The operations the client build lists in `.vite/first-screen.json` (see client/vite.config.ts). */
export type FirstScreenOperation =
  | 'ExamQuestions'
  | 'IqIntro'
  | 'PlanSession'
  | 'PlanOffers'
  | 'Report'
  | 'DepsReport'
  | 'YdgxReport'
  | 'IqReport';

/**
 * Operations the page reads without the GraphQL client, as plain answers (the question page's statements, the
 * matrix test's introduction): used as they come, without the `__typename` the client's cache needs, and holding
 * nothing personal.
 */
export const PLAIN_OPERATIONS: ReadonlySet<FirstScreenOperation> = new Set(['ExamQuestions', 'IqIntro']);
export type FirstScreenDocuments = Readonly<Partial<Record<FirstScreenOperation, DocumentNode>>>;

/** One answered query, as the page reads it back: its operation, the variables it ran with, and its data. */
export interface FirstScreenEntry {
  readonly operation: FirstScreenOperation;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly data: unknown;
}

/** Runs one operation with the request's own context; the data, or null when it failed or gave errors. */
export type RunOperation = (
  request: FastifyRequest,
  reply: FastifyReply,
  operation: { document: DocumentNode; variables: Record<string, unknown> },
) => Promise<Record<string, unknown> | null>;

/** The id of the `<script type="application/json">` element that carries the entries (read by client/src/app/firstScreen.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

const DEPS_EXAM_ID = 1801;
const YDGX_EXAM_ID = 1802;
const IQ_EXAM_ID = 1803;

/**
 * The question page's first query, by exam: the statements, or for the matrix test its introduction (the time
 * limit and the item count), whose items are fetched beside it and are not needed to show it.
 */
const QUESTION_OPERATION: Readonly<Record<number, FirstScreenOperation>> = { [IQ_EXAM_ID]: 'IqIntro' };

const REPORT_OPERATION: Readonly<Record<number, FirstScreenOperation>> = {
  [HOME_EXAM_ID]: 'Report',
  [DEPS_EXAM_ID]: 'DepsReport',
  [YDGX_EXAM_ID]: 'YdgxReport',
  [IQ_EXAM_ID]: 'IqReport',
};

/**
 * The document as the page's GraphQL client sends it: `__typename` in every selection set below the operation's
 * own, which its cache needs to store the answer. An answer without them would not be read back from the cache.
 */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent: ASTNode | readonly ASTNode[] | undefined) {
      if (!parent || Array.isArray(parent) || (parent as ASTNode).kind === Kind.OPERATION_DEFINITION) return undefined;
      const has = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
      if (has) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/** The documents the client build wrote, or null when it wrote none (pages then load their data themselves). */
export function readFirstScreenDocuments(clientDist: string): FirstScreenDocuments | null {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(clientDist, '.vite', 'first-screen.json'), 'utf8')) as Record<string, DocumentNode>;
    return Object.fromEntries(
      Object.entries(raw).map(([name, document]) => [name, PLAIN_OPERATIONS.has(name as FirstScreenOperation) ? document : withTypenames(document)]),
    ) as FirstScreenDocuments;
  } catch {
    return null;
  }
}

/** The languages of an Accept-Language header, most wanted first as sent. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
}

/** The locale the page will ask its report in: the client resolves it from the same URL, cookie and languages. */
function pageLocale(request: FastifyRequest, url: URL): string {
  return resolveLocale({
    search: url.search,
    pathname: url.pathname,
    cookie: request.cookies?.['i18n_redirected'] ?? null,
    languages: acceptedLanguages(request.headers['accept-language']),
  }).locale;
}

const param = (url: URL, name: string) => url.searchParams.get(name)?.trim() || null;

/**
 * The first queries of the page at `url`, answered for this request; an empty list for a page that has none, or
 * whose queries gave nothing to show.
 */
export async function firstScreenEntries(
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
  documents: FirstScreenDocuments,
  run: RunOperation,
): Promise<FirstScreenEntry[]> {
  const match = matchRoute(url.pathname);
  if (!match?.params) return [];
  const examId = Number(match.params.examId);
  const entries: FirstScreenEntry[] = [];
  const answer = async (operation: FirstScreenOperation, variables: Record<string, unknown>) => {
    const document = documents[operation];
    if (!document) return null;
    const data = await run(request, reply, { document, variables });
    if (data) entries.push({ operation, variables, data });
    return data;
  };

  const page = match.route.page;
  if (page === 'question') {
    await answer(QUESTION_OPERATION[examId] ?? 'ExamQuestions', { examId, locale: pageLocale(request, url) });
    return entries;
  }
  if (page === 'plan' || page === 'buyReport') {
    const sessionId = param(url, 's');
    if (!sessionId) return [];
    const found = await answer('PlanSession', { id: sessionId });
    const session = found?.['examSession'] as { id: string; examId: number; submittedAt: unknown; form: { email?: string | null; country?: string | null } | null } | null | undefined;
    // The offers only for a finished test of this exam with an address: the page shows them only then.
    if (!session || session.examId !== examId || !session.submittedAt || !session.form?.email?.trim()) return entries;
    await answer('PlanOffers', { examId, country: session.form.country || null, sessionId: session.id });
    return entries;
  }
  if (page === 'report' && (match.route.path === '/report/result' || match.route.path === '/report/result-old')) {
    const operation = REPORT_OPERATION[examId];
    const orderNumber = param(url, 'order');
    if (!operation || !orderNumber) return [];
    await answer(operation, { orderNumber, locale: pageLocale(request, url), token: param(url, 't') });
  }
  return entries;
}

/**
 * The entries as JSON safe inside a `<script>` element: `<`, `>` and `&` (so no `</script>` or `<!--` can end or
 * bend it) and the two line separators JavaScript once treated as line ends are written as escapes.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Whether a page's entries hold anything of its viewer's own (so the page must not be stored by any cache). */
export function isPersonal(entries: readonly FirstScreenEntry[]): boolean {
  return entries.some((entry) => !PLAIN_OPERATIONS.has(entry.operation));
}

/** The page's HTML with the entries in a JSON `<script>` before `</head>`; unchanged when there are none. */
export function withFirstScreen(html: string, entries: readonly FirstScreenEntry[]): string {
  if (entries.length === 0) return html;
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const tag = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(entries)}</script>`;
  return `${html.slice(0, head)}  ${tag}\n  ${html.slice(head)}`;
}
