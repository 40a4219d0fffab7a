import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useEffect, useState } from 'react';

/**
 * The answers to a page's first queries that the server wrote into its HTML (server/src/web/firstScreen.ts): the
 * question page's statements, the plan page's test and offers, a report page's report. A page writes the one it
 * needs into the GraphQL cache before its query runs (or, without the client, reads it as it is), so its first
 * screen shows without waiting for a request; each answer serves the first screen of the page load it came with,
 * and only for the very variables it was answered for.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

interface Entry {
  readonly operation: string;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly data: unknown;
}

let entries: Entry[] | undefined;

function pageEntries(): Entry[] {
  if (entries) return entries;
  entries = [];
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return entries;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (Array.isArray(parsed)) entries = parsed as Entry[];
  } catch {
    /* not readable: the page asks for its data itself */
  }
  element.remove();
  return entries;
}

function operationName(document: TypedDocumentNode<unknown, never>): string | null {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? null;
  }
  return null;
}

/** Whether two variable objects hold the same values (null and a missing value alike), key order aside. */
function sameVariables(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) return false;
  return true;
}

/** The server's answer to `operation` with `variables`, if the page came with one and it was not used yet. */
function answerFor<TData>(operation: string | null, variables: Readonly<Record<string, unknown>>): TData | undefined {
  const found = pageEntries().find((entry) => entry.operation === operation && sameVariables(entry.variables, variables));
  return found?.data as TData | undefined;
}

/**
 * The page is done with its answers to `operation`: a later visit to the page asks the server. Called once the
 * first screen that used them is on screen (a render React throws away, while something else loads, uses nothing).
 */
function forget(operation: string | null): void {
  entries = pageEntries().filter((entry) => entry.operation !== operation);
}

/**
 * The server's answer to `operation` with `variables`, if the page came with one: for a page that asks without
 * the GraphQL client (the question page). The same answer on every render of the first screen; forgotten once
 * that screen is shown.
 */
export function useFromPage<TData>(operation: string, variables: Readonly<Record<string, unknown>>): TData | undefined {
  const [data] = useState(() => answerFor<TData>(operation, variables));
  useEffect(() => {
    if (data !== undefined) forget(operation);
  }, [data, operation]);
  return data;
}

/**
 * Writes the server's answer to `document` with `variables` into the client's cache, if the page came with one;
 * true when it did, so the query's first render reads it from the cache. Forgotten once that screen is shown.
 */
export function usePrimedFromPage<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): boolean {
  const name = operationName(document as TypedDocumentNode<unknown, never>);
  const [primed] = useState(() => primeFromPage(client, document, variables));
  useEffect(() => {
    if (primed) forget(name);
  }, [primed, name]);
  return primed;
}

/**
 * Writes the server's answer to `document` with `variables` into the client's cache, if the page came with one
 * and it was not forgotten yet; true when it did. `usePrimedFromPage` is the same for a component, and forgets the
 * answer once its first screen is shown.
 */
export function primeFromPage<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): boolean {
  const data = answerFor<TData>(operationName(document as TypedDocumentNode<unknown, never>), variables);
  if (data === undefined) return false;
  try {
    client.writeQuery({ query: document, variables, data } as ApolloClient.WriteQueryOptions<TData, TVariables>);
    return true;
  } catch {
    return false;
  }
}

/** Forgets what the page came with (tests start from a page without any). */
export function resetFirstScreen(): void {
  entries = undefined;
}
