import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@innerscope/shared/money';
import type { Level } from '../modules/scoring/level';
import { LOCALES, type Locale } from '../shared/locales';
import type { RenderedEmail } from './compose';
import { compileLayouts, layoutOf, TINT } from './layout';
import { mailIntl } from './messages';
import { TEXT_WIDTH, widthOf } from './plainText';
import * as templates from './templates';

/**
 * Every e-mail the product sends, in every locale, with the values a real message carries (the locale's own
 * currency and dates, signed links of their real length, the seeded type and pole names): no placeholder or ICU
 * syntax left, no grammatical artefact, a plain-text part that fits 78 columns, and HTML that fits a phone.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');
const shots = path.resolve(serverDir, '../test-results/mail');
const CHROME_PATH = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const seeds = path.join(serverDir, 'seeds/content/bmbti');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { title?: string; name?: string } & Record<string, unknown>>;
const typeTitle = (locale: Locale, code: string) => readJson(path.join(seeds, 'types', `${locale}.json`))[code]!.title!;
const poleName = (locale: Locale, pole: string) =>
  (readJson(path.join(seeds, 'report', `${locale}.json`)).poles as unknown as Record<string, { name: string }>)[pole]!.name;

const CURRENCY: Record<Locale, { code: string; trial: number; renewal: number }> = {
  'en-US': { code: 'USD', trial: 100, renewal: 2999 },
  'zh-CN': { code: 'CNY', trial: 700, renewal: 19900 },
  'zh-HK': { code: 'HKD', trial: 800, renewal: 22900 },
  'ja-JP': { code: 'JPY', trial: 15000, renewal: 450000 },
  'ko-KR': { code: 'KRW', trial: 140000, renewal: 3900000 },
  'fr-FR': { code: 'EUR', trial: 100, renewal: 2999 },
  'es-ES': { code: 'EUR', trial: 100, renewal: 2999 },
  'de-DE': { code: 'EUR', trial: 100, renewal: 2999 },
  'pt-PT': { code: 'EUR', trial: 100, renewal: 2999 },
};

const TOKEN = 'Jx8W0mHq3p9Z5cV2bN7kL4sD1fG6hT0yR8eU3iO5aQw';
const ORDER = 'Q7K2M9X4T8B3N6P1';
const urls = (locale: Locale) => ({
  report: `https://innerscope.app/report/result/BMBTI-1754?order=${ORDER}&t=${TOKEN}&hl=${locale}`,
  cancel: `https://innerscope.app/cancel/success/BMBTI-1754?token=${TOKEN.slice(0, 32)}`,
  card: `https://innerscope.app/paying/subscribe/check/BMBTI-1754?subscription=5f0c6a3e-2b7d-4c1a-9e8f-0a1b2c3d4e5f&t=${TOKEN}`,
});

const FEEDBACK: Partial<Record<Locale, string>> = {
  'ja-JP': 'スマートフォンでPDFが開けませんでした。もう一度送っていただけますか？レポートはとても参考になりました。',
  'ko-KR': '휴대폰에서 PDF가 열리지 않아요. 다시 보내 주실 수 있나요? 보고서는 정말 도움이 됐어요.',
};

/** Every template's messages in a locale, each named after its function and case. */
function everyEmail(locale: Locale): [string, RenderedEmail][] {
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  const money = CURRENCY[locale];
  const amount = (minor: number) => formatMoney(minor, money.code, locale);
  const u = urls(locale);
  const receipt = (plan: 'trial' | 'paid' | null): templates.ReceiptParams => ({
    orderNumber: ORDER,
    amountToday: amount(plan === 'paid' ? money.renewal : money.trial),
    resultsUrl: u.report,
    cancelUrl: u.cancel,
    plan: plan && {
      trialDays: plan === 'trial' ? 7 : 0,
      renewalAmount: amount(money.renewal),
      interval: plan === 'trial' ? 'MONTH' : 'WEEK',
      intervalCount: plan === 'trial' ? 1 : 2,
      firstChargeDate: date('2026-12-04'),
    },
  });
  const preferences = (['I', 'N', 'F', 'J', 'C'] as const).map((pole, i) => ({
    name: poleName(locale, pole),
    percent: [72, 55, 81, 61, 48][i]!,
    level: (['HIGH', 'MODERATE', 'VERY_HIGH', 'HIGH', 'MODERATE'] as Level[])[i]!,
  }));
  const billing = { amount: amount(money.renewal), period: '', date: date('2026-12-04'), cancelUrl: u.cancel, cardUrl: u.card };
  const sub = (kind: Parameters<typeof templates.subscriptionEmail>[1], cancelUrl: string | null = u.cancel) =>
    templates.subscriptionEmail(locale, kind, { ...billing, cancelUrl, period: periodOf(locale) });
  const cases: [string, RenderedEmail][] = [
    ['feedbackAckEmail', templates.feedbackAckEmail(locale, { message: FEEDBACK[locale] ?? 'The PDF would not open on my phone. Could you send it again? The report itself was really helpful.' })],
    ['receiptEmail', templates.receiptEmail(locale, receipt(null))],
    ['receiptEmail:trial', templates.receiptEmail(locale, receipt('trial'))],
    ['receiptEmail:paid', templates.receiptEmail(locale, receipt('paid'))],
    ['reportEmail', templates.reportEmail(locale, { ...receipt('trial'), typeCode: 'INFJ', typeTitle: typeTitle(locale, 'INFJ'), firstName: 'Mina', preferences })],
    ['reportEmail:noName', templates.reportEmail(locale, { ...receipt(null), typeCode: 'ESTP', typeTitle: typeTitle(locale, 'ESTP'), firstName: null, preferences })],
    ['retrieveEmail', templates.retrieveEmail(locale, [
      { typeCode: 'INFJ', date: date('2026-11-20'), url: u.report },
      { typeCode: 'ENTP', date: date('2025-03-02'), url: u.report.replace(ORDER, 'B3N6P1Q7K2M9X4T8') },
      { typeCode: '', date: date('2024-12-31'), url: u.report.replace(ORDER, 'M9X4T8B3N6P1Q7K2') },
    ])],
    ['retrieveEmail:none', templates.retrieveEmail(locale, [])],
    ['subscriptionEmail:reminder', sub('reminder')],
    ['subscriptionEmail:renewed', sub('renewed')],
    ['subscriptionEmail:failedRetry', sub('failedRetry')],
    ['subscriptionEmail:failedFinal', sub('failedFinal', null)],
    ['subscriptionEmail:cancelled', sub('cancelled', null)],
    ['subscriptionEmail:cancelledNow', sub('cancelledNow', null)],
    ['cancelLinkEmail', templates.cancelLinkEmail(locale, u.cancel)],
    ['cancelLinkEmail:none', templates.cancelLinkEmail(locale, null)],
    ['accountEmail:register', templates.accountEmail(locale, 'register', '482913')],
    ['accountEmail:reset', templates.accountEmail(locale, 'reset', '076215')],
    ['accountEmail:exists', templates.accountEmail(locale, 'exists', null)],
    ['accountEmail:none', templates.accountEmail(locale, 'none', null)],
    ['orderEmailCodeEmail', templates.orderEmailCodeEmail(locale, { code: '593104', orderNumber: ORDER })],
    ['orderEmailChangedEmail', templates.orderEmailChangedEmail(locale, { orderNumber: ORDER, newEmail: 'mina.park.personal+innerscope@example-mail.co.kr', support: 'support@innerscope.app' })],
  ];
  if (locale === 'en-US') {
    cases.push(['feedbackToSupportEmail', templates.feedbackToSupportEmail({ message: 'The PDF would not open on my phone.\nCould you send it again?', contactEmail: 'mina@example.com', locale: 'ko-KR', feedbackId: 'f3b1c2d4' })]);
  }
  return cases;
}

/** The billing period as the subscription service writes it ("every month"). */
const periodOf = (locale: Locale) => mailIntl(locale).formatMessage({ id: 'receipt.period' }, { interval: 'MONTH', count: 1 });

/** What a reader sees of the HTML: no styles, comments or tags. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ');

// Korean particles written both ways ("이(가)", "을(를)", "(으)로"), and the Latin ways of dodging agreement
// ("report(s)", "cher(e)", "Kund*innen", "obrigado/a", "cher·e").
const ARTEFACTS = [
  /\((?:이|가|을|를|은|는|와|과|으|아|야|이라|라|으로|로)\)/,
  /[A-Za-zÀ-ÿ]\((?:s|es|e|n|en|r|a|o|x|in|innen)\)/,
  /[A-Za-zÀ-ÿ](?:\*|:|\/)innen\b/,
  /[a-zà-ÿ](?:o\/a|os\/as|a\/o)\b/,
  /[a-zà-ÿ]·(?:e|es|ne|nes)\b/,
];
const PLACEHOLDER = /[{}]|%%|\b(?:plural|select|selectordinal),|\{#\}/;
const LINK_ALONE = /^(?:> |- | {2})?(?:https?:\/\/|mailto:)\S+$|^(?:> |- | {2})?[^\s@]+@[^\s@]+$/;

describe('the layouts', () => {
  it('in use are what MJML compiles from the sources now (the cache is not stale)', async () => {
    const fresh = await compileLayouts();
    for (const locale of LOCALES) expect(layoutOf(locale), locale).toEqual(fresh.get(locale));
  });
});

describe('every e-mail in every locale', () => {
  it('covers every template the module exports', () => {
    const exported = Object.entries(templates).filter(([name, value]) => typeof value === 'function' && name.endsWith('Email')).map(([name]) => name);
    const covered = new Set(everyEmail('en-US').map(([name]) => name.split(':')[0]));
    expect(exported.filter((name) => !covered.has(name))).toEqual([]);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const mails = everyEmail(locale);

    it.each(mails)('%s: every placeholder filled, no particle artefact', (_name, mail) => {
      for (const [part, text] of [['subject', mail.subject], ['text', mail.text], ['html', visibleText(mail.html)]] as const) {
        expect(text, part).not.toMatch(PLACEHOLDER);
        for (const artefact of ARTEFACTS) expect(text, part).not.toMatch(artefact);
      }
      expect(mail.html).not.toContain('%%');
      expect(mail.html).not.toContain(TINT);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).toContain(`lang="${locale}"`);
    });

    it.each(mails)('%s: plain text within 78 columns, links alone on their line', (_name, mail) => {
      const tooWide = mail.text.split('\n').filter((line) => widthOf(line) > TEXT_WIDTH && !LINK_ALONE.test(line));
      expect(tooWide).toEqual([]);
      for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) {
        expect(mail.text.split('\n'), `${url} on its own line`).toContain(url);
        expect(mail.html, `${url} behind a button`).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      }
    });

    it.each(mails)('%s: buttons, not raw links; no fixed width above 600 px', (_name, mail) => {
      expect(visibleText(mail.html)).not.toMatch(/https?:\/\//);
      const widths = [...mail.html.matchAll(/(?:^|[^-\w])(?:min-|max-)?width\s*(?::\s*|=\s*")(\d+)(?:px)?(?=[;"'\s])/g)].map((m) => Number(m[1]));
      expect(widths.length).toBeGreaterThan(0);
      expect(widths.filter((w) => w > 600)).toEqual([]);
    });
  });
});

// Needs the system Chromium (installed by `npm test` and CI).
describe('on a phone', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS, headless: true });
    page = await browser.newPage({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
    fs.mkdirSync(shots, { recursive: true });
  });
  afterAll(() => browser?.close());

  const SHOWN = ['reportEmail', 'receiptEmail:trial', 'retrieveEmail', 'accountEmail:register', 'subscriptionEmail:failedRetry', 'orderEmailChangedEmail'];
  // Screenshots (test-results/mail) of English and of Korean, which keeps its words whole; Japanese and German are
  // measured too: the densest script and the longest words.
  const PHOTOGRAPHED = new Set<Locale>(['en-US', 'ko-KR']);
  it.each((['en-US', 'ko-KR', 'ja-JP', 'de-DE'] as const).flatMap((locale) => SHOWN.map((name) => [locale, name] as const)))(
    '%s %s fits 375 px without scrolling sideways',
    async (locale, name) => {
      const mail = everyEmail(locale).find(([n]) => n === name)![1];
      await page.setContent(mail.html, { waitUntil: 'load' });
      if (PHOTOGRAPHED.has(locale)) await page.screenshot({ path: path.join(shots, `${name.replace(':', '-')}-${locale}.png`), fullPage: true });
      // A string: the server's TypeScript knows no DOM.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      // The main action is a real button within reach of a thumb.
      const button = page.locator('a[href^="http"]').first();
      if (await button.count()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    },
  );
});
