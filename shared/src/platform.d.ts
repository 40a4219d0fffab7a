/**
 * The Web API the shared modules use beyond the language itself, which browsers and Node both provide. Declared
 * here so that the package's own type check allows nothing of the DOM or of Node.
 */
interface URLSearchParams {
  get(name: string): string | null;
}
declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string): URLSearchParams;
};
