/** How the studio hides personal data until a staff user reveals it: enough to tell customers apart, no more. */
const DOT = '•••';

/** j•••@e•••.com: the first letter of the name and of the domain, and the domain's last label. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return DOT;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${[...local][0]}${DOT}@${[...host][0] ?? ''}${DOT}${tld}`;
}

/** A name's first letter and dots. */
export function maskName(name: string): string {
  const first = [...name.trim()][0];
  return first ? `${first}${DOT}` : DOT;
}

/** The last four digits of a card, hidden. */
export const maskLast4 = (last4: string | null): string | null => (last4 ? '••••' : null);
