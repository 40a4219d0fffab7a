import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyNextStep, CARDS, orderFor, signUp } from '../../../test/accounts';
import { EVERY_FEATURE } from '../../../test/features';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { fixedClock } from '../../shared/clock';
import type { UserRow } from './account.models';

/** The user-centre home's course and tree-hole counters, from the courses and tree-hole services. */
const NOW = new Date('2026-12-10T09:00:00Z');
const clock = fixedClock(NOW);
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { clock, features: EVERY_FEATURE });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.14.0.${++ip}`;
const knex = () => t.runtime.db.knex;
const CENTRE = '{ me { centre { tier unlockedCourses treeHoleRecords } } }';

async function centre(cookie: string) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie }, payload: { query: CENTRE } });
  const body = res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.me.centre as { tier: string; unlockedCourses: number; treeHoleRecords: number };
}

/** Courses published by now, all and free. */
async function published() {
  const rows = await knex()('courses').where('published_at', '<=', NOW.toISOString().slice(0, 10)).select('premium');
  return { all: rows.length, free: rows.filter((r: { premium: boolean }) => !r.premium).length };
}

describe("the user centre's course and tree-hole counters", () => {
  it('counts nothing without a plan, the free courses with Basic, every course with Premium, and the member’s own posts', async () => {
    const courses = await published();
    expect(courses.free).toBeGreaterThan(0);
    expect(courses.all).toBeGreaterThan(courses.free);

    const email = 'counters@example.com';
    const cookie = await signUp(t.app, knex(), email, nextIp());
    expect(await centre(cookie)).toEqual({ tier: 'guest', unlockedCourses: 0, treeHoleRecords: 0 });

    const orderNumber = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    await t.runtime.jobs.drain();
    expect(await centre(cookie)).toEqual({ tier: 'basic', unlockedCourses: courses.free, treeHoleRecords: 0 });

    expect(await buyNextStep(t.app, orderNumber, 'bmbti-premium-yearly')).toBe('PaymentSucceeded');
    await t.runtime.jobs.drain();
    const user = (await knex()('users').where({ email }).first()) as UserRow;
    const posted = await t.runtime.services.treeHole.publish(user, { body: 'Walked by the river after work and felt lighter.', locale: 'en-US' });
    expect(posted.errors).toEqual([]);
    // Someone else's post is not counted.
    const otherCookie = await signUp(t.app, knex(), 'other-counters@example.com', nextIp());
    expect((await centre(otherCookie)).treeHoleRecords).toBe(0);

    expect(await centre(cookie)).toEqual({ tier: 'premium', unlockedCourses: courses.all, treeHoleRecords: 1 });
  });

  it('GET /user-center gives the home its content: today’s question, the pick, courses, unread notices and the figures', async () => {
    const visitor = (await t.app.inject({ method: 'GET', url: '/user-center', headers: { hl: 'ko-KR' } })).json();
    expect(visitor.result).toBe(200);
    expect(visitor.data.figures).toBeNull();
    expect(visitor.data.unreadNotices).toBeNull();
    expect(visitor.data.courses).toHaveLength(4);
    expect(visitor.data.courses.every((c: { title: string; progress: unknown }) => /[가-힣]/.test(c.title) && c.progress === null)).toBe(true);
    expect(visitor.data.recommendedArticle?.title ?? '').toMatch(/[가-힣]|^$/);

    const cookie = await signUp(t.app, knex(), 'home-content@example.com', nextIp());
    const member = (await t.app.inject({ method: 'GET', url: '/user-center', headers: { hl: 'en-US', cookie } })).json().data;
    expect(member.figures).toMatchObject({ tier: 'guest', unlockedCourses: 0, treeHoleRecords: 0 });
    expect(typeof member.unreadNotices).toBe('number');
  });
});
