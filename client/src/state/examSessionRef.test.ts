import { beforeEach, describe, expect, it } from 'vitest';
import { searchWithSession, sessionIdFor } from './examSessionRef';
import { sessionState } from './sessionState';

describe('the session id of an exam', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('comes from ?s= first, then from this tab for the same exam', () => {
    sessionState.set('examSession', { id: 'tab-session-0001', examId: 1754, scored: false });
    const remembered = sessionState.get('examSession');
    expect(sessionIdFor('?hl=ja&s=link-session-0001', 1754, remembered)).toBe('link-session-0001');
    expect(sessionIdFor('?hl=ja', 1754, remembered)).toBe('tab-session-0001');
    expect(sessionIdFor('', 88, remembered)).toBeNull();
    expect(sessionIdFor('?s=', 88, remembered)).toBeNull();
    expect(sessionIdFor('', 1754, undefined)).toBeNull();
  });

  it('is added to the query keeping the other parameters', () => {
    expect(searchWithSession('?hl=ja&utm_source=ad', 'abc')).toBe('?hl=ja&utm_source=ad&s=abc');
    expect(searchWithSession('?s=old', 'new')).toBe('?s=new');
    expect(searchWithSession('', 'abc')).toBe('?s=abc');
  });
});
