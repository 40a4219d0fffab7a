import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LIST = `query($locale: String!, $page: Int, $pageSize: Int, $category: CourseCategory) {
  courses(locale: $locale, page: $page, pageSize: $pageSize, category: $category) { total page pageCount items { id slug premium locked format title progress { completed } } }
}`;
const DETAIL = `query($id: Int!, $locale: String!) {
  course(id: $id, locale: $locale) { title locked signedIn mayTrackProgress lessons { id kind locked body { type } transcript html fileUrl captionsUrl } }
}`;

type Item = { id: number; slug: string; premium: boolean; locked: boolean };

describe('courses over GraphQL and REST', () => {
  it('lists the seeded courses to a visitor with Premium ones locked, a page at a time', async () => {
    const { body } = await gql(t.app, LIST, { locale: 'ja-JP', pageSize: 4 });
    const page = (body.data as { courses: { total: number; pageCount: number; items: Item[] } }).courses;
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.items).toHaveLength(4);
    for (const c of page.items) expect(c.locked).toBe(c.premium);
    const bad = await gql(t.app, LIST, { locale: 'xx' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('UNKNOWN_LOCALE');
  });

  it('gives a free course’s lessons with their files and captions, and a Premium one’s titles only', async () => {
    const all = ((await gql(t.app, LIST, { locale: 'en-US', pageSize: 50 })).body.data as { courses: { items: Item[] } }).courses.items;
    const free = all.find((c) => c.slug === 'calm-breathing')!;
    const premium = all.find((c) => c.slug === 'small-habits')!;
    const open = (await gql(t.app, DETAIL, { id: free.id, locale: 'ko-KR' })).body.data as { course: { locked: boolean; lessons: { id: number; kind: string; fileUrl: string | null; captionsUrl: string | null; transcript: string[] | null }[] } };
    expect(open.course.locked).toBe(false);
    const audio = open.course.lessons.find((l) => l.kind === 'AUDIO')!;
    expect(audio.fileUrl).toBe(`/course/media/${audio.id}/media.ogg?hl=ko-KR`);
    expect(audio.transcript?.length).toBe(4);
    const vtt = await t.app.inject({ url: audio.captionsUrl! });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body).toContain('들이쉬고');
    const ranged = await t.app.inject({ url: audio.captionsUrl!, headers: { range: 'bytes=0-5' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('WEBVTT');

    const locked = (await gql(t.app, DETAIL, { id: premium.id, locale: 'en-US' })).body.data as { course: { locked: boolean; lessons: { id: number; locked: boolean; body: unknown; html: unknown; fileUrl: unknown }[] } };
    expect(locked.course.locked).toBe(true);
    for (const l of locked.course.lessons) expect([l.locked, l.body, l.html, l.fileUrl]).toEqual([true, null, null, null]);
    const word = locked.course.lessons[1]!;
    const forbidden = await t.app.inject({ url: `/course/media/${word.id}/lesson.docx?hl=en-US` });
    expect(forbidden.statusCode).toBe(403);
    const rest = await t.app.inject({ url: `/course/infos/detail/${premium.id}`, headers: { hl: 'de-DE' } });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data).toMatchObject({ locked: true, title: 'Kleine Gewohnheiten, die bleiben' });
    expect(JSON.stringify(rest.json())).not.toContain('Vorabend');
  });

  it('answers bad requests with a stable code, never a server error', async () => {
    for (const url of ['/course/media/abc/lesson.pdf', '/course/media/1/secret.txt', '/course/infos/detail/-4', '/course/category/detail/99']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
    }
    expect((await t.app.inject({ url: '/course/media/99999999/lesson.pdf' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/course/infos/detail/99999999' })).statusCode).toBe(404);
    const cmap = await t.app.inject({ url: '/course/pdfjs/cmaps/UniJIS-UCS2-H.bcmap' });
    expect(cmap.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/course/pdfjs/cmaps/..%2Fpackage.json' })).statusCode).toBe(400);
    const list = await t.app.inject({ method: 'POST', url: '/course/infos/list', payload: { category: 'sleep', size: 2 }, headers: { hl: 'zh-HK' } });
    expect(list.json().data.items.map((c: { title: string }) => c.title)).toEqual(['睡前放鬆']);
    const progress = await gql(t.app, 'mutation { recordLessonProgress(input: { lessonId: 1, locale: "en-US", completed: true }) { course { id } } }');
    expect(progress.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
