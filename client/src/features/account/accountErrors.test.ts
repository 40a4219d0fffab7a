import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../../locales/en-US.json';
import { accountFailureOf, failureText } from './accountErrors';

const intl = createIntl({ locale: 'en-US', messages });

describe('account failures', () => {
  it('asks to retype text the server refused as INVALID_TEXT, never showing the server’s words', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'server text', extensions: { code: 'INVALID_TEXT', field: 'input.nickname' } }] });
    const failure = accountFailureOf(error);
    expect(failure).toEqual({ kind: 'invalidText' });
    expect(failureText(intl, failure)).toBe('Some of the text has a character we can’t accept, often left by copying and pasting. Please retype it and try again.');
  });
});
