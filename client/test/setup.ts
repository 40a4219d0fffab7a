import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetApolloClient } from '../src/app/apollo';
import { examBackend } from './examBackend';
import { server } from './server';

// Page chunks are transformed on first import in tests, which can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** Unit tests of pure modules run without a DOM (`@vitest-environment node`). */
const hasDom = typeof window !== 'undefined';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  if (!hasDom) return;
  // jsdom does not lay pages out, so it has no scrolling; the app still asks for it on navigation.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => examBackend.reset());

afterEach(() => {
  server.resetHandlers();
  if (!hasDom) return;
  cleanup();
  resetApolloClient();
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

afterAll(() => server.close());
