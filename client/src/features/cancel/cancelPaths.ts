/** The unsubscribe screen of an exam, without a locale prefix. */
export const requestPagePath = (codeExamId: string) => `/cancel/subscription/${codeExamId}`;

/** The cancel link's token, from the query the e-mailed link carries (`?token=...`); null when absent or empty. */
export function tokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}

/**
 * The query without the cancel link's token, for every link that leaves the page: the language and campaign
 * parameters travel on, the single-use secret does not.
 */
export function searchWithoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
