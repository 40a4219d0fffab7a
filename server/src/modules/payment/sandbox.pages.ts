import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveLocale } from '@innerscope/shared/locales';
import { cardBrandName } from '@innerscope/shared/cardValidation';
import { formatMoney } from '@innerscope/shared/money';
import { escapeHtml } from '../../mail/render';
import { intlCatalog } from '../../shared/intlCatalog';
import type { Locale } from '../../shared/locales';
import { displayOf, type SandboxMethod } from './sandbox.methods';

/**
 * The sandbox processor's own pages: the 3-D Secure challenge of a test card and the PayPal-like approval page.
 * They stand where a bank's or PayPal's page would, outside the product's client, and say on their face that
 * they are a sandbox. Original marks only: brand names as text, no logo.
 */

const catalog = intlCatalog(path.join(path.dirname(fileURLToPath(import.meta.url)), 'sandbox-pages'));

/** What the page knows to choose its language: the way back (its locale prefix, `hl`), the stored choice, the browser. */
export function sandboxPageLocale(input: { returnPath: string | null; cookie: string | null; acceptLanguage: string | null }): Locale {
  const [pathname = '/', search = ''] = (input.returnPath ?? '/').split('?', 2);
  const languages = (input.acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean)
    .slice(0, 10);
  return resolveLocale({ pathname, search, cookie: input.cookie, languages }).locale;
}

/** The payment a page is about, as its rows show it. */
export interface PagePayment {
  amount: number;
  currency: string;
  method: SandboxMethod;
}

const MERCHANT = 'Innerscope';

const STYLE = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#eef1f5;color:#1b2430;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Hiragino Sans','Noto Sans CJK SC','Malgun Gothic',sans-serif;overflow-wrap:anywhere;line-break:strict}
html:lang(ko) body{word-break:keep-all}
main{max-width:440px;margin:0 auto;padding:24px 16px 48px}
.card{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(16,24,40,.12);overflow:hidden}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:16px 20px;color:#fff}
.paypal header{background:#102a52}.bank header{background:#2f3b4c}
.mark{font-size:20px;font-weight:800;letter-spacing:.01em}
.pill{border:1px solid rgba(255,255,255,.7);border-radius:999px;padding:2px 10px;font-size:13px;font-weight:700;text-transform:uppercase;letter-spacing:.06em}
.body{padding:20px}
h1{margin:0 0 8px;font-size:22px;line-height:1.3}
.note{margin:0 0 16px;padding:12px 14px;border-radius:12px;background:#fff6db;border:1px dashed #8a6d1f;color:#3d2f06;font-size:15px}
dl{margin:0 0 20px;display:grid;gap:10px}
dl div{display:flex;justify-content:space-between;align-items:baseline;gap:16px;border-bottom:1px solid #e3e7ed;padding-bottom:10px}
dt{color:#4a5565;flex:none;max-width:45%}dd{margin:0;min-width:0;font-weight:600;text-align:end}
.total dd{font-size:20px}
form{margin:0}
button{display:block;width:100%;min-height:48px;margin:0 0 12px;border-radius:999px;border:2px solid transparent;font:inherit;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #1b6ef3;outline-offset:2px}
.primary{background:#1546a0;color:#fff}.secondary{background:#fff;color:#1b2430;border-color:#4a5565}
.small{margin:4px 0 0;font-size:14px;color:#4a5565;text-align:center}
@media (min-width:600px){main{padding-top:64px}}`;

function frame(locale: Locale, kind: 'paypal' | 'bank', title: string, mark: string, body: string): string {
  const intl = catalog.intl(locale);
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main class="${kind}"><div class="card"><header><span class="mark">${escapeHtml(mark)}</span><span class="pill">${escapeHtml(intl.formatMessage({ id: 'sandbox.badge' }))}</span></header>
<div class="body">${body}</div></div></main></body></html>`;
}

function rows(items: [label: string, value: string, className?: string][]): string {
  return `<dl>${items.map(([label, value, className]) => `<div${className ? ` class="${className}"` : ''}><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>`;
}

/** The bank's 3-D Secure check for a test card: pass or fail, then back to the way the payment page gave. */
export function challengePage(locale: Locale, payment: PagePayment, actions: { pass: string; fail: string }): string {
  const intl = catalog.intl(locale);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { cardBrand, cardLast4 } = displayOf(payment.method);
  const card = cardLast4 ? t('challenge.cardValue', { brand: cardBrandName(cardBrand), last4: cardLast4 }) : cardBrandName(cardBrand);
  const body = `<h1>${escapeHtml(t('challenge.title'))}</h1>
<p class="note">${escapeHtml(t('challenge.body'))}</p>
${rows([
  [t('row.merchant'), MERCHANT],
  [t('row.card'), card],
  [t('row.amount'), formatMoney(payment.amount, payment.currency, locale), 'total'],
])}
<form method="post" action="${escapeHtml(actions.pass)}"><button class="primary" type="submit">${escapeHtml(t('challenge.pass'))}</button></form>
<form method="post" action="${escapeHtml(actions.fail)}"><button class="secondary" type="submit">${escapeHtml(t('challenge.fail'))}</button></form>`;
  return frame(locale, 'bank', t('challenge.title'), t('challenge.mark'), body);
}

/**
 * The PayPal-like approval: who is paid, how much, from which (sandbox) account, then Approve or Cancel, each
 * sending the buyer back to the product as PayPal's return and cancel addresses do.
 */
export function paypalApprovalPage(locale: Locale, payment: PagePayment, action: string): string {
  const intl = catalog.intl(locale);
  const t = (id: string) => intl.formatMessage({ id });
  const body = `<h1>${escapeHtml(t('paypal.title'))}</h1>
<p class="note">${escapeHtml(t('paypal.note'))}</p>
${rows([
  [t('row.merchant'), MERCHANT],
  [t('paypal.account'), t('paypal.accountValue')],
  [t('row.amount'), formatMoney(payment.amount, payment.currency, locale), 'total'],
])}
<form method="post" action="${escapeHtml(action)}">
<button class="primary" type="submit" name="decision" value="approve">${escapeHtml(t('paypal.approve'))}</button>
<button class="secondary" type="submit" name="decision" value="cancel">${escapeHtml(t('paypal.cancel'))}</button>
</form>
<p class="small">${escapeHtml(t('paypal.back'))}</p>`;
  return frame(locale, 'paypal', t('paypal.pageTitle'), 'PayPal', body);
}
