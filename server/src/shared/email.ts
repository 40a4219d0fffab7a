// Pragmatic address check (what browsers use for type=email), plus the RFC 5321 length limit.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(input: string): boolean {
  return input.length <= 254 && EMAIL.test(input);
}

/** Trimmed, with the domain lowercased; the local part keeps its case. */
export function normalizeEmail(input: string): string {
  const trimmed = input.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : trimmed.slice(0, at) + trimmed.slice(at).toLowerCase();
}
