import { afterAll, beforeAll, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import type { ItemBank } from '../../../seeds/bmbti';
import { systemClock } from '../../shared/clock';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { createExamService } from './exam.service';
import { createSessionService } from './session.service';

const bank = readContent<ItemBank>('bmbti', 'items.json')!;

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * Submitting reads the exam and its questions before its transaction. Read inside it on the pool instead, they
 * wait for ever on the embedded database (one connection, held by the transaction) whenever the caches have
 * expired, as they do a minute into a test: the page then hangs on "loading" for everyone.
 */
it('submits with cold caches: nothing inside the transaction waits on another connection', async () => {
  const { body } = await gql(t.app, 'mutation($i: StartExamSessionInput!) { startExamSession(input: $i) { session { id } } }', {
    i: { examId: 1754, locale: 'en-US' },
  });
  const id = (body.data as { startExamSession: { session: { id: string } } }).startExamSession.session.id;
  const answers = bank.items.map((i) => ({ questionId: i.id, value: 2 }));
  await gql(t.app, 'mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { errors { code } } }', { i: { sessionId: id, answers } });

  // Fresh services: their caches are empty, as after their time to live.
  const db = t.runtime.db.knex;
  const sessions = createSessionService({ db, clock: systemClock, exam: createExamService({ db }) });
  const outcome = await sessions.submit(id);
  expect(outcome.errors).toEqual([]);
  expect(outcome.session?.result?.typeCode).toMatch(/^[EI][SN][TF][JP]$/);
}, 15_000);
