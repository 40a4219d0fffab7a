import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { COLOR_WORDS, describePanel, SIZE_WORDS } from './describe';
import { describePanelText } from './describePanelText';
import { DESCRIPTION_WORDS } from './descriptionWords';
import { LAYOUT_FRAMES, POSITION_KEYS } from './layouts';
import { type Layout, type Panel, SHAPES } from './types';

const filled = (text: string | undefined) => typeof text === 'string' && text.trim().length > 0;
const distinct = (list: readonly string[]) => new Set(list).size === list.length;

describe('description words', () => {
  it.each(LOCALES)('%s has every shape, size, grey, place and count', (locale) => {
    const words = DESCRIPTION_WORDS[locale];
    expect(words.counts).toHaveLength(9);
    expect(words.counts.every(filled)).toBe(true);
    for (const shape of SHAPES) expect(filled(words.shapes[shape]?.one) && filled(words.shapes[shape]?.other), shape).toBe(true);
    for (const size of SIZE_WORDS) expect(filled(words.sizes[size]?.one) && filled(words.sizes[size]?.other), size).toBe(true);
    for (const color of COLOR_WORDS) expect(filled(words.colors[color]?.one) && filled(words.colors[color]?.other), color).toBe(true);
    for (const position of POSITION_KEYS) expect(filled(words.positions[position]), position).toBe(true);
    if (locale === 'de-DE') {
      for (const word of [...Object.values(words.sizes), ...Object.values(words.colors)]) expect(filled(word.oneMasculine)).toBe(true);
    }
  });

  it.each(LOCALES)('%s tells every size, grey, shape and place apart', (locale) => {
    const words = DESCRIPTION_WORDS[locale];
    expect(distinct(Object.values(words.sizes).map((word) => word.one))).toBe(true);
    expect(distinct(Object.values(words.colors).map((word) => word.one))).toBe(true);
    expect(distinct(Object.values(words.shapes).map((word) => word.one))).toBe(true);
    for (const frames of Object.values(LAYOUT_FRAMES)) {
      expect(distinct(frames.flatMap((frame) => frame.positions.map((position) => words.positions[position])))).toBe(true);
    }
  });
});

describe('panel descriptions', () => {
  const twoTriangles: Panel = {
    components: [
      [
        { shape: 'triangle', size: 3, color: 3, slot: 0 },
        { shape: 'triangle', size: 3, color: 3, slot: 3 },
      ],
    ],
  };
  const outIn: Panel = {
    components: [[{ shape: 'hexagon', size: 4, color: 0, slot: 0 }], [{ shape: 'circle', size: 1, color: 4, slot: 0 }]],
  };

  it('groups alike figures with their words and message keys', () => {
    expect(describePanel(twoTriangles, 'grid2')).toEqual({
      layout: 'grid2',
      groups: [
        {
          component: 0,
          count: 2,
          shape: 'triangle',
          sizeWord: 'large',
          colorWord: 'dark_grey',
          positionWords: ['top_left', 'bottom_right'],
          messageKeys: {
            shape: 'iq.shape.triangle',
            size: 'iq.size.large',
            color: 'iq.color.dark_grey',
            positions: ['iq.position.top_left', 'iq.position.bottom_right'],
          },
        },
      ],
    });
  });

  it('reads as a sentence in each language', () => {
    expect(describePanelText(twoTriangles, 'grid2', 'en-US')).toBe('Two large dark gray triangles: top left and bottom right.');
    expect(describePanelText(twoTriangles, 'grid2', 'fr-FR')).toBe('Deux grands triangles gris foncé : en haut à gauche et en bas à droite.');
    expect(describePanelText(twoTriangles, 'grid2', 'de-DE')).toBe('Zwei große dunkelgraue Dreiecke: oben links und unten rechts.');
    expect(describePanelText(twoTriangles, 'grid2', 'zh-CN')).toBe('两个大的深灰色三角形，位于左上和右下。');
    expect(describePanelText(twoTriangles, 'grid2', 'ja-JP')).toBe('左上と右下に大きな濃いグレーの三角形がふたつ。');
    expect(describePanelText(twoTriangles, 'grid2', 'ko-KR')).toBe('왼쪽 위와 오른쪽 아래에 큰 진회색 삼각형 두 개.');
    expect(describePanelText(outIn, 'out_in', 'en-US')).toBe('One very large white hexagon: outside; one small black circle: inside.');
    expect(describePanelText(outIn, 'out_in', 'de-DE')).toBe('Ein sehr großes weißes Sechseck: außen; ein kleiner schwarzer Kreis: innen.');
    expect(describePanelText(outIn, 'out_in', 'es-ES')).toBe('Un hexágono muy grande blanco: por fuera; un círculo pequeño negro: por dentro.');
    expect(describePanelText(outIn, 'out_in', 'pt-PT')).toBe('Um hexágono muito grande branco: por fora; um círculo pequeno preto: por dentro.');
  });

  it('names every place of every layout in every language', () => {
    for (const [layout, frames] of Object.entries(LAYOUT_FRAMES) as [Layout, (typeof LAYOUT_FRAMES)[Layout]][]) {
      const panel: Panel = {
        components: frames.map((frame, component) =>
          frame.slots.map((_, slot) => ({ shape: SHAPES[slot % SHAPES.length] ?? 'circle', size: frame.sizes[0] ?? 0, color: frame.colors[component] ?? 0, slot })),
        ),
      };
      for (const locale of LOCALES) {
        const text = describePanelText(panel, layout, locale);
        expect(text).not.toMatch(/undefined|NaN|\s{2}/);
        for (const frame of frames) for (const position of frame.positions) expect(text).toContain(DESCRIPTION_WORDS[locale].positions[position]);
      }
    }
  });
});
