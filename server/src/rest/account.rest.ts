import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccountError, CodePurpose, UserRow } from '../modules/account/account.models';
import { avatarUrlOf } from '../modules/account/avatar';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { readSessionToken, setSessionCookie } from '../shared/sessionCookie';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';

/** The signed-in user of a REST request; visitors get 401 UNAUTHENTICATED 'please login first' (spec section 5). */
export async function signedInUser(services: Services, req: FastifyRequest): Promise<UserRow> {
  const user = await services.account.userOf(readSessionToken(req));
  if (!user) throw new AppError('UNAUTHENTICATED', 'please login first');
  return user;
}

/** The user with the spec's field names (nickName, sex), as /user/get has always given it. */
const userView = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  nickName: u.nickname,
  phone: u.phone,
  birthday: u.birthday instanceof Date ? u.birthday.toISOString().slice(0, 10) : u.birthday,
  sex: u.gender,
  introduction: u.introduction,
  avatarUrl: avatarUrlOf(u.avatar_key),
});

/** A refused account step: 400 with the first error's code, field and message, and every error of the form. */
function refuse(reply: FastifyReply, errors: AccountError[]) {
  const e = errors[0]!;
  return sendError(reply, 400, { code: e.code, message: e.message, ...(e.field ? { field: e.field } : {}), errors });
}

// Missing form fields arrive as '' so the service answers them with its own codes (NAME_REQUIRED, ...).
const text = (max: number) => z.string().max(max).default('');
const Password = text(1024);
const Purpose = z.string().toLowerCase().pipe(z.enum(['register', 'reset'] satisfies CodePurpose[]));

/**
 * The account paths of spec section 7, on the same services as GraphQL: codes, register, login, passwords, and
 * the signed-in user's profile. Sign-in sets the same rotated http-only session cookie as the GraphQL login, and
 * throttled steps answer 429 with Retry-After (the envelope's error handler).
 */
export function registerAccountRoutes(app: FastifyInstance, services: Services) {
  const signedIn = (req: FastifyRequest) => signedInUser(services, req);

  /** E-mails a code; the same answer whether or not the address has an account (the e-mail says which). */
  app.get('/email/captcha/send', async (req, reply) => {
    const q = parse(z.object({ email: text(320), type: Purpose, hl: z.string().max(20).nullish() }), req.query ?? {});
    const out = await services.account.sendCode(q.email, q.type, q.hl ?? clientInfo(req).locale, req.ip);
    return out.value ? ok({ accepted: true }) : refuse(reply, out.errors);
  });

  /** Checks an e-mailed code without using it up; a wrong try counts toward the code's five. */
  app.post('/user/verify', async (req, reply) => {
    const body = parse(z.object({ email: text(320), code: text(20), type: Purpose }), req.body ?? {});
    const out = await services.account.verifyCode({ email: body.email, code: body.code, purpose: body.type });
    return out.value ? ok({ valid: true }) : refuse(reply, out.errors);
  });

  app.post('/user/register', async (req, reply) => {
    const body = parse(
      z.object({
        name: text(200),
        email: text(320),
        password: Password,
        passwordConfirm: Password,
        code: text(20),
        agreePrivacy: z.boolean().default(false),
        locale: z.string().max(20).nullish(),
      }),
      req.body ?? {},
    );
    const out = await services.account.register({ ...body, locale: body.locale ?? clientInfo(req).locale });
    if (!out.value) return refuse(reply, out.errors);
    setSessionCookie(req, reply, out.value.token);
    return ok(userView(out.value.user));
  });

  /** Signs in with a new session cookie; the session this browser had, if any, ends. */
  app.post('/user/login', async (req, reply) => {
    const body = parse(z.object({ email: text(320), password: Password }), req.body ?? {});
    const out = await services.account.login({ ...body, previousToken: readSessionToken(req), clientKey: req.ip });
    if (!out.value) return refuse(reply, out.errors);
    setSessionCookie(req, reply, out.value.token);
    return ok(userView(out.value.user));
  });

  /** Changes the signed-in user's password; the user's other sessions end, this one stays. */
  app.post('/user/password/update', async (req, reply) => {
    const user = await signedIn(req);
    const body = parse(z.object({ current: Password, password: Password, passwordConfirm: Password }), req.body ?? {});
    const out = await services.account.changePassword(user, readSessionToken(req)!, body);
    return out.value ? ok({ changed: true }) : refuse(reply, out.errors);
  });

  /** Sets a new password with an e-mailed code; every session of the account ends. */
  app.post('/user/password/reset', async (req, reply) => {
    const body = parse(z.object({ email: text(320), code: text(20), password: Password, passwordConfirm: Password }), req.body ?? {});
    const out = await services.account.resetPassword(body);
    return out.value ? ok({ reset: true }) : refuse(reply, out.errors);
  });

  app.get('/user/get', async (req) => ok(userView(await signedIn(req))));

  app.post('/user/update', async (req, reply) => {
    const user = await signedIn(req);
    const body = parse(
      z.object({ nickName: z.string().max(200).nullish(), phone: z.string().max(200).nullish(), birthday: z.string().max(20).nullish(), sex: z.string().max(20).nullish(), introduction: z.string().max(2000).nullish() }),
      req.body ?? {},
    );
    const out = await services.profile.update(user, { nickname: body.nickName, phone: body.phone, birthday: body.birthday, gender: body.sex, introduction: body.introduction });
    return out.user ? ok(userView(out.user)) : refuse(reply, out.errors);
  });
}
