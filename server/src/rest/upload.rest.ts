import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FileStore } from '../files/fileStore';
import { AVATAR_ERRORS, AVATAR_FILE, AVATAR_MAX_BYTES, type AvatarErrorCode, avatarKeyOf } from '../modules/account/avatar';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { signedInUser } from './account.rest';
import { ok, parse, sendError } from './envelope';

/** The form's field that carries the image, as the spec's upload call names it. */
const FIELD = 'files';

/**
 * Bounds on the whole form, not just the file: multipart bodies bypass Fastify's bodyLimit, so one image plus a
 * few short text fields (which are ignored) is all that is read.
 */
const LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 20 };

const AvatarParams = z.object({ userId: z.uuid(), file: z.string().regex(AVATAR_FILE) });

const refuse = (reply: FastifyReply, code: AvatarErrorCode) => sendError(reply, AVATAR_ERRORS[code].status, { code, message: AVATAR_ERRORS[code].message, field: FIELD });

/**
 * The avatar: `POST /upload` (spec section 7, multipart field `files`) sets the signed-in user's avatar, and
 * `GET /user/avatar/:userId/:file` serves it. The multipart parser exists only inside the upload route's scope,
 * so no other path accepts multipart bodies.
 */
export function registerUploadRoutes(app: FastifyInstance, services: Services, files: FileStore) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: LIMITS });
    const { RequestFileTooLargeError, FilesLimitError } = scope.multipartErrors;

    /** Which refusal a failure while reading the form is; every such failure is the form's, not ours. */
    const formError = (err: unknown): AvatarErrorCode => {
      if (err instanceof RequestFileTooLargeError) return 'UPLOAD_TOO_LARGE';
      if (err instanceof FilesLimitError) return 'UPLOAD_TOO_MANY_FILES';
      return 'UPLOAD_BAD_FORM';
    };

    scope.post('/upload', async (req: FastifyRequest, reply) => {
      // Checked before the body is read: a visitor's upload is never parsed.
      const user = await signedInUser(services, req);
      await services.profile.allowAvatarUpload(user);
      if (!req.isMultipart()) return refuse(reply, 'UPLOAD_FIELD_REQUIRED');

      let image: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          // Every file part is read to its end (bounded by LIMITS), or the form would never finish parsing.
          const bytes = await part.toBuffer();
          if (part.fieldname === FIELD && bytes.length > 0) image = bytes;
        }
      } catch (err) {
        req.log.info({ err }, 'upload form refused');
        return refuse(reply, formError(err));
      }
      if (!image) return refuse(reply, 'UPLOAD_FIELD_REQUIRED');

      const out = await services.profile.setAvatar(user, image);
      if (!out.ok) return refuse(reply, out.code);
      return ok({ url: out.avatarUrl, avatarUrl: out.avatarUrl });
    });
  });

  /** Avatars are public to whoever has the URL; the versioned key makes them cacheable forever. */
  app.get('/user/avatar/:userId/:file', async (req, reply) => {
    const { userId, file } = parse(AvatarParams, req.params);
    const key = avatarKeyOf(userId, file);
    const bytes = key && (await files.get(key));
    if (!bytes) throw new AppError('NOT_FOUND', 'No such avatar');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
