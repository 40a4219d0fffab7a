// Pragmatic address check (what browsers use for type=email), plus the RFC 5321 length limit.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * The one form of an address that the product stores, compares, keys unique rows and rate limits by: NFKC
 * (full-width `Ａ＠ｘ.com` becomes `a@x.com`), the whole address lower-cased (the local part too: mailbox
 * providers ignore its case, and an address that differs only in case must not count as a second person),
 * then trimmed. Idempotent, so canonicalising a stored address again changes nothing.
 */
export function canonicalEmail(input: string): string {
  return input.normalize('NFKC').toLowerCase().trim();
}

/** Whether the canonical form of an input is an address we accept: after canonicalising it must be plain ASCII. */
export function isValidEmail(input: string): boolean {
  const email = canonicalEmail(input);
  return email.length <= 254 && EMAIL.test(email);
}
