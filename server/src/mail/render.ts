import type { IntlShape } from '@formatjs/intl';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { intlCatalog } from '../shared/intlCatalog';
import { LOCALES, type Locale } from '../shared/locales';

const catalog = intlCatalog(path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales'));

export const mailMessages = (locale: Locale): Record<string, string> => catalog.messages(locale);

/** The e-mail strings of a locale, formatted with the same ICU engine the client uses. */
export const mailIntl = (locale: Locale): IntlShape => catalog.intl(locale);

export const mailLocales = LOCALES;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text into HTML; user content only ever reaches an e-mail through this. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The shared frame of every e-mail: paragraphs of already-escaped HTML, then the footer. */
export function layoutHtml(locale: Locale, paragraphsHtml: string[]): string {
  const footer = escapeHtml(mailIntl(locale).formatMessage({ id: 'layout.footer' }));
  const body = paragraphsHtml.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  return `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f6f3ee;font-family:-apple-system,'Segoe UI',Roboto,'PingFang SC','Hiragino Sans','Noto Sans CJK SC','Malgun Gothic',sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="font-size:20px;font-weight:700;color:#3d5a80;margin-bottom:16px">Innerscope</div>
<div style="background:#fff;border-radius:12px;padding:24px;font-size:16px;line-height:1.6">${body}</div>
<div style="font-size:12px;color:#52606d;margin-top:16px">${footer}</div>
</div></body></html>`;
}
