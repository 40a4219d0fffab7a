const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

/** An ISO 3166-1 alpha-2 country code as ICU knows it (upper-cased), or null. */
export function normalizeCountry(input: string | null | undefined): string | null {
  if (!input) return null;
  const code = input.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return null;
  return regionNames.of(code) ? code : null;
}
