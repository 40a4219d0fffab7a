import { setupServer } from 'msw/node';
import { defaultHandlers } from './handlers';

/** The network as tests see it. Anything without a handler fails the test. */
export const server = setupServer(...defaultHandlers);
