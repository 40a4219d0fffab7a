import type { Locale } from '../../shared/locales';

/**
 * The zone "today" is told in when the member's own is not known: the main zone of the locale's region. The
 * browser sends its own zone with every request of the page (Intl's resolved zone), which is the member's; this
 * is only for a call that sends none (a REST client with just `hl`).
 */
export const LOCALE_TIME_ZONES: Readonly<Record<Locale, string>> = {
  'en-US': 'America/New_York',
  'zh-CN': 'Asia/Shanghai',
  'zh-HK': 'Asia/Hong_Kong',
  'ja-JP': 'Asia/Tokyo',
  'ko-KR': 'Asia/Seoul',
  'fr-FR': 'Europe/Paris',
  'es-ES': 'Europe/Madrid',
  'de-DE': 'Europe/Berlin',
  'pt-PT': 'Europe/Lisbon',
};

/** Whether the runtime knows the IANA zone name. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

/** The zone to use: the one given when it is a real zone, else the locale's. */
export function zoneFor(locale: Locale, given?: string | null): string {
  return given && isTimeZone(given) ? given : LOCALE_TIME_ZONES[locale];
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
