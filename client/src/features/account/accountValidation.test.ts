// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sortServerErrors, validateChange, validateLogin, validateRegister, validateReset } from './accountValidation';

const VALID = { name: 'Ana', email: 'ana@example.com', code: '123456', password: 'long enough', passwordConfirm: 'long enough', agreePrivacy: true };

describe('account forms', () => {
  it('lets a complete registration go, with a pasted code', () => {
    expect(validateRegister(VALID)).toEqual({});
    expect(validateRegister({ ...VALID, code: ' 123 456 ' })).toEqual({});
  });

  it('finds every registration rule of the spec', () => {
    expect(validateRegister({ name: ' ', email: '', code: '', password: '', passwordConfirm: 'x', agreePrivacy: false })).toEqual({
      name: 'NAME_REQUIRED',
      email: 'EMAIL_REQUIRED',
      code: 'CODE_REQUIRED',
      password: 'PASSWORD_REQUIRED',
      passwordConfirm: 'PASSWORDS_DO_NOT_MATCH',
      agreePrivacy: 'AGREEMENT_REQUIRED',
    });
    expect(validateRegister({ ...VALID, name: 'x'.repeat(101), email: 'a@b', code: '12a456', password: '1234567', passwordConfirm: '1234567' })).toEqual({
      name: 'TOO_LONG',
      email: 'INVALID_EMAIL',
      code: 'CODE_FORMAT',
      password: 'PASSWORD_TOO_SHORT',
    });
    expect(validateRegister({ ...VALID, password: 'x'.repeat(201), passwordConfirm: 'x'.repeat(201) })).toEqual({ password: 'PASSWORD_TOO_LONG' });
  });

  it('checks sign-in, reset and change with the same rules', () => {
    expect(validateLogin({ email: 'ana@example.com', password: 'x' })).toEqual({});
    expect(validateLogin({ email: 'ana', password: '' })).toEqual({ email: 'INVALID_EMAIL', password: 'PASSWORD_REQUIRED' });
    expect(validateReset({ code: '1234567', password: 'long enough', passwordConfirm: 'long enougH' })).toEqual({
      code: 'CODE_FORMAT',
      passwordConfirm: 'PASSWORDS_DO_NOT_MATCH',
    });
    expect(validateChange({ current: '', password: 'long enough', passwordConfirm: 'long enough' })).toEqual({ current: 'PASSWORD_REQUIRED' });
  });

  it('keeps the server’s refusals of the form’s fields under them, and one other for the form', () => {
    const sorted = sortServerErrors(
      [
        { code: 'CODE_INVALID', field: 'code' },
        { code: 'INVALID_CREDENTIALS', field: 'password' },
        { code: 'INVALID_EMAIL', field: 'email' },
      ],
      ['code'] as const,
    );
    expect(sorted).toEqual({ fields: { code: 'CODE_INVALID' }, form: 'INVALID_CREDENTIALS' });
  });
});
