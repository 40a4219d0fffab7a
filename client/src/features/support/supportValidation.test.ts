// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { characterCount, checkContactEmail, checkMessage } from './supportValidation';

describe('the message (spec section 5)', () => {
  it.each([
    ['', 'REQUIRED'],
    ['    ', 'REQUIRED'],
    ['too short', 'TOO_SHORT'],
    ['x'.repeat(201), 'TOO_LONG'],
    ['x'.repeat(10), null],
    ['x'.repeat(200), null],
  ])('%j gives %s', (message, problem) => {
    expect(checkMessage(message)).toBe(problem);
  });

  it('counts characters as the server does: trimmed, an emoji or a CJK character once', () => {
    expect(characterCount('  hello  ')).toBe(5);
    expect(characterCount('😀'.repeat(200))).toBe(200);
    expect(checkMessage('😀'.repeat(200))).toBeNull();
    expect(checkMessage('好'.repeat(9))).toBe('TOO_SHORT');
  });
});

describe('the contact address', () => {
  it('is neither asked for nor checked while its box is unticked', () => {
    expect(checkContactEmail(false, '')).toBeNull();
    expect(checkContactEmail(false, 'not an address')).toBeNull();
  });

  it('is required and checked once the box is ticked', () => {
    expect(checkContactEmail(true, '  ')).toBe('EMAIL_REQUIRED');
    expect(checkContactEmail(true, 'ana@example')).toBe('INVALID_EMAIL');
    expect(checkContactEmail(true, ' Ana@Example.com ')).toBeNull();
  });
});
