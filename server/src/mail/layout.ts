import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES, type Locale } from '../shared/locales';
import { FONT_STACKS, SCALE, SITE } from './brand';

/**
 * The frame every e-mail shares, written in MJML (responsive, table-based HTML that mail clients from Outlook to
 * Gmail on a phone lay out alike) and compiled once per locale when this module loads, never per message. One
 * document per locale holds the frame and one sample of each kind of block, separated by markers; compiling it
 * gives the frame around a `<!--mail:body-->` slot and the HTML of each block with `%%NAME%%` holes, which
 * composing an e-mail fills with escaped text.
 *
 * Loading MJML (and the CSS tools it brings) takes most of a second, so the compiled layouts are also kept in
 * node_modules/.cache under a hash of the sources and MJML's version: later processes (workers, each test file)
 * read them instead. A cache that cannot be read or written only means compiling again.
 */

/** The kinds of block MJML lays out; the others are HTML inside a `text` block. */
export type BlockKind = 'heading' | 'text' | 'small' | 'button' | 'secondaryButton' | 'tintedButton';
const BLOCK_KINDS: readonly BlockKind[] = ['heading', 'text', 'small', 'button', 'secondaryButton', 'tintedButton'];

/** The colour a tinted button is compiled with, replaced by a type's colour when an e-mail is composed. */
export const TINT = '#010203';

export interface CompiledLayout {
  /** The whole message, with `%%TITLE%%`, `%%PREVIEW%%`, `%%FOOTER%%` and the `<!--mail:body-->` slot. */
  frame: string;
  /** Each block's rows, with `%%HTML%%` (text blocks) or `%%HREF%%` and `%%LABEL%%` (buttons; a tinted one in `TINT`). */
  blocks: Readonly<Record<BlockKind, string>>;
}

const BODY_SLOT = '<!--mail:body-->';
const marker = (name: string) => `<!--mail:block:${name}-->`;

// Korean keeps its words whole, as on the site; a word too long for the line (an address) may still break.
const wordBreak = (locale: Locale) => (locale === 'ko-KR' ? 'word-break:keep-all;overflow-wrap:anywhere;' : '');

/** The brand mark drawn in HTML (mail clients show no SVG): the site logo's ring and dot, then the name. */
const BRAND = `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="vertical-align:middle;padding:0"><div style="width:18px;height:18px;border:3px solid ${SITE.primary};border-radius:50%;text-align:center;line-height:18px;font-size:0"><span style="display:inline-block;width:8px;height:8px;margin-top:5px;border-radius:50%;background:${SITE.accent}"></span></div></td>
<td style="vertical-align:middle;padding:0 0 0 10px;font-size:19px;line-height:24px;font-weight:700;letter-spacing:-0.3px;color:${SITE.text}">Innerscope</td>
</tr></table>`;

function source(locale: Locale): string {
  const gutter = `${SCALE.gutter}px`;
  const samples = BLOCK_KINDS.map((kind) => {
    const sample = {
      heading: `<mj-text padding="4px ${gutter} 16px" font-size="${SCALE.heading}px" line-height="1.3" font-weight="700"><h1 style="margin:0;font-size:${SCALE.heading}px;line-height:1.3;font-weight:700;${wordBreak(locale)}">%%HTML%%</h1></mj-text>`,
      text: `<mj-text><div style="${wordBreak(locale)}">%%HTML%%</div></mj-text>`,
      small: `<mj-text font-size="${SCALE.small}px" line-height="1.55" color="${SITE.mutedText}"><div style="${wordBreak(locale)}">%%HTML%%</div></mj-text>`,
      button: `<mj-button href="%%HREF%%">%%LABEL%%</mj-button>`,
      secondaryButton: `<mj-button mj-class="secondary" href="%%HREF%%">%%LABEL%%</mj-button>`,
      tintedButton: `<mj-button mj-class="secondary" color="${TINT}" border="2px solid ${TINT}" href="%%HREF%%">%%LABEL%%</mj-button>`,
    }[kind];
    return `<mj-raw>${marker(kind)}</mj-raw>\n${sample}`;
  }).join('\n');

  return `<mjml lang="${locale}" dir="ltr">
  <mj-head>
    <mj-title>%%TITLE%%</mj-title>
    <mj-preview>%%PREVIEW%%</mj-preview>
    <mj-breakpoint width="480px" />
    <mj-attributes>
      <mj-all font-family="${FONT_STACKS[locale]}" />
      <mj-text font-size="${SCALE.body}px" line-height="1.65" color="${SITE.text}" padding="0 ${gutter} 16px" />
      <mj-button font-size="${SCALE.body}px" font-weight="600" line-height="20px" border-radius="999px" inner-padding="14px 28px"
        padding="4px ${gutter} 20px" align="left" background-color="${SITE.primary}" color="${SITE.onPrimary}" />
      <mj-class name="secondary" background-color="${SITE.paper}" color="${SITE.primary}" border="2px solid ${SITE.primary}" inner-padding="12px 20px" />
    </mj-attributes>
    <mj-style>
      a { color: ${SITE.primary}; }
    </mj-style>
    <mj-raw><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"></mj-raw>
  </mj-head>
  <mj-body background-color="${SITE.surface}" width="${SCALE.width}px">
    <mj-section padding="24px 12px 12px">
      <mj-column><mj-text padding="0 12px">${BRAND}</mj-text></mj-column>
    </mj-section>
    <mj-wrapper padding="0 12px">
      <mj-section background-color="${SITE.paper}" border-radius="${SCALE.radius}px" padding="24px 0 4px">
        <mj-column>
          <mj-raw>${BODY_SLOT}</mj-raw>
${samples}
          <mj-raw>${marker('end')}</mj-raw>
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="16px 12px 32px">
      <mj-column><mj-text padding="0 12px" font-size="${SCALE.small}px" line-height="1.55" color="${SITE.mutedText}"><div style="${wordBreak(locale)}">%%FOOTER%%</div></mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

async function compile(mjml2html: typeof import('mjml').default, locale: Locale, mjml: string): Promise<CompiledLayout> {
  const { html, errors } = await mjml2html(mjml, { validationLevel: 'strict', fonts: {}, keepComments: true });
  if (errors.length) throw new Error(`The ${locale} mail layout does not compile: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  const start = html.indexOf(marker(BLOCK_KINDS[0]!));
  const end = html.indexOf(marker('end'));
  const blocks = {} as Record<BlockKind, string>;
  BLOCK_KINDS.forEach((kind, i) => {
    const from = html.indexOf(marker(kind)) + marker(kind).length;
    const to = html.indexOf(marker(BLOCK_KINDS[i + 1] ?? 'end'));
    blocks[kind] = html.slice(from, to).trim();
  });
  return { frame: html.slice(0, start) + html.slice(end + marker('end').length), blocks };
}

const isLayout = (value: unknown): value is CompiledLayout => {
  const layout = value as CompiledLayout | undefined;
  return typeof layout?.frame === 'string' && layout.frame.includes(BODY_SLOT) && BLOCK_KINDS.every((kind) => typeof layout.blocks?.[kind] === 'string');
};

/** Compiles every locale's layout with MJML, ignoring the cache. */
export async function compileLayouts(): Promise<Map<Locale, CompiledLayout>> {
  const { default: mjml2html } = await import('mjml');
  return new Map(await Promise.all(LOCALES.map(async (locale) => [locale, await compile(mjml2html, locale, source(locale))] as const)));
}

async function loadLayouts(): Promise<Map<Locale, CompiledLayout>> {
  const mjmlManifest = createRequire(import.meta.url).resolve('mjml/package.json');
  const { version } = JSON.parse(fs.readFileSync(mjmlManifest, 'utf8')) as { version: string };
  const key = createHash('sha256').update(JSON.stringify({ version, sources: LOCALES.map(source) })).digest('hex').slice(0, 24);
  const cacheDir = path.join(path.dirname(mjmlManifest), '..', '.cache', 'innerscope-mail');
  const cacheFile = path.join(cacheDir, `layouts-${key}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Record<string, unknown>;
    if (LOCALES.every((locale) => isLayout(cached[locale]))) return new Map(LOCALES.map((locale) => [locale, cached[locale] as CompiledLayout]));
  } catch {
    // Not compiled yet by any process: compile below.
  }
  const compiled = await compileLayouts();
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(compiled)));
    fs.renameSync(temporary, cacheFile);
    for (const old of fs.readdirSync(cacheDir)) if (old.startsWith('layouts-') && old.endsWith('.json') && path.join(cacheDir, old) !== cacheFile) fs.rmSync(path.join(cacheDir, old), { force: true });
  } catch {
    // A read-only install compiles in each process instead.
    fs.rmSync(temporary, { force: true });
  }
  return compiled;
}

const compiled = await loadLayouts();

/** The compiled frame and blocks of a locale. */
export function layoutOf(locale: Locale): CompiledLayout {
  return compiled.get(locale)!;
}
