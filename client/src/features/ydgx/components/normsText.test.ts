import { describe, expect, it } from 'vitest';
import { firstSentence, normsText } from './normsText';

const LONG =
  'Approximate reference values, not figures copied from a published table. Means of the 10-item sums (Goldberg, 1992; ipip.ori.org). See Gow, A. J., Whiteman, M. C. (2005).';

describe('the norms note', () => {
  it('shows the first sentence of a long source, the whole source behind the disclosure', () => {
    expect(normsText({ source: LONG })).toEqual({
      short: 'Approximate reference values, not figures copied from a published table.',
      full: LONG,
    });
  });

  it('does not end a sentence at an initial or an abbreviation', () => {
    expect(firstSentence('Gow, A. J. and Deary, I. J. (2005) validated them. More follows.')).toBe(
      'Gow, A. J. and Deary, I. J. (2005) validated them.',
    );
    expect(firstSentence('Norms after Smith et al. 2019 are used. Details.')).toBe('Norms after Smith et al. 2019 are used.');
  });

  it('ends at an East Asian full stop', () => {
    expect(firstSentence('公开的常模数据。更多说明')).toBe('公开的常模数据。');
  });

  it('shows a one-sentence source whole, with nothing more to disclose', () => {
    expect(normsText({ source: 'IPIP published norms' })).toEqual({ short: 'IPIP published norms', full: null });
  });

  it('shows the server’s short source, with its full citation behind the disclosure', () => {
    expect(normsText({ source: 'Open-Source Psychometrics Project IPIP data, approximate', citation: LONG })).toEqual({
      short: 'Open-Source Psychometrics Project IPIP data, approximate',
      full: LONG,
    });
  });
});
