import { describe, expect, it } from 'vitest';
import { findTextProblem, isStorableText, TEXT_MAX_LENGTH, textError } from './text';

describe('storable text', () => {
  it('refuses a NUL byte and a lone surrogate, keeps every whole character', () => {
    expect(isStorableText('Ünïcödé 漢字 🎉 👩‍👩‍👧 \u202E \r\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('\uDE00x')).toBe(false);
    expect(isStorableText('\uDE00\uD83D')).toBe(false);
    expect(isStorableText('\uD83D\uDE00')).toBe(true);
  });

  it('finds the first bad string anywhere in parsed input, with its field path', () => {
    expect(findTextProblem({ name: 'Ana', answers: [{ questionId: 'E1', value: 1 }] })).toBeNull();
    expect(findTextProblem({ name: 'Ana', answers: [{ questionId: 'E1' }, { questionId: 'E\u0000' }] })).toEqual({ kind: 'invalid', field: 'answers.1.questionId' });
    expect(findTextProblem({ content: 'x'.repeat(TEXT_MAX_LENGTH) })).toBeNull();
    expect(findTextProblem({ content: 'x'.repeat(TEXT_MAX_LENGTH + 1) })).toEqual({ kind: 'tooLong', field: 'content' });
    expect(findTextProblem('\uD800')).toEqual({ kind: 'invalid', field: '' });
  });

  it('checks keys too, naming where the key is rather than the key itself', () => {
    expect(findTextProblem({ answers: { 'E\u0000': 1 } })).toEqual({ kind: 'invalid', field: 'answers' });
  });

  it('leaves raw bytes alone and walks deep nesting without recursion', () => {
    expect(findTextProblem(Buffer.from([0, 0xed, 0xa0, 0x80]))).toBeNull();
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextProblem(deep)?.kind).toBe('invalid');
  });

  it('refuses with INVALID_TEXT, or BAD_USER_INPUT when too long, both 400 with the field', () => {
    const invalid = textError({ kind: 'invalid', field: 'input.message' });
    expect([invalid.code, invalid.httpStatus, invalid.details.field]).toEqual(['INVALID_TEXT', 400, 'input.message']);
    const long = textError({ kind: 'tooLong', field: 'content' });
    expect([long.code, long.httpStatus, long.details.field]).toEqual(['BAD_USER_INPUT', 400, 'content']);
  });
});
