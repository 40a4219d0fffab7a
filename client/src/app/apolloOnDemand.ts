/**
 * The GraphQL client for `lazyApollo`, behind a module of its own: a dynamic import straight to `./apollo` makes
 * the bundler move its runtime helpers out of the entry into a chunk every page must fetch before it can run.
 */
export { getApolloClient } from './apollo';
