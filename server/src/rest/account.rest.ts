import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { readSessionToken } from '../shared/sessionCookie';
import { ok, parse, sendError } from './envelope';

/** The account paths of spec section 7 that read or change the signed-in user, on the same services as GraphQL. */
export function registerAccountRoutes(app: FastifyInstance, services: Services) {
  const signedIn = async (req: FastifyRequest) => {
    const user = await services.account.userOf(readSessionToken(req));
    if (!user) throw new AppError('UNAUTHENTICATED', 'please login first');
    return user;
  };
  const shown = (u: Awaited<ReturnType<typeof signedIn>>) => ({
    id: u.id,
    email: u.email,
    name: u.name,
    nickName: u.nickname,
    phone: u.phone,
    birthday: u.birthday instanceof Date ? u.birthday.toISOString().slice(0, 10) : u.birthday,
    sex: u.gender,
    introduction: u.introduction,
  });

  app.get('/user/get', async (req) => ok(shown(await signedIn(req))));

  app.post('/user/update', async (req, reply) => {
    const user = await signedIn(req);
    const body = parse(
      z.object({ nickName: z.string().max(200).nullish(), phone: z.string().max(200).nullish(), birthday: z.string().max(20).nullish(), sex: z.string().max(20).nullish(), introduction: z.string().max(2000).nullish() }),
      req.body ?? {},
    );
    const out = await services.profile.update(user, { nickname: body.nickName, phone: body.phone, birthday: body.birthday, gender: body.sex, introduction: body.introduction });
    if (!out.user) {
      const e = out.errors[0]!;
      return sendError(reply, 400, { code: e.code, message: e.message, ...(e.field ? { field: e.field } : {}), errors: out.errors });
    }
    return ok(shown(out.user));
  });
}
