/**
 * Boundary crossings that exist today, each written `file -> imported file` (paths from the repository root,
 * without extension), exactly as boundaries.test.ts reports them.
 *
 * This list may only shrink. A new crossing fails the test whatever is listed here; a listed crossing that is
 * gone fails it too, until its line is removed. Route a crossing properly (through the other module's service,
 * or a component moved to `client/src/shared/components/`), then delete its line. Never add one.
 */

/** A module reading another module's tables through that module's repository instead of its service. */
export const KNOWN_REPOSITORY_CROSSINGS: readonly string[] = [];

/** A client feature using another feature's components. */
export const KNOWN_CLIENT_CROSSINGS: readonly string[] = [
  'client/src/features/report/routes/ReportClientRoutes -> client/src/features/retrieve/components/RetrieveScreen',
];
