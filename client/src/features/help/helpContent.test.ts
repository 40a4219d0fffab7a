import { describe, expect, it } from 'vitest';
import { sectionsOf } from './helpContent';

describe('sectionsOf', () => {
  it('takes the first line of each block as its heading, and a one-line block as text alone', () => {
    expect(sectionsOf('Who we are\nInnerscope runs the site.\n\n  Cookies \nNecessary ones.\nOptional ones.\n\nWrite to us.\n\n\n')).toEqual([
      { heading: 'Who we are', text: 'Innerscope runs the site.' },
      { heading: 'Cookies', text: 'Necessary ones.\nOptional ones.' },
      { heading: null, text: 'Write to us.' },
    ]);
  });
});
