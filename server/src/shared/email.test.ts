import { describe, expect, it } from 'vitest';
import { canonicalEmail, isValidEmail } from './email';

describe('canonicalEmail', () => {
  it.each([
    ['A@x.com', 'a@x.com'],
    ['a@X.COM', 'a@x.com'],
    ['ａ@x.com', 'a@x.com'],
    ['Ａ＠Ｘ．ＣＯＭ', 'a@x.com'],
    ['  User.Name+Tag@Example.COM \t', 'user.name+tag@example.com'],
    ['\u3000user@example.com\u3000', 'user@example.com'],
    ['\u212Aelvin@example.com', 'kelvin@example.com'],
    ['ﬀ@example.com', 'ff@example.com'],
    ['Zoë@Example.com', 'zoë@example.com'],
  ])('%j becomes %j', (input, canonical) => {
    expect(canonicalEmail(input)).toBe(canonical);
  });

  it('is idempotent for every code point, whatever surrounds it', () => {
    for (let cp = 0; cp < 0x110000; cp += 1) {
      if (cp >= 0xd800 && cp < 0xe000) continue;
      const once = canonicalEmail(`A${String.fromCodePoint(cp)}b@X.com`);
      if (canonicalEmail(once) !== once) expect.fail(`U+${cp.toString(16)} is not stable: ${once}`);
    }
  });
});

describe('isValidEmail', () => {
  it('judges the canonical form: width and case variants of an ASCII address are valid', () => {
    for (const input of ['A@x.com', 'a@X.COM', 'ａ@x.com', 'Ａ＠Ｘ．ＣＯＭ', ' user@example.com ']) expect(isValidEmail(input)).toBe(true);
  });

  it('refuses what stays outside ASCII, or is no address at all', () => {
    for (const input of ['zoë@example.com', 'user@exämple.com', 'İ@example.com', 'user@', '@example.com', 'user@example', 'a b@example.com', '', '\u3000']) {
      expect(isValidEmail(input)).toBe(false);
    }
  });

  it('measures the length limit on the canonical form', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(isValidEmail(`${local}@${domain}`)).toBe(true);
    expect(isValidEmail(`a${local}@${domain}`)).toBe(false);
    // 253 characters as typed, 255 once NFKC spells the square-centimetre sign as "cm2".
    expect(isValidEmail(`${local.slice(2)}\u33A0@${domain}`)).toBe(false);
  });
});
