import {
  buildSchema, getNamedType, type GraphQLField, type GraphQLInputType, type GraphQLObjectType, isCompositeType, isEnumType,
  isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLNamedType, type GraphQLType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../src/graphql/schema';
import { startTestApp, type TestContext } from '../runtime';
import {
  type Answer, BAD_TEXT, buildWorld, describeValue, expectHandled, LONG_TEXT, ODD_TEXT, rowLedger, SEED, seededRandom,
  send, validValueFor, type World, WRONG_TYPES,
} from './fuzz';

/**
 * Every query and mutation with arguments, read from the schema, gets wrong types, missing and null arguments,
 * megabyte strings, NUL bytes, lone surrogates, SQL and script text, in variables and in literals; and the endpoint
 * gets broken documents. No answer is a 5xx or an internal error, bad text is refused before execution with 400
 * INVALID_TEXT naming its argument, and a refused request writes no row.
 */

type Path = (string | number)[];
interface Leaf {
  path: Path;
  type: GraphQLNamedType;
}

const schema = buildSchema(loadTypeDefs());
const MISSING = Symbol('missing');

/** A valid value for an input type, named values from the world where the name says what it is. */
function valueFor(type: GraphQLInputType, name: string, world: World, n: number): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, name, world, n);
  if (isListType(type)) {
    // A run of trials is one only with enough of them: the first experiment's (STROOP) smallest valid run.
    if (getNamedType(type).name === 'ExperimentTrialInput') return Array.from({ length: 16 }, (_, i) => ({ condition: i % 2 ? 'congruent' : 'incongruent', correct: true, rtMs: 500 + i }));
    return [valueFor(type.ofType, name, world, n)];
  }
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, valueFor(f.type, f.name, world, n)]));
  if (isEnumType(type)) return type.getValues()[0]!.name;
  const known = validValueFor(name, world, n);
  switch (type.name) {
    case 'Int':
      return typeof known === 'number' && Number.isInteger(known) ? known : 1;
    case 'Float':
      return typeof known === 'number' ? known : 1.5;
    case 'Boolean':
      return typeof known === 'boolean' ? known : true;
    case 'DateTime':
      return '2026-01-02T03:04:05.000Z';
    default:
      return typeof known === 'string' ? known : typeof known === 'number' ? String(known) : 'fuzz';
  }
}

/** Every scalar and enum position of a value, with its path from the variables' root. */
function leavesOf(type: GraphQLInputType, path: Path): Leaf[] {
  if (isNonNullType(type)) return leavesOf(type.ofType, path);
  if (isListType(type)) return leavesOf(type.ofType, [...path, 0]);
  if (isInputObjectType(type)) return Object.values(type.getFields()).flatMap((f) => leavesOf(f.type, [...path, f.name]));
  return [{ path, type: getNamedType(type) }];
}

const isText = (leaf: Leaf) => isScalarType(leaf.type) && (leaf.type.name === 'String' || leaf.type.name === 'ID');

function setAt(root: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(root);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === MISSING) delete node[last];
  else node[last] = value;
  return copy;
}

/** What a root field is asked for: its type name, and its payload's errors so refusals can be told. */
function selectionOf(type: GraphQLType): string {
  const named = getNamedType(type);
  if (!isCompositeType(named)) return '';
  const errors = isObjectType(named) ? named.getFields().errors : undefined;
  const errorSelection = errors ? ` errors${isCompositeType(getNamedType(errors.type)) ? ' { __typename }' : ''}` : '';
  return `{ __typename${errorSelection} }`;
}

/** A value written into the document, as a literal of its type. */
function literal(value: unknown, type: GraphQLInputType): string {
  if (value === null || value === undefined) return 'null';
  if (isNonNullType(type)) return literal(value, type.ofType);
  if (isListType(type)) return Array.isArray(value) ? `[${value.map((v) => literal(v, type.ofType)).join(', ')}]` : literal(value, type.ofType);
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    return `{ ${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${literal(v, fields[k]!.type)}`).join(', ')} }`;
  }
  if (isEnumType(type)) return String(value);
  return JSON.stringify(value);
}

interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

function rootFields(): RootField[] {
  const of = (operation: RootField['operation'], type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {}).filter((field) => field.args.length > 0).map((field) => ({ operation, field }));
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType())];
}

const codeOf = (answer: Answer) => (answer.json as { errors?: { extensions?: { code?: string } }[] } | null)?.errors?.[0]?.extensions?.code;
const fieldOf = (answer: Answer) => (answer.json as { errors?: { extensions?: { field?: string } }[] } | null)?.errors?.[0]?.extensions?.field;

/** A request that did not do what it asked: refused by HTTP, by a GraphQL error, or by its payload's errors. */
function refused(answer: Answer, name: string): boolean {
  const body = answer.json as { errors?: unknown[]; data?: Record<string, { errors?: unknown[] } | null> | null } | null;
  if (answer.status >= 400 || (body?.errors?.length ?? 0) > 0) return true;
  const payload = body?.data?.[name];
  return Array.isArray(payload?.errors) && payload.errors.length > 0;
}

let t: TestContext;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await buildWorld(t);
});
afterAll(() => t?.close());

describe('GraphQL input fuzz', () => {
  it('walks every query and mutation with arguments: no 5xx, bad text refused by argument, nothing half-written', { timeout: 120_000 }, async () => {
    const fields = rootFields();
    // The schema is read, not listed: an operation added later is covered without editing this test.
    expect(fields.length).toBeGreaterThan(30);
    const random = seededRandom(SEED);
    const ledger = rowLedger(t);
    await ledger.after(false, 'start');
    let n = 0;

    for (const { operation, field } of fields) {
      const name = `${operation} ${field.name}`;
      const definitions = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const document = `${operation} Fuzz(${definitions}) { ${field.name}(${field.args.map((a) => `${a.name}: $${a.name}`).join(', ')}) ${selectionOf(field.type)} }`;
      const base = () => Object.fromEntries(field.args.map((a) => [a.name, valueFor(a.type, a.name, world, n)]));
      const leaves = field.args.flatMap((a) => leavesOf(a.type, [a.name]));

      const request = async (label: string, payload: { query: string; variables?: unknown }) => {
        n += 1;
        const answer = await send(t.app, world, n, { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: payload as never });
        const full = `${name} ${label}`;
        expectHandled(answer, full);
        await ledger.after(refused(answer, field.name), full);
        return answer;
      };
      const withVariables = (label: string, variables: Record<string, unknown>) => request(label, { query: document, variables });
      const expectRefusal = (answer: Answer, label: string, code: string, path: Path) => {
        const tooLarge = code === 'BAD_USER_INPUT' && answer.status === 413;
        if (!tooLarge) expect([answer.status, codeOf(answer), fieldOf(answer)], `${name} ${label}: ${answer.body.slice(0, 200)}`).toEqual([400, code, path.join('.')]);
      };

      // The plain request is well formed, so each case below differs from it by the one thing it tries.
      const plain = await withVariables('as a client sends it', base());
      expect(plain.status, `${name}: ${plain.body.slice(0, 200)}`).toBe(200);

      for (const leaf of leaves) {
        const where = leaf.path.join('.');
        if (isText(leaf)) {
          for (const odd of random.sample(ODD_TEXT, 2)) await withVariables(`${where}=${describeValue(odd)}`, setAt(base(), leaf.path, odd));
          const bad = random.pick(BAD_TEXT);
          expectRefusal(await withVariables(`${where}=${describeValue(bad)}`, setAt(base(), leaf.path, bad)), `${where} bad text`, 'INVALID_TEXT', leaf.path);
          const long = random.pick(LONG_TEXT);
          expectRefusal(await withVariables(`${where} of ${long.length} characters`, setAt(base(), leaf.path, long)), `${where} long`, 'BAD_USER_INPUT', leaf.path);

          // The same bad text written into the document instead of a variable.
          const inline = setAt(base(), leaf.path, 'a\u0000b');
          const args = field.args.map((a) => `${a.name}: ${literal(inline[a.name], a.type)}`).join(', ');
          const answer = await request(`${where} NUL literal`, { query: `${operation} { ${field.name}(${args}) ${selectionOf(field.type)} }` });
          expectRefusal(answer, `${where} NUL literal`, 'INVALID_TEXT', leaf.path);
        }
        const wrong = random.pick<unknown>([...WRONG_TYPES, MISSING, isText(leaf) ? 12345 : 'text']);
        await withVariables(`${where}=${wrong === MISSING ? 'missing' : describeValue(wrong)}`, setAt(base(), leaf.path, wrong));
      }
      for (const arg of field.args) {
        await withVariables(`${arg.name} null`, setAt(base(), [arg.name], null));
        await withVariables(`${arg.name} missing`, setAt(base(), [arg.name], MISSING));
      }
    }

    // Documents a careless or hostile client sends: answered 400 with GraphQL's own codes, never 500.
    const broken: [string, unknown, string][] = [
      ['an unfinished document', { query: '{ version ' }, 'GRAPHQL_PARSE_FAILED'],
      ['an empty document', { query: '' }, 'BAD_REQUEST'],
      ['a stray brace', { query: '}}}' }, 'GRAPHQL_PARSE_FAILED'],
      ['an unknown field', { query: '{ version nope }' }, 'GRAPHQL_VALIDATION_FAILED'],
      ['a document over the token limit', { query: `{ ${Array.from({ length: 1_500 }, (_, i) => `a${i}: version`).join(' ')} }` }, 'GRAPHQL_PARSE_FAILED'],
      ['a megabyte string literal', { query: `{ exam(examId: 1754) { name(locale: "${'x'.repeat(1_000_000)}") } }` }, 'BAD_USER_INPUT'],
      ['a raw NUL in the document', { query: '{ version\u0000 }' }, 'GRAPHQL_PARSE_FAILED'],
      ['a raw lone surrogate in a string', { query: '{ exam(examId: 1754) { name(locale: "\uD800") } }' }, 'GRAPHQL_PARSE_FAILED'],
      ['an escaped lone surrogate in a string', { query: '{ exam(examId: 1754) { name(locale: "\\uD800") } }' }, 'GRAPHQL_PARSE_FAILED'],
      ['an escaped NUL in a nested field argument', { query: '{ exam(examId: 1754) { name(locale: "en\\u0000") } }' }, 'INVALID_TEXT'],
      ['a NUL in a variable default', { query: 'query($l: String = "a\\u0000") { protocols(examId: 1754, locale: $l) { id } }' }, 'INVALID_TEXT'],
      ['a NUL in an unused variable', { query: '{ version }', variables: { unused: 'x\u0000' } }, 'INVALID_TEXT'],
      ['a NUL in a variable key', { query: '{ version }', variables: { 'k\u0000': 'x' } }, 'INVALID_TEXT'],
      ['variables that are a list', { query: '{ version }', variables: [1, 2] }, 'BAD_REQUEST'],
      ['variables that are text', { query: '{ version }', variables: 'x' }, 'BAD_REQUEST'],
      ['a query that is not text', { query: 42 }, 'BAD_REQUEST'],
      ['an unknown operation name', { query: '{ version }', operationName: 'Nope' }, 'OPERATION_RESOLUTION_FAILURE'],
      ['two operations and no name', { query: 'query A { version } query B { version }' }, 'OPERATION_RESOLUTION_FAILURE'],
      ['a batch', [{ query: '{ version }' }, { query: '{ version }' }], 'BAD_REQUEST'],
      ['a deep document', { query: `{ ${'__schema { types { fields { type { '.repeat(6)}name${' } } } }'.repeat(6)} }` }, 'GRAPHQL_VALIDATION_FAILED'],
    ];
    for (const [label, payload, code] of broken) {
      n += 1;
      const answer = await send(t.app, world, n, { method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: payload as never });
      expectHandled(answer, label);
      expect([answer.status, codeOf(answer) ?? (answer.json as { code?: string } | null)?.code], `${label}: ${answer.body.slice(0, 200)}`).toEqual([400, code]);
      await ledger.after(true, label);
    }
    expect(n).toBeGreaterThan(700);
  });
});
