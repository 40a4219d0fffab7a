import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Locale } from '../shared/locales';

/**
 * The PDF's fonts, shipped as npm packages (Noto Sans, SIL Open Font License) so every install renders the
 * same: Latin, Greek and Cyrillic from Noto Sans; Chinese, Japanese and Korean from the Noto Sans CJK cuts.
 * Never fonts that happen to be on the machine.
 */
const FAMILIES = {
  latin: '@expo-google-fonts/noto-sans/{w}/NotoSans_{w}.ttf',
  sc: '@expo-google-fonts/noto-sans-sc/{w}/NotoSansSC_{w}.ttf',
  tc: '@expo-google-fonts/noto-sans-tc/{w}/NotoSansTC_{w}.ttf',
  jp: '@expo-google-fonts/noto-sans-jp/{w}/NotoSansJP_{w}.ttf',
  kr: '@expo-google-fonts/noto-sans-kr/{w}/NotoSansKR_{w}.ttf',
} as const;

export type FamilyName = keyof typeof FAMILIES;
export type Weight = 'regular' | 'bold';
const WEIGHT_DIRS: Record<Weight, string> = { regular: '400Regular', bold: '700Bold' };

/** The family that writes a locale best, first; the others follow as fallbacks for characters it lacks. */
const ORDER_BY_LOCALE: Partial<Record<Locale, FamilyName[]>> = {
  'zh-CN': ['sc', 'latin', 'tc', 'jp', 'kr'],
  'zh-HK': ['tc', 'latin', 'sc', 'jp', 'kr'],
  'ja-JP': ['jp', 'latin', 'sc', 'tc', 'kr'],
  'ko-KR': ['kr', 'latin', 'sc', 'jp', 'tc'],
};
const DEFAULT_ORDER: FamilyName[] = ['latin', 'sc', 'tc', 'jp', 'kr'];

export interface LoadedFont {
  /** The name the PDF document registers it under. */
  id: string;
  bytes: Buffer;
  has(codePoint: number): boolean;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, LoadedFont>();

function load(family: FamilyName, weight: Weight): LoadedFont {
  const id = `${family}-${weight}`;
  let font = loaded.get(id);
  if (!font) {
    const file = require.resolve(FAMILIES[family].replaceAll('{w}', WEIGHT_DIRS[weight]));
    const bytes = fs.readFileSync(file);
    const face = fontkit.create(bytes) as fontkit.Font;
    const cache = new Map<number, boolean>();
    font = {
      id,
      bytes,
      has: (cp) => {
        let hit = cache.get(cp);
        if (hit === undefined) {
          hit = face.hasGlyphForCodePoint(cp);
          cache.set(cp, hit);
        }
        return hit;
      },
    };
    loaded.set(id, font);
  }
  return font;
}

/** The fonts for a locale and weight, best first. Loaded once per process. */
export function fontsFor(locale: Locale, weight: Weight): LoadedFont[] {
  return (ORDER_BY_LOCALE[locale] ?? DEFAULT_ORDER).map((family) => load(family, weight));
}

/**
 * Splits text into runs each drawn with one font: the first font that has the character, so a Korean name in a
 * German report or Latin letters in a Japanese one render instead of showing empty boxes. Spaces and
 * punctuation stay with the run they are in.
 */
export function splitRuns(text: string, fonts: readonly LoadedFont[]): { font: LoadedFont; text: string }[] {
  const runs: { font: LoadedFont; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    const neutral = /\s/.test(ch);
    const font = neutral && current ? current.font : (fonts.find((f) => f.has(cp)) ?? fonts[0]!);
    if (current && current.font === font) current.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}
