import { gql, type TypedDocumentNode } from '@apollo/client';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApolloClient } from './apollo';
import { FIRST_SCREEN_ELEMENT_ID, primeFromPage, resetFirstScreen, useFromPage, usePrimedFromPage } from './firstScreen';

const SESSION: TypedDocumentNode<{ examSession: { __typename: 'ExamSession'; id: string; examId: number } | null }, { id: string }> = gql`
  query SampleSession($id: ID!) {
    examSession(id: $id) {
      id
      examId
    }
  }
`;

/** The page as the server sends it: the answers in a JSON script element. */
function pageWith(entries: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.textContent = typeof entries === 'string' ? entries : JSON.stringify(entries);
  document.head.append(element);
}

const entry = { operation: 'SampleSession', variables: { id: 's1' }, data: { examSession: { __typename: 'ExamSession', id: 's1', examId: 1754 } } };

afterEach(() => {
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  resetFirstScreen();
});

describe('the answers a page came with', () => {
  it('are written into the cache for the same operation and variables only', () => {
    pageWith([entry]);
    const client = createApolloClient({ uri: 'http://localhost/graphql' });
    expect(primeFromPage(client, SESSION, { id: 'other' })).toBe(false);
    expect(primeFromPage(client, SESSION, { id: 's1' })).toBe(true);
    expect(client.readQuery({ query: SESSION, variables: { id: 's1' } })).toEqual(entry.data);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('serve the first screen that shows them, and are forgotten once it is on screen', () => {
    pageWith([entry]);
    const client = createApolloClient({ uri: 'http://localhost/graphql' });
    const first = renderHook(() => usePrimedFromPage(client, SESSION, { id: 's1' }));
    expect(first.result.current).toBe(true);
    first.rerender();
    expect(first.result.current).toBe(true);
    // A later visit to the page asks the server again.
    expect(renderHook(() => usePrimedFromPage(client, SESSION, { id: 's1' })).result.current).toBe(false);
  });

  it('are read as they are by a page without the client', () => {
    pageWith([{ operation: 'ExamQuestions', variables: { examId: 1754, locale: 'en-US' }, data: { questions: { examId: 1754 } } }]);
    expect(renderHook(() => useFromPage('ExamQuestions', { examId: 1754, locale: 'ja-JP' })).result.current).toBeUndefined();
    expect(renderHook(() => useFromPage('ExamQuestions', { examId: 1754, locale: 'en-US' })).result.current).toEqual({ questions: { examId: 1754 } });
    expect(renderHook(() => useFromPage('ExamQuestions', { examId: 1754, locale: 'en-US' })).result.current).toBeUndefined();
  });

  it('are nothing on a page without them, or with unreadable ones', () => {
    const client = createApolloClient({ uri: 'http://localhost/graphql' });
    expect(primeFromPage(client, SESSION, { id: 's1' })).toBe(false);
    resetFirstScreen();
    pageWith('{not json');
    expect(primeFromPage(client, SESSION, { id: 's1' })).toBe(false);
  });

  it('count a missing variable and a null one as the same', () => {
    pageWith([{ ...entry, variables: { id: 's1', token: null } }]);
    const client = createApolloClient({ uri: 'http://localhost/graphql' });
    expect(primeFromPage(client, SESSION, { id: 's1' })).toBe(true);
  });
});
