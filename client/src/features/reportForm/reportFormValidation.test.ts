// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { birthYears, isValidEmail, type ReportFormValues, sortServerErrors, toInput, validateReportForm } from './reportFormValidation';

const FILLED: ReportFormValues = {
  firstName: 'Ana',
  lastName: '',
  email: 'ana@example.com',
  birthYear: '',
  gender: '',
  country: 'PT',
};

describe('report form checks', () => {
  it('asks for a name and an e-mail address', () => {
    expect(validateReportForm(FILLED)).toEqual({});
    expect(validateReportForm({ ...FILLED, firstName: '  ', email: '' })).toEqual({
      firstName: 'NAME_REQUIRED',
      email: 'EMAIL_REQUIRED',
    });
  });

  it('refuses the addresses the server refuses', () => {
    for (const bad of ['ana', 'ana@', 'ana@example', 'ana @example.com', '@example.com', `${'a'.repeat(250)}@x.io`]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    for (const good of ['ana@example.com', 'a.b+c@sub.example.co.uk', "o'neil@example.ie", 'Ana@Example.COM', 'ａｎａ＠ｅｘａｍｐｌｅ．ｃｏｍ']) {
      expect(isValidEmail(good), good).toBe(true);
    }
    expect(validateReportForm({ ...FILLED, email: 'ana@example' })).toEqual({ email: 'INVALID_EMAIL' });
  });

  it('offers the years the server accepts', () => {
    const years = birthYears(new Date('2026-06-01'));
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(1926);
  });

  it('puts each server error under its field, and the rest on the form', () => {
    expect(
      sortServerErrors([
        { code: 'INVALID_EMAIL', field: 'email' },
        { code: 'INVALID_COUNTRY', field: 'country' },
        { code: 'SESSION_NOT_FOUND', field: 'sessionId' },
      ]),
    ).toEqual({ fields: { email: 'INVALID_EMAIL', country: 'INVALID_COUNTRY' }, form: 'SESSION_NOT_FOUND' });
  });

  it('sends empty optional fields as nothing', () => {
    expect(toInput('s1', { ...FILLED, email: ' ana@example.com ', birthYear: '1990', gender: 'female' })).toEqual({
      sessionId: 's1',
      firstName: 'Ana',
      lastName: null,
      email: 'ana@example.com',
      birthYear: 1990,
      gender: 'female',
      country: 'PT',
    });
  });
});
