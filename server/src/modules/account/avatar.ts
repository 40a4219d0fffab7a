import sharp, { type Metadata } from 'sharp';
import { randomId } from '../../shared/ids';
import type { RateRule } from '../../shared/rateLimiter';

/** The largest upload taken, in bytes: a phone photo fits; anything bigger is refused before decoding. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels decoded (width × height of the first frame). A few kilobytes of PNG can claim 100 megapixels
 * (a decompression bomb); a 50-megapixel phone photo still fits.
 */
export const AVATAR_MAX_PIXELS = 50_000_000;
/** Re-encoding costs CPU (about 80 ms for a phone photo): plenty for anyone choosing a picture, not a loop. */
export const AVATAR_UPLOADS_PER_USER: RateRule = { name: 'avatar:user', limit: 20, windowSeconds: 3600 };
/** Avatars are stored as one square WebP of this side, whatever was uploaded. */
export const AVATAR_SIDE = 512;
const WEBP_QUALITY = 82;
/** A decode that takes longer than this is a hostile or broken file, not a photo. */
const DECODE_TIMEOUT_SECONDS = 10;
/**
 * Decoders trusted with user files. SVG (a document that can reference other files), TIFF and camera raw are
 * left out; `heif` covers AVIF and HEIC, taken only when this build of libvips can actually decode them.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** Why an avatar upload was refused; each code has one status and message, the same on every face. */
export type AvatarErrorCode = 'UPLOAD_FIELD_REQUIRED' | 'UPLOAD_TOO_MANY_FILES' | 'UPLOAD_BAD_FORM' | 'UPLOAD_TOO_LARGE' | 'UPLOAD_NOT_IMAGE' | 'UPLOAD_TOO_MANY_PIXELS';

const MB = AVATAR_MAX_BYTES / (1024 * 1024);
export const AVATAR_ERRORS: Record<AvatarErrorCode, { status: number; message: string }> = {
  UPLOAD_FIELD_REQUIRED: { status: 400, message: 'Choose an image: send it as multipart/form-data in the field "files"' },
  UPLOAD_TOO_MANY_FILES: { status: 400, message: 'Upload one image at a time' },
  UPLOAD_BAD_FORM: { status: 400, message: 'The upload form could not be read; send only the image, in the field "files"' },
  UPLOAD_TOO_LARGE: { status: 413, message: `The image is larger than ${MB} MB` },
  UPLOAD_NOT_IMAGE: { status: 400, message: 'Upload wrong data format: send a JPEG, PNG, WebP, GIF or AVIF image' },
  UPLOAD_TOO_MANY_PIXELS: { status: 400, message: `The image has more than ${AVATAR_MAX_PIXELS / 1_000_000} megapixels` },
};

export type AvatarImage = { ok: true; webp: Buffer } | { ok: false; code: 'UPLOAD_NOT_IMAGE' | 'UPLOAD_TOO_MANY_PIXELS' };

/**
 * Decodes an upload and re-encodes it as the stored avatar: turned upright by its EXIF orientation, centre-cropped
 * to a square, WebP, with no metadata (camera, place, time) kept. What is an image is decided by decoding, never
 * by the name or the declared type; only the first frame of an animation is kept.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<AvatarImage> {
  const input = { limitInputPixels: AVATAR_MAX_PIXELS, pages: 1, failOn: 'warning' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, input).metadata();
  } catch (err) {
    return refusal(err);
  }
  if (!ACCEPTED_FORMATS.has(meta.format)) return { ok: false, code: 'UPLOAD_NOT_IMAGE' };
  if (meta.width * (meta.pageHeight ?? meta.height) > AVATAR_MAX_PIXELS) return { ok: false, code: 'UPLOAD_TOO_MANY_PIXELS' };
  try {
    const webp = await sharp(bytes, { ...input, autoOrient: true })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'centre' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    return { ok: true, webp };
  } catch (err) {
    // The header decoded but the pixels did not: truncated, corrupt, or a codec this build lacks (HEVC).
    return refusal(err);
  }
}

/** sharp's own pixel limit is the bomb check of last resort; any other decoding failure means "not an image". */
const refusal = (err: unknown): AvatarImage & { ok: false } =>
  err instanceof Error && /pixel limit/i.test(err.message) ? { ok: false, code: 'UPLOAD_TOO_MANY_PIXELS' } : { ok: false, code: 'UPLOAD_NOT_IMAGE' };

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 16 random bytes in base64url, then the extension. */
export const AVATAR_FILE = /^[A-Za-z0-9_-]{22}\.webp$/;

/**
 * A fresh store key for a user's next avatar. The random part versions it, so its URL can be cached forever and
 * an old URL never shows a newer picture; it is also what keeps avatars unlisted (a user id is not enough).
 */
export const newAvatarKey = (userId: string): string => `avatars/${userId}/${randomId(16)}.webp`;

/** The store key behind an avatar URL's parts, or null when they could not name one. */
export function avatarKeyOf(userId: string, file: string): string | null {
  return USER_ID.test(userId) && AVATAR_FILE.test(file) ? `avatars/${userId}/${file}` : null;
}

/** The avatar's URL on this site (served by GET /user/avatar/:userId/:file), or null without one. */
export function avatarUrlOf(key: string | null): string | null {
  return key ? `/user/${key.replace(/^avatars\//, 'avatar/')}` : null;
}
