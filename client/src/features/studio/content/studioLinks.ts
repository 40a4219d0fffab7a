import type { To } from 'react-router-dom';

/** A studio link with its own query parameters, keeping the ones the path already carries (such as the language). */
export function withParams(to: To, params: Record<string, string | number | null | undefined>): To {
  const base = typeof to === 'string' ? { pathname: to } : to;
  const search = new URLSearchParams(base.search ?? '');
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') search.delete(key);
    else search.set(key, String(value));
  }
  const text = search.toString();
  return { ...base, search: text ? `?${text}` : '' };
}
