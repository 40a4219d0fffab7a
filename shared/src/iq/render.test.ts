import { describe, expect, it } from 'vitest';
import { createRandom } from './generator/random';
import { generateItem } from './generator/item';
import { sampleSpec } from './generator/spec';
import { renderItemSvg, renderPanelSvg } from './render';
import { LAYOUTS, type Panel } from './types';

describe('panel pictures', () => {
  const panel: Panel = {
    components: [
      [
        { shape: 'triangle', size: 3, color: 3, slot: 0 },
        { shape: 'triangle', size: 3, color: 3, slot: 3 },
      ],
    ],
  };

  it('are small SVG documents with a viewBox, outlines and fills only', () => {
    const svg = renderPanelSvg(panel, 'grid2');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 200"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).not.toMatch(/<text|font|<image|<script|style=/);
    expect(svg).toContain('fill="#4b4b4b"');
  });

  it('take a pixel size and can leave the background out', () => {
    expect(renderPanelSvg(panel, 'grid2', { size: 96 })).toContain('width="96" height="96"');
    expect(renderPanelSvg(panel, 'grid2', { background: false })).not.toContain('<rect');
  });

  it('draw one figure per entity in every layout, inside the panel', () => {
    const random = createRandom(4);
    for (const layout of LAYOUTS) {
      let item = null;
      while (!item) item = generateItem(sampleSpec(random, layout), random);
      const svgs = renderItemSvg({ id: 'T', ...item });
      expect(svgs.cells).toHaveLength(8);
      expect(svgs.options).toHaveLength(8);
      item.options.forEach((option, index) => {
        const svg = svgs.options[index] ?? '';
        const figures = option.components.reduce((sum, entities) => sum + entities.length, 0);
        expect(svg.match(/<(path|circle) /g)).toHaveLength(figures);
        const numbers = [...svg.replace(/^<svg[^>]*>/, '').matchAll(/-?\d+(\.\d+)?/g)].map((match) => Number(match[0]));
        expect(numbers.every((value) => value >= 0 && value <= 200)).toBe(true);
      });
    }
  });
});
