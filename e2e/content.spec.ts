import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { paidTrial } from './paidOrder';
import { Mailbox } from './pages/Mailbox';
import { journeyStaff, totpCode } from './staffUsers';

const screenshots = path.join(import.meta.dirname, 'screenshots');
const PASSWORD = 'a long enough password';
const HOME = 'BMBTI-1754';

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL answered ${res.status()}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * A signed-in Premium member in this browser: an account registered with its e-mailed code, a paid trial for the
 * same address, then Premium bought with the saved card, all through the product's API with the page's own
 * request object (so the browser holds the session and viewer cookies).
 */
async function premiumMember(page: Page): Promise<string> {
  const email = `reader-${randomBytes(4).toString('hex')}@example.com`;
  await graphql(page.request, 'mutation($e: String!) { sendEmailCode(email: $e, purpose: REGISTER) { ok } }', { e: email });
  const mailbox = await page.context().newPage();
  const text = await new Mailbox(mailbox).open(email, /Your Innerscope code/);
  await mailbox.close();
  const code = /\b(\d{6})\b/.exec(text)![1]!;
  const registered = await graphql<{ register: { errors: { code: string }[] } }>(page.request, 'mutation($i: RegisterInput!) { register(input: $i) { errors { code } } }', {
    i: { name: 'Min', email, password: PASSWORD, passwordConfirm: PASSWORD, code, agreePrivacy: true },
  });
  expect(registered.register.errors).toEqual([]);
  const { orderNumber } = await paidTrial(page.request, email);
  const upgraded = await graphql<{ buyNextStep: { result: { __typename: string } | null; errors: { code: string }[] } }>(
    page.request,
    'mutation($i: BuyNextStepInput!) { buyNextStep(input: $i) { result { __typename } errors { code } } }',
    { i: { orderNumber, skuId: 'bmbti-premium-yearly', acceptRenewal: true } },
  );
  // oxlint-disable-next-line eslint/no-underscore-dangle -- GraphQL's own field name
  expect(upgraded.buyNextStep.result?.__typename).toBe('PaymentSucceeded');
  const me = await graphql<{ me: { tier: string } }>(page.request, '{ me { tier } }');
  expect(me.me.tier.toLowerCase()).toBe('premium');
  return email;
}

interface LessonRef {
  courseId: number;
  lessonId: number;
  title: string;
}

/** The first lesson of each kind in the locale's courses, as the product lists them. */
async function lessonsByKind(request: APIRequestContext, locale: string): Promise<Record<'PDF' | 'WORD' | 'AUDIO' | 'VIDEO', LessonRef>> {
  const list = await graphql<{ courses: { items: { id: number }[] } }>(request, 'query($l: String!) { courses(locale: $l, pageSize: 50) { items { id } } }', { l: locale });
  const found: Partial<Record<string, LessonRef>> = {};
  for (const { id } of list.courses.items) {
    const { course } = await graphql<{ course: { lessons: { id: number; kind: string; title: string }[] } }>(
      request,
      'query($id: Int!, $l: String!) { course(id: $id, locale: $l) { lessons { id kind title } } }',
      { id, l: locale },
    );
    for (const lesson of course.lessons) found[lesson.kind] ??= { courseId: id, lessonId: lesson.id, title: lesson.title };
  }
  for (const kind of ['PDF', 'WORD', 'AUDIO', 'VIDEO']) expect(found[kind], `a ${kind} lesson`).toBeTruthy();
  return found as Record<'PDF' | 'WORD' | 'AUDIO' | 'VIDEO', LessonRef>;
}

/** Opens a lesson on its course's page. */
async function openLesson(page: Page, lesson: LessonRef) {
  await page.goto(`/userCenter/courseList/detail/${HOME}?id=${lesson.courseId}&lesson=${lesson.lessonId}`);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(lesson.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible({ timeout: 15_000 });
}

/** Waits until a media element has loaded its metadata (a real, playable file) and returns its duration. */
async function mediaDuration(page: Page, selector: 'audio' | 'video'): Promise<number> {
  const media = page.locator(selector);
  await expect(media).toHaveCount(1);
  await expect.poll(() => media.evaluate((el: HTMLMediaElement) => el.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  return media.evaluate((el: HTMLMediaElement) => el.duration);
}

async function markDone(page: Page, label = 'Mark as done', done = 'Done') {
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
}

test.describe('content members pay for', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a member on a phone finds an article by a Korean search, follows a course in each format, and answers today’s question', async ({ page }) => {
    await premiumMember(page);

    // Articles in Korean: a two-syllable word inside a longer one finds the article.
    await page.goto(`/userCenter/exploreMore/articles/${HOME}?hl=ko-KR`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
    await expect(page.getByRole('heading', { level: 1, name: '아티클' })).toBeVisible();
    await page.getByRole('searchbox', { name: '아티클 검색' }).fill('활성화');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    const results = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2, name: /행동 활성화/ }) });
    await expect(results).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'articles-search-ko-KR.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the articles page with a Korean search');
    await results.getByRole('link', { name: /행동 활성화/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /행동 활성화/ })).toBeVisible();
    // A Premium member reads the whole text: no lock.
    await expect(page.locator('main p').nth(2)).toBeVisible();
    await expect(page.getByText('전체 아티클은 프리미엄 회원만 읽을 수 있어요')).toHaveCount(0);
    await page.screenshot({ path: path.join(screenshots, 'article-ko-KR.png'), fullPage: true });
    await expectNoAxeViolations(page, 'an article in Korean');

    // Courses in Korean, found by the same search.
    await page.goto(`/userCenter/courseList/${HOME}?hl=ko-KR`);
    await page.getByRole('searchbox', { name: '강좌 검색' }).fill('호흡');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.getByRole('link', { name: /차분한 호흡/ })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'courses-search-ko-KR.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the courses page with a Korean search');

    // A course in each format, in English.
    await page.goto(`/userCenter/courseList/${HOME}?hl=en-US`);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'courses-en-US.png'), fullPage: true });
    const lessons = await lessonsByKind(page.request, 'en-US');

    // PDF: the worksheet opens in the viewer, drawn on a canvas, and can be downloaded.
    await openLesson(page, lessons.PDF);
    await expect(page.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', /lesson\.pdf/);
    await page.screenshot({ path: path.join(screenshots, 'course-pdf-lesson-en-US.png'), fullPage: true });
    await expectNoAxeViolations(page, 'a PDF lesson');
    await markDone(page);
    await page.getByRole('link', { name: 'Open the worksheet' }).click();
    await expect(page.locator('.react-pdf__Page__canvas').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.screenshot({ path: path.join(screenshots, 'course-pdf-viewer-en-US.png') });

    // Word: the document as clean HTML, and the file itself.
    await openLesson(page, lessons.WORD);
    const word = page.getByRole('link', { name: 'Download the Word document' });
    const href = await word.getAttribute('href');
    const docx = await page.request.get(href!);
    expect(docx.status()).toBe(200);
    expect(docx.headers()['content-type']).toContain('officedocument.wordprocessingml');
    await expect(page.locator('[lang] h2, [lang] p').first()).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'course-word-lesson-en-US.png'), fullPage: true });
    await markDone(page);

    // Audio and video: real files with captions and a transcript.
    await openLesson(page, lessons.AUDIO);
    expect(await mediaDuration(page, 'audio')).toBeGreaterThan(5);
    await expect(page.locator('audio track[kind="captions"]')).toHaveCount(1);
    await page.getByText('Transcript').click();
    await expect(page.locator('details ol li').first()).toBeVisible();
    await expectNoAxeViolations(page, 'an audio lesson');
    await markDone(page);
    await openLesson(page, lessons.VIDEO);
    expect(await mediaDuration(page, 'video')).toBeGreaterThan(5);
    await expect(page.locator('video track[kind="captions"]')).toHaveCount(1);
    await page.screenshot({ path: path.join(screenshots, 'course-video-lesson-en-US.png'), fullPage: true });
    await markDone(page);

    // Progress is remembered per lesson.
    await openLesson(page, lessons.VIDEO);
    await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();

    // Today's question: an answer first, then the right one and the research.
    await page.goto(`/userCenter/growthCenter/dailyQuestion/${HOME}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Question of the day' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit answer' });
    await expect(submit).toBeVisible();
    const radios = page.getByRole('radio');
    const boxes = page.getByRole('checkbox');
    if ((await radios.count()) > 0) await radios.first().check();
    else if ((await boxes.count()) > 0) await boxes.first().check();
    else await page.getByRole('textbox', { name: 'Your answer' }).fill('sleep');
    await submit.click();
    await expect(page.getByRole('heading', { name: 'What the research says' })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'daily-question-en-US.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the answered daily question');

    // The user centre counts what Premium unlocks.
    await page.goto(`/userCenter/${HOME}`);
    await expect(page.getByTestId('counter-unlockedCourses')).toHaveText(/^[1-9]\d*\s*unlocked courses?$/);
  });

  test('a member does the reaction-time experiment and sees their result beside everyone’s', async ({ page }) => {
    await premiumMember(page);
    await page.goto(`/userCenter/exploreMore/experiment/detail/${HOME}?id=reaction-time`);
    await expect(page.getByRole('heading', { name: 'The science' })).toBeVisible({ timeout: 15_000 });
    // Responds in the page as a person would: as soon as the circle appears, Space on the simple task (a tap on
    // the stage) and the circle's own box on the choice task.
    await page.evaluate(() => {
      const tap = (el: Element) => el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, pointerType: 'touch', isPrimary: true }));
      let last: Element | null = null;
      setInterval(() => {
        const boxes = [...document.querySelectorAll('button[aria-label^="Box "]')];
        const target = boxes.length ? (boxes.find((b) => !b.querySelector('kbd')) ?? null) : (document.querySelector('[aria-label="Tap here"] span') ? document.querySelector('[aria-label="Tap here"]') : null);
        if (target && target !== last) {
          last = target;
          setTimeout(() => tap(target), 180);
        } else if (!target) last = null;
      }, 20);
    });
    await page.getByRole('button', { name: 'Start practice' }).click();
    await page.getByRole('button', { name: 'Start the run' }).click({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible({ timeout: 150_000 });
    await expect(page.getByText('Everyone so far')).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'experiment-result-en-US.png'), fullPage: true });
    await expectNoAxeViolations(page, 'an experiment’s result');
  });

  test('a content editor signs in with a second factor, writes, previews and publishes an article and a course that members then read', async ({ page, browser }) => {
    const staff = journeyStaff('content');
    const title = `Noticing small joys ${randomBytes(3).toString('hex')}`;

    await page.goto('/studio/signin');
    await page.getByLabel('E-mail address').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
    await page.getByLabel('Six-digit code').fill(totpCode(staff.secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
    await page.getByRole('button', { name: 'I have saved them. Continue' }).click();

    await page.goto('/studio/articles/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Mental health' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary').fill('Three small joys a day, written down, lift the mood more than you would think.');
    await page
      .getByRole('textbox', { name: 'Text' })
      .fill('## Why it works\n\nAttention is a habit. Noticing what went well trains it to look for more.\n\n- A warm drink\n- A kind word\n- A bit of sun');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.locator('[aria-label="Preview"]');
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: 'Why it works' })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'studio-article-preview-en-US.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the studio article preview');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published: members see it now.')).toBeVisible();

    // A course, written the same way: its settings, a lesson, a preview, then published.
    const courseTitle = `Five quiet minutes ${randomBytes(3).toString('hex')}`;
    await page.goto('/studio/courses/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(courseTitle);
    await page.getByLabel('Summary').fill('One short reading to slow down before sleep.');
    await page.getByLabel('Author').fill('Innerscope');
    await page.getByLabel('Lesson title').fill('Why slowing down helps');
    await page.getByRole('textbox', { name: 'Lesson text' }).fill('A slower evening tells the body the day is done.\n\n- Dim the lights\n- Put the phone away');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.locator('[aria-label="Preview"]').getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await page.screenshot({ path: path.join(screenshots, 'studio-course-preview-en-US.png'), fullPage: true });
    await expectNoAxeViolations(page, 'the studio course preview');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Published: members see it now.')).toBeVisible();

    // A member finds it by its title and reads it.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    const member = await context.newPage();
    await premiumMember(member);
    await member.goto(`/userCenter/exploreMore/articles/${HOME}?hl=en-US`);
    await member.getByRole('searchbox', { name: 'Search articles' }).fill(title.split(' ').slice(0, 3).join(' '));
    await member.getByRole('button', { name: 'Search', exact: true }).click();
    await member.getByRole('link', { name: new RegExp(title) }).click();
    await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(member.getByText('Attention is a habit.')).toBeVisible();
    await member.screenshot({ path: path.join(screenshots, 'studio-article-published-en-US.png'), fullPage: true });
    await member.goto(`/userCenter/courseList/${HOME}?hl=en-US`);
    await member.getByRole('searchbox', { name: 'Search courses' }).fill(courseTitle);
    await member.getByRole('button', { name: 'Search', exact: true }).click();
    await member.getByRole('link', { name: new RegExp(courseTitle) }).click();
    await expect(member.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await context.close();
  });
});
