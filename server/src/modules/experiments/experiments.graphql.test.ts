import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SUBMIT = `mutation($input: SubmitExperimentRunInput!) {
  submitExperimentRun(input: $input) { saved run { id score experiment } everyone { sampleSize percentile minSampleForPercentile } errors { code } }
}`;

const stroop = (n: number, rtMs: number) => [...Array(n)].map((_, i) => ({ condition: i % 2 ? 'congruent' : 'incongruent', correct: true, rtMs: rtMs + (i % 2 ? 0 : 80) + (i % 5) }));

describe('experiments over GraphQL', () => {
  it('lists the four experiments to a visitor', async () => {
    const { status, body } = await gql(t.app, '{ experiments { signedIn mayRecord experiments { key minutes unit lastRun { score } everyone { sampleSize percentile } } } }');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ experiments: { signedIn: false, mayRecord: false } });
    const list = (body.data as { experiments: { experiments: { key: string; lastRun: null }[] } }).experiments.experiments;
    expect(list.map((e) => e.key)).toEqual(['STROOP', 'REACTION_TIME', 'VISUAL_SEARCH', 'DIGIT_SPAN']);
    expect(list.every((e) => e.lastRun === null)).toBe(true);
  });

  it('scores a visitor’s run without keeping it, and says the percentile waits for twenty people', async () => {
    const { body } = await gql(t.app, SUBMIT, { input: { experiment: 'STROOP', locale: 'ja-JP', trials: stroop(24, 600) } });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      submitExperimentRun: { saved: false, run: { id: null, experiment: 'STROOP' }, everyone: { sampleSize: 0, percentile: null, minSampleForPercentile: 20 }, errors: [] },
    });
  });

  it('answers a malformed run with BAD_USER_INPUT and the field, never a server error', async () => {
    const tooFew = await gql(t.app, SUBMIT, { input: { experiment: 'STROOP', locale: 'en-US', trials: stroop(3, 600) } });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'trials' });
    const negative = await gql(t.app, SUBMIT, { input: { experiment: 'STROOP', locale: 'en-US', trials: stroop(20, -5) } });
    expect(negative.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'trials.1' });
    const locale = await gql(t.app, SUBMIT, { input: { experiment: 'STROOP', locale: 'xx', trials: stroop(20, 600) } });
    expect(locale.body.errors?.[0]?.extensions?.code).toBe('UNKNOWN_LOCALE');
    const huge = await gql(t.app, SUBMIT, { input: { experiment: 'DIGIT_SPAN', locale: 'en-US', trials: [...Array(1500)].map(() => ({ condition: 'forward', correct: true, length: 3 })) } });
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const res of [tooFew, negative, locale, huge]) expect(res.body.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});
