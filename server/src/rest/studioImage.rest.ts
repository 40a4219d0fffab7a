import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../modules/access/actor';
import { CONTENT_IMAGE_ERRORS, CONTENT_IMAGE_FILE, CONTENT_IMAGE_MAX_BYTES, type ContentImageErrorCode } from '../modules/content/contentImage';
import { auditActorOf } from '../modules/staff/audit.service';
import { readStaffToken } from '../modules/staff/staffCookie';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { ok, parse, sendError } from './envelope';

/** The form's field that carries the image. */
const FIELD = 'file';
/** One image and a few short fields at most: multipart bodies bypass Fastify's bodyLimit. */
const LIMITS = { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 20 };
/**
 * Under /graphql because the studio's session cookie is scoped to that path: the image upload is the one studio
 * write too large for a GraphQL request, and it is allowed by the same policy action as the writes on the graph.
 */
export const STUDIO_IMAGE_UPLOAD_PATH = '/graphql/studio/images';

const ImageParams = z.object({ file: z.string().regex(CONTENT_IMAGE_FILE) });

const refuse = (reply: FastifyReply, code: ContentImageErrorCode) => sendError(reply, CONTENT_IMAGE_ERRORS[code].status, { code, message: CONTENT_IMAGE_ERRORS[code].message, field: FIELD });

/** Who may upload: the staff credential the access policy lets write content, or an AppError. */
async function contentWriter(services: Services, req: FastifyRequest) {
  const [staff, apiClient] = await Promise.all([services.staffAuth.signedIn(readStaffToken(req)), services.apiKey.verify(req.headers.authorization)]);
  const actor = actorOf({ viewerKeyHash: null, user: null, apiClient, staffUser: staff && { id: staff.user.id, roles: staff.user.roles } });
  const credential = services.access.staffMember(actor, 'content:write');
  if (credential) return auditActorOf(credential);
  throw staff || apiClient ? new AppError('FORBIDDEN', 'staff only') : new AppError('UNAUTHENTICATED', 'staff only: sign in to the studio');
}

/**
 * Article images: `POST /graphql/studio/images` (multipart, field `file`) for the content role, checked by decoding
 * and re-encoded; `GET /content/image/:file` serves them to anyone, cacheable for ever (the name is random).
 */
export function registerStudioImageRoutes(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    await scope.register(multipart, { limits: LIMITS });
    const { RequestFileTooLargeError, FilesLimitError } = scope.multipartErrors;
    const formError = (err: unknown): ContentImageErrorCode => {
      if (err instanceof RequestFileTooLargeError) return 'UPLOAD_TOO_LARGE';
      if (err instanceof FilesLimitError) return 'UPLOAD_TOO_MANY_FILES';
      return 'UPLOAD_BAD_FORM';
    };

    scope.post(STUDIO_IMAGE_UPLOAD_PATH, async (req, reply) => {
      // Checked before the body is read: nobody else's upload is parsed.
      const by = await contentWriter(services, req);
      if (!req.isMultipart()) return refuse(reply, 'UPLOAD_FIELD_REQUIRED');
      let image: Buffer | null = null;
      try {
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          const bytes = await part.toBuffer();
          if (part.fieldname === FIELD && bytes.length > 0) image = bytes;
        }
      } catch (err) {
        req.log.info({ err }, 'studio image form refused');
        return refuse(reply, formError(err));
      }
      if (!image) return refuse(reply, 'UPLOAD_FIELD_REQUIRED');
      const out = await services.contentImages.upload(image, by);
      if (!out.ok) return refuse(reply, out.code);
      return ok({ url: out.url, width: out.width, height: out.height });
    });
  });

  app.get('/content/image/:file', async (req, reply) => {
    const { file } = parse(ImageParams, req.params);
    const bytes = await services.contentImages.get(file);
    if (!bytes) throw new AppError('NOT_FOUND', 'No such image');
    return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(bytes);
  });
}
