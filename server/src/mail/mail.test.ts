import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locales';
import { mailMessages } from './render';
import { feedbackAckEmail, feedbackToSupportEmail } from './templates';
import { queueEmail } from './mail.service';

describe('e-mail messages', () => {
  const source = mailMessages('en-US');

  it.each(LOCALES)('%s has exactly the keys of en-US, none left in English', (locale) => {
    const messages = mailMessages(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    if (locale !== 'en-US') {
      for (const key of Object.keys(source)) expect(messages[key], key).not.toBe(source[key]);
    }
  });

  it('renders user text as text, never as markup', () => {
    const mail = feedbackAckEmail('de-DE', { message: '<img src=x onerror=alert(1)> & "quotes"' });
    expect(mail.subject).toBe('Wir haben Ihre Nachricht erhalten');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('lang="de-DE"');
  });

  it('keeps line breaks out of the support subject', () => {
    const mail = feedbackToSupportEmail({ message: 'line one\r\nBcc: x@evil.test', contactEmail: null, locale: 'en-US', feedbackId: 'f1' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses a recipient with a line break (header injection)', async () => {
    const rendered = feedbackAckEmail('en-US', { message: 'hello there' });
    await expect(
      queueEmail({} as never, { template: 't', locale: 'en-US', to: 'a@example.com\r\nBcc: b@example.com', dedupeKey: 'x', rendered }),
    ).rejects.toThrow(/line breaks/i);
  });
});
