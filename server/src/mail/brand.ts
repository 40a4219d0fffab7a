import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PALETTES } from '@innerscope/shared/tokens';
import type { Locale } from '../shared/locales';

/** The site's default look (the `calm` palette), so an e-mail opens in the colours of the page it came from. */
export const SITE = PALETTES.calm;

/** A type's colours (assets/types/palette.json): `primary` carries white text, `soft` is a ground, `dark` is text. */
export interface TypeColours {
  readonly primary: string;
  readonly soft: string;
  readonly accent: string;
  readonly dark: string;
}

const TYPE_COLOURS = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../../../assets/types/palette.json', import.meta.url)), 'utf8'),
) as Record<string, TypeColours>;

/** The colours of a type such as `INFJ`; the site's own for a code the palette does not know. */
export function typeColours(code: string): TypeColours {
  return TYPE_COLOURS[code.toUpperCase()] ?? { primary: SITE.primary, soft: SITE.surface, accent: SITE.accent, dark: SITE.text };
}

const LATIN = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial";

/**
 * The site's font stacks (client/index.html), per language: system fonts only, and the CJK face of the reader's
 * language first, so Han characters take the shapes their language expects.
 */
export const FONT_STACKS: Readonly<Record<Locale, string>> = {
  'en-US': `${LATIN}, sans-serif`,
  'fr-FR': `${LATIN}, sans-serif`,
  'es-ES': `${LATIN}, sans-serif`,
  'de-DE': `${LATIN}, sans-serif`,
  'pt-PT': `${LATIN}, sans-serif`,
  'zh-CN': `${LATIN}, 'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif`,
  'zh-HK': `${LATIN}, 'PingFang HK', 'PingFang TC', 'Noto Sans CJK HK', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif`,
  'ja-JP': `${LATIN}, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans CJK JP', 'Yu Gothic UI', Meiryo, sans-serif`,
  'ko-KR': `${LATIN}, 'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif`,
};

/** The e-mail's type scale and measures, in px: the site's, reduced to what a mail client renders reliably. */
export const SCALE = {
  /** The widest the message gets; phones get the full width of the screen. */
  width: 600,
  body: 16,
  small: 13,
  heading: 24,
  typeCode: 36,
  radius: SITE.radius,
  gutter: 24,
} as const;
