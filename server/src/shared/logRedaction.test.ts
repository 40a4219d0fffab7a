import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { redactText, redactUrl } from './logRedaction';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger({ level: 'info', version: 'test' }, sink), text: () => lines.join('') };
}

describe('log redaction', () => {
  it('takes secrets out of URLs and keeps the rest', () => {
    expect(redactUrl('/report/result/BMBTI-1754?order=AbC123&t=s3cr3t&hl=ja-JP')).toBe('/report/result/BMBTI-1754?order=AbC123&t=[redacted]&hl=ja-JP');
    expect(redactUrl('/email/captcha/send?email=ana%40example.com&type=register')).toBe('/email/captcha/send?email=[redacted]&type=register');
    expect(redactUrl('/unsubscribe/one-click?token=abc&TOKEN=def')).toBe('/unsubscribe/one-click?token=[redacted]&TOKEN=[redacted]');
    expect(redactUrl('/graphql?query=%7B%20version%20%7D&variables=%7B%7D')).toBe('/graphql?query=[redacted]&variables=[redacted]');
    expect(redactUrl('/x?note=write%20to%20ana%40example.com')).toBe('/x?note=write%20to%20%5Bemail%5D');
    expect(redactUrl('/user/ana@example.com/orders')).toBe('/user/[email]/orders');
    expect(redactUrl('/user/ana%40example.com/%E0%A4%A')).toBe('/user/[email]/%E0%A4%A');
    expect(redactUrl('/exam/info/1754')).toBe('/exam/info/1754');
  });

  it('takes addresses, link tokens, credentials and session cookies out of free text', () => {
    expect(redactText('Key (email)=(Ｊo@Example.com) already exists')).toBe('Key (email)=([email]) already exists');
    expect(redactText('see https://x.app/cancel/success/BMBTI-1754?token=abc_DEF-1 now')).toBe('see https://x.app/cancel/success/BMBTI-1754?token=[redacted] now');
    expect(redactText('authorization: Bearer isk_live_abc.def')).toBe('authorization: Bearer [redacted]');
    expect(redactText('cookie: is_sid=abc123; is_vk=def456')).toBe('cookie: is_sid=[redacted]; is_vk=[redacted]');
  });

  it('applies to errors, messages and logged keys, at any level of an error', () => {
    const { log, text } = capture();
    const err = Object.assign(new Error('could not send to ana@example.com'), { detail: 'Key (email)=(ana@example.com) exists', response: { to: ['bo@example.com'] } });
    log.error({ err, email: 'cy@example.com', input: { token: 'tok-123', password: 'hunter22' } }, 'mail for dee@example.com failed at /x?t=link-token');
    log.warn({ err: 'plain message for eve@example.com' }, 'string errors too');
    const out = text();
    for (const secret of ['ana@', 'bo@', 'cy@', 'dee@', 'eve@', 'tok-123', 'hunter22', 'link-token']) expect(out, secret).not.toContain(secret);
    expect(out).toContain('could not send to [email]');
    expect(out).toContain('"email":"[redacted]"');
    expect(out).toContain('at /x?t=[redacted]');
  });
});
