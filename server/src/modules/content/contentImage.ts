import sharp, { type Metadata } from 'sharp';
import type { Db } from '../../db/connection';
import type { FileStore } from '../../files/fileStore';
import { randomId } from '../../shared/ids';
import { AVATAR_ERRORS, AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, type AvatarErrorCode } from '../account/avatar';
import type { AuditActor, AuditService } from '../staff/audit.service';

/** Images in articles take the avatar's limits (5 MB, 50 megapixels) and refusals, with the same codes. */
export const CONTENT_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
export type ContentImageErrorCode = AvatarErrorCode;
export const CONTENT_IMAGE_ERRORS = AVATAR_ERRORS;
/** Stored no wider than this: the reading column is about 700 px, twice that for sharp screens. */
export const CONTENT_IMAGE_MAX_WIDTH = 1600;
const WEBP_QUALITY = 80;
const DECODE_TIMEOUT_SECONDS = 10;
/** The decoders trusted with uploads, as for avatars: no SVG, TIFF or camera raw. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** 16 random bytes in base64url, then the extension. */
export const CONTENT_IMAGE_FILE = /^[A-Za-z0-9_-]{22}\.webp$/;
export const contentImageUrl = (file: string) => `/content/image/${file}`;
export const contentImageKey = (file: string): string | null => (CONTENT_IMAGE_FILE.test(file) ? `content-images/${file}` : null);

type Encoded = { ok: true; webp: Buffer; width: number; height: number } | { ok: false; code: 'UPLOAD_NOT_IMAGE' | 'UPLOAD_TOO_MANY_PIXELS' };

/**
 * Decodes an upload and re-encodes it as WebP no wider than CONTENT_IMAGE_MAX_WIDTH, upright by its EXIF
 * orientation, with no metadata kept. What is an image is decided by decoding it, never by its name or declared type.
 */
export async function toContentWebp(bytes: Buffer): Promise<Encoded> {
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
    const { data, info } = await sharp(bytes, { ...input, autoOrient: true })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .resize({ width: CONTENT_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, webp: data, width: info.width, height: info.height };
  } catch (err) {
    return refusal(err);
  }
}

const refusal = (err: unknown): Encoded & { ok: false } =>
  err instanceof Error && /pixel limit/i.test(err.message) ? { ok: false, code: 'UPLOAD_TOO_MANY_PIXELS' } : { ok: false, code: 'UPLOAD_NOT_IMAGE' };

/** Images for articles, uploaded in the studio: re-encoded, stored in the file store, recorded in the audit log. */
export function createContentImageService(deps: { db: Db; files: FileStore; audit: Pick<AuditService, 'record'> }) {
  const { db, files, audit } = deps;
  return {
    async upload(bytes: Buffer, by: AuditActor): Promise<{ ok: true; url: string; width: number; height: number } | { ok: false; code: 'UPLOAD_NOT_IMAGE' | 'UPLOAD_TOO_MANY_PIXELS' }> {
      const image = await toContentWebp(bytes);
      if (!image.ok) return image;
      const file = `${randomId(16)}.webp`;
      await files.put(contentImageKey(file)!, image.webp);
      await audit.record(db, by, { action: 'contentImage.upload', targetType: 'contentImage', targetId: file, summary: { bytes: image.webp.length, width: image.width, height: image.height } });
      return { ok: true, url: contentImageUrl(file), width: image.width, height: image.height };
    },
    get: (file: string) => {
      const key = contentImageKey(file);
      return key ? files.get(key) : Promise.resolve(null);
    },
  };
}

export type ContentImageService = ReturnType<typeof createContentImageService>;
