import type { Locale } from '../shared/locales';
import { SCALE, SITE, type TypeColours } from './brand';
import { escapeHtml } from './escape';
import { type BlockKind, layoutOf, TINT } from './layout';
import { translator } from './messages';
import { wrapParagraph } from './plainText';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * What an e-mail says, in order. Each block has an HTML form (inside the compiled frame) and a plain-text form:
 * a button is a short label in the HTML and "label:" with the link on its own line in the text.
 */
export type Block =
  | { kind: 'heading'; text: string }
  /** A paragraph; `mailto` is an address in it that becomes a link. */
  | { kind: 'text'; text: string; muted?: boolean; mailto?: string }
  /** A link as a button: filled in the site's colour, outlined (`secondary`), or outlined in a type's colour (`tint`). */
  | { kind: 'button'; label: string; url: string; secondary?: boolean; tint?: string }
  /** A one-time code, large and spaced so it reads at a glance. */
  | { kind: 'code'; code: string }
  /** Words someone wrote, shown as a quotation. */
  | { kind: 'quote'; text: string }
  /** Short facts on a tinted ground (order number, amount paid). */
  | { kind: 'summary'; lines: readonly string[] }
  /** A type's band in its own colours: only in the HTML, the text says the same in words. */
  | { kind: 'type'; eyebrow: string; code: string; title: string; colours: TypeColours }
  /** One bar per line, as long as its percentage, in a type's colours. */
  | { kind: 'bars'; title: string; colours: TypeColours; rows: readonly { line: string; percent: number }[] };

export interface EmailContent {
  subject: string;
  /** What a mail client shows after the subject; the first paragraph when absent. */
  preview?: string;
  blocks: readonly Block[];
}

const SAFE_URL = /^(?:https?:\/\/|mailto:)[^\s"<>]+$/i;

function checkedUrl(url: string): string {
  if (!SAFE_URL.test(url)) throw new Error('An e-mail link must be an http(s) or mailto URL without spaces');
  return url;
}

function checkedColour(colour: string): string {
  if (!/^#[0-9A-Fa-f]{6}$/.test(colour)) throw new Error('A button colour must be #RRGGBB');
  return colour;
}

/** Fills `%%NAME%%` holes in one pass, so a value is never read as a hole itself. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/%%([A-Z]+)%%/g, (hole: string, name: string) => values[name] ?? hole);
}

const paragraphHtml = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

function textHtml(block: Extract<Block, { kind: 'text' }>): string {
  const html = paragraphHtml(block.text);
  if (!block.mailto) return html;
  const address = escapeHtml(block.mailto);
  return html.split(address).join(`<a href="mailto:${escapeHtml(encodeURI(block.mailto))}" style="color:${SITE.primary}">${address}</a>`);
}

const bar = (percent: number, colours: TypeColours) => {
  const filled = Math.max(0, Math.min(100, Math.round(percent)));
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;background:${colours.soft};border-radius:999px"><tr>${
    filled > 0 ? `<td width="${filled}%" style="height:8px;line-height:8px;font-size:0;background:${colours.primary};border-radius:999px">&nbsp;</td>` : ''
  }${filled < 100 ? '<td style="height:8px;line-height:8px;font-size:0">&nbsp;</td>' : ''}</tr></table>`;
};

/** A block as the kind of compiled block that carries it, and the values of its holes. */
function htmlOf(block: Block): [BlockKind, Record<string, string>] {
  switch (block.kind) {
    case 'heading':
      return ['heading', { HTML: paragraphHtml(block.text) }];
    case 'text':
      return [block.muted ? 'small' : 'text', { HTML: textHtml(block) }];
    case 'button':
      return [block.tint ? 'tintedButton' : block.secondary ? 'secondaryButton' : 'button', { HREF: escapeHtml(checkedUrl(block.url)), LABEL: escapeHtml(block.label) }];
    case 'code':
      return ['text', {
        HTML: `<div style="display:inline-block;padding:10px 20px;border-radius:12px;background:${SITE.surface};border:1px solid #E6DDD2;font-family:ui-monospace,'SF Mono',Menlo,Consolas,monospace;font-size:30px;line-height:1.2;font-weight:700;letter-spacing:6px;color:${SITE.text}">${escapeHtml(block.code)}</div>`,
      }];
    case 'quote':
      return ['text', {
        HTML: `<div style="border-left:3px solid ${SITE.accent};padding:2px 0 2px 14px;color:${SITE.mutedText};white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(block.text)}</div>`,
      }];
    case 'summary':
      return ['text', {
        HTML: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;background:${SITE.surface};border-radius:12px"><tr><td style="padding:12px 16px;font-size:15px;line-height:1.7">${block.lines.map(paragraphHtml).join('<br>')}</td></tr></table>`,
      }];
    case 'type':
      return ['text', {
        HTML: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;background:${block.colours.soft};border-radius:${SCALE.radius}px"><tr><td style="padding:18px 20px 20px">
<div style="font-size:${SCALE.small}px;line-height:1.4;font-weight:600;color:${block.colours.primary}">${escapeHtml(block.eyebrow)}</div>
<h1 style="margin:0;font-size:${SCALE.typeCode}px;line-height:1.15;font-weight:800;letter-spacing:2px;color:${block.colours.primary}">${escapeHtml(block.code)}</h1>
<div style="width:40px;height:4px;margin:6px 0 10px;border-radius:2px;background:${block.colours.accent};font-size:0;line-height:0">&nbsp;</div>
<div style="font-size:18px;line-height:1.4;font-weight:600;color:${block.colours.dark}">${escapeHtml(block.title)}</div>
</td></tr></table>`,
      }];
    case 'bars':
      return ['text', {
        // The text part's title ends with a colon before its list; as a heading above the bars it needs none.
        HTML: `<div style="font-weight:700;margin:0 0 10px">${escapeHtml(block.title.replace(/\s*[:：]$/, ''))}</div>${block.rows
          .map((row) => `<div style="font-size:15px;line-height:1.5;margin:0 0 4px">${escapeHtml(row.line)}</div><div style="margin:0 0 12px">${bar(row.percent, block.colours)}</div>`)
          .join('')}`,
      }];
  }
}

/** A block in the plain-text part, or null for what only the HTML shows. */
function textOf(block: Block, linkLabel: (label: string) => string): string | null {
  switch (block.kind) {
    case 'heading':
    case 'text':
      return wrapParagraph(block.text);
    case 'button':
      return `${wrapParagraph(linkLabel(block.label))}\n${checkedUrl(block.url)}`;
    case 'code':
      return `    ${block.code}`;
    case 'quote':
      return wrapParagraph(block.text, { first: '> ' });
    case 'summary':
      return block.lines.map((line) => wrapParagraph(line)).join('\n');
    case 'type':
      return null;
    case 'bars':
      return [wrapParagraph(block.title), ...block.rows.map((row) => wrapParagraph(row.line, { first: '- ', rest: '  ' }))].join('\n');
  }
}

const PREVIEW_LENGTH = 140;

/** An e-mail in a locale's frame: the subject, the HTML and the plain-text part, from the same blocks. */
export function composeEmail(locale: Locale, content: EmailContent): RenderedEmail {
  const t = translator(locale);
  const layout = layoutOf(locale);
  const footer = t('layout.footer');
  const firstText = content.blocks.find((b): b is Extract<Block, { kind: 'text' }> => b.kind === 'text')?.text ?? '';
  const preview = [...(content.preview ?? firstText).replace(/\s+/g, ' ')];
  const body = content.blocks
    .map((block) => {
      const [kind, values] = htmlOf(block);
      const html = fill(layout.blocks[kind], values);
      return block.kind === 'button' && block.tint ? html.replaceAll(TINT, checkedColour(block.tint)) : html;
    })
    .join('\n');
  const html = fill(layout.frame, {
    TITLE: escapeHtml(content.subject),
    PREVIEW: escapeHtml(preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1).join('')}…` : preview.join('')),
    FOOTER: escapeHtml(footer),
  }).replace('<!--mail:body-->', () => body);
  const linkLabel = (label: string) => t('layout.linkLabel', { label });
  const text = [
    ...content.blocks.map((block) => textOf(block, linkLabel)).filter((part): part is string => part !== null),
    `-- \n${wrapParagraph(footer)}`,
  ].join('\n\n');
  return { subject: content.subject, text, html };
}
