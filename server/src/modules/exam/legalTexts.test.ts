import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import { LOCALES } from '../../shared/locales';

/** The footer's label for the cookie settings, in the client's catalogue of that locale. */
function footerLabel(locale: string): string {
  const file = new URL(`../../../../client/locales/${locale}.json`, import.meta.url);
  const label = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)['footer.cookieSettings'];
  if (!label) throw new Error(`footer.cookieSettings missing in ${locale}`);
  return label;
}

describe('the privacy policy and the help centre', () => {
  it.each(LOCALES)('describe in %s the consent the site asks for, and send readers to the footer to change it', (locale) => {
    const privacy = readContent<{ kind: string; body: string }[]>('protocols', `${locale}.json`)!.find((p) => p.kind === 'privacy')!.body;
    const help = readContent<{ body: string }[]>('help', `${locale}.json`)!;
    const label = footerLabel(locale);
    expect(privacy).toContain('Global Privacy Control');
    expect(privacy).toContain('cookie_consent');
    expect(privacy).toContain(label);
    expect(help.filter((entry) => entry.body.includes(label))).toHaveLength(1);
  });
});
