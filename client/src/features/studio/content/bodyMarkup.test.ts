import { describe, expect, it } from 'vitest';
import { blocksToMarkup, markupToBlocks } from './bodyMarkup';

describe('the studio body markup', () => {
  it('turns headings, paragraphs, lists and quotations into blocks and back', () => {
    const text = '## Why sleep\n\nA night shapes\nthe day.\n- dim light\n- cool room\n\n> Rest is work too.\n\n睡眠很重要。\n![A dim bedroom](/content/image/abcdefghijklmnopqrstuv.webp)';
    const blocks = markupToBlocks(text);
    expect(blocks).toEqual([
      { type: 'H2', text: 'Why sleep', items: [] },
      { type: 'P', text: 'A night shapes the day.', items: [] },
      { type: 'UL', text: null, items: ['dim light', 'cool room'] },
      { type: 'QUOTE', text: 'Rest is work too.', items: [] },
      { type: 'P', text: '睡眠很重要。', items: [] },
      { type: 'IMG', text: 'A dim bedroom', items: [], src: '/content/image/abcdefghijklmnopqrstuv.webp' },
    ]);
    expect(markupToBlocks(blocksToMarkup(blocks))).toEqual(blocks);
  });

  it('gives nothing for blank text', () => {
    expect(markupToBlocks(' \n\n ')).toEqual([]);
  });
});
