// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile, readUploadAnswer } from './avatarUpload';

const refused = (status: number, code: string) => readUploadAnswer(status, { result: status, code, message: 'server text' });

describe('avatar upload answers', () => {
  it('takes the URL of the contract’s success envelope', () => {
    expect(readUploadAnswer(200, { result: 200, data: { url: '/user/avatar/u1/a1.webp' } })).toEqual({ kind: 'uploaded', url: '/user/avatar/u1/a1.webp' });
  });

  it('maps each refusal code to what the person can do about it', () => {
    expect(refused(400, 'UPLOAD_NOT_IMAGE')).toEqual({ kind: 'refused', problem: 'UPLOAD_NOT_IMAGE' });
    expect(refused(413, 'UPLOAD_TOO_LARGE')).toEqual({ kind: 'refused', problem: 'UPLOAD_TOO_LARGE' });
    expect(refused(400, 'UPLOAD_TOO_MANY_PIXELS')).toEqual({ kind: 'refused', problem: 'UPLOAD_TOO_MANY_PIXELS' });
    for (const code of ['UPLOAD_FIELD_REQUIRED', 'UPLOAD_TOO_MANY_FILES', 'UPLOAD_BAD_FORM']) {
      expect(refused(400, code)).toEqual({ kind: 'refused', problem: 'UPLOAD_NOT_RECEIVED' });
    }
  });

  it('calls any answer of the wrong shape "Upload wrong data format"', () => {
    const wrong = { kind: 'refused', problem: 'UPLOAD_WRONG_FORMAT' };
    expect(readUploadAnswer(200, undefined)).toEqual(wrong);
    expect(readUploadAnswer(200, 'ok')).toEqual(wrong);
    expect(readUploadAnswer(200, { result: 200, data: { url: 42 } })).toEqual(wrong);
    expect(readUploadAnswer(200, { result: 200, data: { url: ' ' } })).toEqual(wrong);
    expect(readUploadAnswer(200, { result: 500, data: { url: '/a.webp' } })).toEqual(wrong);
    expect(readUploadAnswer(200, { url: '/a.webp' })).toEqual(wrong);
    expect(readUploadAnswer(400, { result: 400, code: 'SOMETHING_NEW' })).toEqual(wrong);
    expect(readUploadAnswer(400, '<html>Bad request</html>')).toEqual(wrong);
  });

  it('tells a signed-out session, a rate limit and a server failure apart', () => {
    expect(readUploadAnswer(401, { result: 401, code: 'UNAUTHENTICATED' })).toEqual({ kind: 'failure', failure: { kind: 'signedOut' } });
    expect(readUploadAnswer(429, undefined, '90')).toEqual({ kind: 'failure', failure: { kind: 'rateLimited', minutes: 2 } });
    expect(readUploadAnswer(429, undefined, null)).toEqual({ kind: 'failure', failure: { kind: 'rateLimited', minutes: null } });
    expect(readUploadAnswer(500, { result: 500, code: 'INTERNAL_SERVER_ERROR' })).toEqual({ kind: 'failure', failure: { kind: 'failed' } });
    expect(readUploadAnswer(502, undefined)).toEqual({ kind: 'failure', failure: { kind: 'failed' } });
    // A proxy's own "too large" page, without the envelope.
    expect(readUploadAnswer(413, '<html>413</html>')).toEqual({ kind: 'refused', problem: 'UPLOAD_TOO_LARGE' });
  });
});

describe('avatar file check before sending', () => {
  it('keeps files that are not images, or too large, on the device', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('UPLOAD_TOO_LARGE');
    expect(checkAvatarFile({ type: 'application/pdf', size: 1000 })).toBe('UPLOAD_NOT_IMAGE');
    // A photo the browser cannot name is left to the server, which decodes it.
    expect(checkAvatarFile({ type: '', size: 1000 })).toBeNull();
  });
});
