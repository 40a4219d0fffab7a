/** The browser's IANA time zone: the member's own, so "today" turns at their midnight. Null when unknown. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
