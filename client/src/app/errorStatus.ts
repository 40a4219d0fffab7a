/** What the route table answers for a path it does not know. */
export const NOT_FOUND = Object.freeze({ status: 404 });

function numberField(error: object, field: 'status' | 'statusCode'): number | undefined {
  const value: unknown = (error as Record<string, unknown>)[field];
  return typeof value === 'number' && value >= 400 && value <= 599 ? value : undefined;
}

/** The HTTP-style status an error stands for: its own `status` or `statusCode`, else 500. */
export function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    return numberField(error, 'status') ?? numberField(error, 'statusCode') ?? 500;
  }
  return 500;
}

/** The full path of a location (path, query and hash), readable: percent-escapes decoded where valid. */
export function fullPathOf(location: { pathname: string; search: string; hash: string }): string {
  const raw = `${location.pathname}${location.search}${location.hash}`;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}
