import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locales';
import { composeEmail, mailMessages } from './render';
import { feedbackAckEmail, feedbackToSupportEmail } from './templates';
import { queueEmail } from './mail.service';

describe('e-mail messages', () => {
  const source = mailMessages('en-US');

  it.each(LOCALES)('%s has exactly the keys of en-US, none left in English', (locale) => {
    const messages = mailMessages(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    if (locale !== 'en-US') {
      // A key that is only punctuation around its placeholders ("{label}:") may be written alike.
      const words = (key: string) => /\p{L}/u.test(source[key]!.replace(/\{[^}]*\}/g, ''));
      for (const key of Object.keys(source).filter(words)) expect(messages[key], key).not.toBe(source[key]);
    }
  });

  it('renders user text as text, never as markup', () => {
    const mail = feedbackAckEmail('de-DE', { message: '<img src=x onerror=alert(1)> & "quotes"' });
    expect(mail.subject).toBe('Wir haben Ihre Nachricht erhalten');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('lang="de-DE"');
  });

  it('makes buttons only of http(s) and mailto links, and escapes them', () => {
    const button = (url: string) => composeEmail('en-US', { subject: 's', blocks: [{ kind: 'button', label: 'Open', url }] });
    expect(() => button('javascript:alert(1)')).toThrow(/http\(s\) or mailto/);
    expect(() => button('https://innerscope.app/"><script>')).toThrow();
    expect(button('https://innerscope.app/r?a=1&b=2').html).toContain('href="https://innerscope.app/r?a=1&amp;b=2"');
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
