import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COURSE_CATEGORIES, type CourseListItem, type CourseView } from '../modules/courses/courses.models';
import { fileUrls } from '../modules/courses/courses.presenters';
import { LESSON_FILES, type LessonFileBody } from '../modules/courses/courses.service';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { DEFAULT_LOCALE, type Locale } from '../shared/locales';
import { readSessionToken } from '../shared/sessionCookie';
import { ok, parse } from './envelope';
import { clientInfo } from './headers';

const page = z.coerce.number().int().optional();
const category = z.enum(COURSE_CATEGORIES);
const CourseList = z.object({ page, size: page, pageSize: page, category: category.or(z.literal('all')).optional(), keyword: z.string().max(500).optional() });
const ById = z.object({ id: z.coerce.number().int().positive() });
const CategoryRef = z.object({ id: category.or(z.coerce.number().int().min(1).max(COURSE_CATEGORIES.length)) });
const CMapName = z.object({ name: z.string().regex(/^[A-Za-z0-9-]{1,40}\.bcmap$/) });
const LessonFileRef = z.object({ lessonId: z.coerce.number().int().positive(), file: z.enum(LESSON_FILES) });

const courseItem = ({ locale: _locale, ...c }: CourseListItem) => c;
const courseView = (c: CourseView, locale: Locale) => ({ ...courseItem(c), lessons: c.lessons.map((l) => ({ ...l, ...fileUrls(l, locale) })) });

/** pdf.js's packed character maps (Chinese, Japanese and Korean text), from the installed pdfjs-dist; null without it. */
function cMapDir(): string | null {
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps');
  } catch {
    return null;
  }
}

async function reader(services: Services, req: FastifyRequest) {
  return { locale: clientInfo(req).locale ?? DEFAULT_LOCALE, user: await services.account.userOf(readSessionToken(req)) };
}

/** A file with byte ranges (media elements seek by them); small files, read whole. */
function sendFile(req: FastifyRequest, reply: FastifyReply, body: LessonFileBody) {
  const bytes = body.bytes ?? fs.readFileSync(body.file!);
  reply.header('content-type', body.contentType).header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600');
  if (body.downloadName) reply.header('content-disposition', `inline; filename="${body.downloadName}"`);
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (range && (range[1] || range[2])) {
    const size = bytes.length;
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) return reply.code(416).header('content-range', `bytes */${size}`).send();
    return reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`).send(bytes.subarray(start, end + 1));
  }
  return reply.send(bytes);
}

/**
 * Courses (spec section 7), on the same services as GraphQL, and their lessons' files. A locked course's lessons
 * come without words or files, and their files answer FORBIDDEN.
 */
export function registerCourseRoutes(app: FastifyInstance, services: Services) {
  /** Body: page (1-based), size (1..50), category (a category key or "all"), keyword (searched as the articles are). */
  app.post('/course/infos/list', async (req) => {
    const body = parse(CourseList, req.body ?? {});
    const { locale, user } = await reader(services, req);
    const found = await services.courses.list({ locale, page: body.page, pageSize: body.size ?? body.pageSize, category: body.category === 'all' ? null : body.category, keyword: body.keyword }, user);
    return ok({ ...found, items: found.items.map(courseItem) });
  });

  /** The growth centre's course home: the categories with their counts and the newest courses. */
  app.get('/course/infos/homepage', async (req) => {
    const { locale, user } = await reader(services, req);
    const [categories, latest] = await Promise.all([services.courses.categories(locale), services.courses.list({ locale, page: 1, pageSize: 6 }, user)]);
    return ok({ categories, latest: latest.items.map(courseItem), total: latest.total });
  });

  app.get('/course/infos/detail/:id', async (req) => {
    const { id } = parse(ById, req.params);
    const { locale, user } = await reader(services, req);
    const course = await services.courses.detail(id, locale, user);
    if (!course) throw new AppError('NOT_FOUND', 'course not found');
    return ok(courseView(course, locale));
  });

  app.post('/course/category/list', async (req) => {
    const { locale } = await reader(services, req);
    return ok({ categories: await services.courses.categories(locale) });
  });

  /** A category by its key or its 1-based place in tab order, with its first page of courses. */
  app.get('/course/category/detail/:id', async (req) => {
    const { id } = parse(CategoryRef, req.params);
    const key = typeof id === 'number' ? COURSE_CATEGORIES[id - 1]! : id;
    const { locale, user } = await reader(services, req);
    const courses = await services.courses.list({ locale, category: key }, user);
    return ok({ category: key, count: courses.total, courses: { ...courses, items: courses.items.map(courseItem) } });
  });

  /** The PDF viewer's character maps, served here so the viewer needs nothing from elsewhere. */
  const cMaps = cMapDir();
  app.get('/course/pdfjs/cmaps/:name', async (req, reply) => {
    const { name } = parse(CMapName, req.params);
    const file = cMaps && path.join(cMaps, name);
    if (!file || !fs.existsSync(file)) throw new AppError('NOT_FOUND', 'no such character map');
    return reply.header('content-type', 'application/octet-stream').header('cache-control', 'public, max-age=604800, immutable').send(fs.readFileSync(file));
  });

  /** A lesson's PDF, Word document, audio, video or captions (?hl=locale), for a reader who may open it. */
  app.get('/course/media/:lessonId/:file', async (req, reply) => {
    const { lessonId, file } = parse(LessonFileRef, req.params);
    const { locale, user } = await reader(services, req);
    return sendFile(req, reply, await services.courses.lessonFile(lessonId, file, locale, user));
  });
}
