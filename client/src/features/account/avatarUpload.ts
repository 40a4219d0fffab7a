import type { AccountFailure } from './accountErrors';

/** The largest photo the server takes (server/src/modules/account/avatar.ts), checked here before sending it. */
export const AVATAR_MAX_MB = 5;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;

/** The upload call of spec section 7: multipart, the image in the field `files`; it sets the user's avatar. */
export const UPLOAD_PATH = '/upload';
export const UPLOAD_FIELD = 'files';

/**
 * Why a photo was not taken. The server's codes, reduced to what the person can do about each; and the spec's
 * "Upload wrong data format" when the answer does not have the shape the contract promises.
 */
export type UploadProblem = 'UPLOAD_NOT_IMAGE' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_TOO_MANY_PIXELS' | 'UPLOAD_NOT_RECEIVED' | 'UPLOAD_WRONG_FORMAT';

export type UploadOutcome =
  | { readonly kind: 'uploaded'; readonly url: string }
  | { readonly kind: 'refused'; readonly problem: UploadProblem }
  | { readonly kind: 'failure'; readonly failure: AccountFailure };

/** The server's refusal codes, by what they mean for the person. */
const PROBLEM_OF_CODE: Readonly<Record<string, UploadProblem>> = {
  UPLOAD_NOT_IMAGE: 'UPLOAD_NOT_IMAGE',
  UPLOAD_TOO_LARGE: 'UPLOAD_TOO_LARGE',
  UPLOAD_TOO_MANY_PIXELS: 'UPLOAD_TOO_MANY_PIXELS',
  // Nothing usable arrived: the file was lost on the way, or the form was not the one the call expects.
  UPLOAD_FIELD_REQUIRED: 'UPLOAD_NOT_RECEIVED',
  UPLOAD_TOO_MANY_FILES: 'UPLOAD_NOT_RECEIVED',
  UPLOAD_BAD_FORM: 'UPLOAD_NOT_RECEIVED',
};

/** What can be told before sending: a file that is not an image, or is too large, never leaves the device. */
export function checkAvatarFile(file: { readonly type: string; readonly size: number }): UploadProblem | null {
  // An empty type is a file the browser could not name (some HEIC photos): the server decides by decoding it.
  if (file.type !== '' && !file.type.startsWith('image/')) return 'UPLOAD_NOT_IMAGE';
  if (file.size > AVATAR_MAX_BYTES) return 'UPLOAD_TOO_LARGE';
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Minutes to wait from a `Retry-After` in seconds, rounded up; null when the server did not say. */
function minutesOf(retryAfter: string | null): number | null {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : null;
}

/**
 * Reads the answer to an upload: `{ result: 200, data: { url } }`, or `{ result, code, message }` with a 4xx.
 * Anything else from a server that answered is the spec's "Upload wrong data format", never a crash.
 */
export function readUploadAnswer(status: number, body: unknown, retryAfter: string | null = null): UploadOutcome {
  const code = isRecord(body) && typeof body['code'] === 'string' ? body['code'] : null;
  if (status === 401 || code === 'UNAUTHENTICATED') return { kind: 'failure', failure: { kind: 'signedOut' } };
  if (status === 429) return { kind: 'failure', failure: { kind: 'rateLimited', minutes: minutesOf(retryAfter) } };
  if (status >= 500 || status === 0) return { kind: 'failure', failure: { kind: 'failed' } };
  if (status >= 200 && status < 300) {
    const data = isRecord(body) && body['result'] === 200 ? body['data'] : null;
    const url = isRecord(data) && typeof data['url'] === 'string' ? data['url'] : '';
    return url.trim() !== '' ? { kind: 'uploaded', url } : { kind: 'refused', problem: 'UPLOAD_WRONG_FORMAT' };
  }
  const problem = code === null ? undefined : PROBLEM_OF_CODE[code];
  if (problem) return { kind: 'refused', problem };
  // A proxy in front of the server may refuse a large body with its own page instead of the envelope.
  if (status === 413) return { kind: 'refused', problem: 'UPLOAD_TOO_LARGE' };
  return { kind: 'refused', problem: 'UPLOAD_WRONG_FORMAT' };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends the photo and says how it went. XMLHttpRequest rather than fetch, for its upload progress: a phone
 * photo on a slow network takes a while, and the page shows how much is sent. Never rejects.
 */
export function uploadAvatar(file: Blob, onProgress: (fraction: number) => void = () => undefined): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    request.addEventListener('load', () => {
      resolve(readUploadAnswer(request.status, parseJson(request.responseText), request.getResponseHeader('Retry-After')));
    });
    const failed = () => resolve({ kind: 'failure', failure: { kind: 'failed' } });
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    request.addEventListener('timeout', failed);
    // The spec's 30 s for calls, with room for the body of a large photo on a slow network.
    request.timeout = 120_000;
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    request.send(form);
  });
}
