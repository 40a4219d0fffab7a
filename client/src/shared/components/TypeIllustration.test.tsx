import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/loadMessages';
import { TYPE_CODES, type TypeCode } from '../typeCodes';
import { TypeIllustration, typeIllustrationUrl } from './TypeIllustration';

// Paths by `join`: Vite rewrites `new URL('…', import.meta.url)` into served asset URLs.
const REPO = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const ASSETS = join(REPO, 'assets/types');
const SEEDED_TYPES = join(REPO, 'server/seeds/content/bmbti/types.json');

interface TypeColours {
  readonly primary: string;
  readonly soft: string;
  readonly accent: string;
  readonly dark: string;
}

const palette = JSON.parse(readFileSync(join(ASSETS, 'palette.json'), 'utf8')) as Record<string, TypeColours>;
const svgOf = (code: TypeCode) => readFileSync(join(ASSETS, `${code.toLowerCase()}.svg`), 'utf8');

/** WCAG 2 relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#RRGGBB` colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('TypeIllustration', () => {
  it('is an image by URL, sized before it loads, with the alt text of the locale', async () => {
    const messages = await loadMessages('ja-JP');
    render(
      <IntlProvider locale="ja-JP" messages={messages}>
        <TypeIllustration code="INFJ" size={96} />
      </IntlProvider>,
    );
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'INFJタイプのイラスト' });
    expect(image.getAttribute('src')).toMatch(/infj\.svg/);
    expect(image.getAttribute('src')).not.toMatch(/^data:/);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['96', '96']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it('loads at once when asked to (above the fold)', async () => {
    render(
      <IntlProvider locale="en-US" messages={await loadMessages('en-US')}>
        <TypeIllustration code="ESTP" size={240} lazy={false} />
      </IntlProvider>,
    );
    expect(screen.getByRole('img', { name: 'Illustration of the ESTP type' }).getAttribute('loading')).toBe('eager');
  });

  it('has a picture for every type', () => {
    for (const code of TYPE_CODES) expect(typeIllustrationUrl(code), code).toMatch(new RegExp(`${code.toLowerCase()}\\.svg`));
  });
});

describe('the type pictures and colours in assets/types', () => {
  it.each(TYPE_CODES)('%s is a small, language-free 240 px square', (code) => {
    const svg = svgOf(code);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="240" viewBox="0 0 240 240">/);
    expect(svg).not.toMatch(/<(text|image|script|foreignObject|metadata)\b|<!--|xlink:href|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    expect(gzipSync(svg).length).toBeLessThanOrEqual(4096);
  });

  it.each(TYPE_CODES)('%s has colours where text on them is readable (WCAG AA)', (code) => {
    const colours = palette[code];
    expect(colours).toBeDefined();
    const { primary, soft, accent, dark } = colours!;
    for (const colour of [primary, soft, accent, dark]) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    expect(contrast('#FFFFFF', primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(primary, soft)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark, soft)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark, accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('has a colour for exactly the sixteen types, whose primary is the accent the type is served with', () => {
    expect(Object.keys(palette).sort()).toEqual([...TYPE_CODES].sort());
    const seeded = JSON.parse(readFileSync(SEEDED_TYPES, 'utf8')) as Array<{ code: string; accent: string }>;
    for (const { code, accent } of seeded) expect(palette[code]?.primary, code).toBe(accent.toUpperCase());
  });
});
