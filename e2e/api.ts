import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

interface Item {
  readonly id: string;
}

const items = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../server/seeds/content/bmbti/items.json'), 'utf8')) as {
    items: Item[];
  }
).items;

/**
 * A finished test with its report form filled in, made through the product's own API (the one-call REST path
 * and the GraphQL form mutation), for journeys that start after the test. Returns the session id.
 */
export async function finishedTestWithForm(
  request: APIRequestContext,
  form: { firstName: string; email: string; country: string; lang?: string },
): Promise<string> {
  const answers = Object.fromEntries(items.map((item, n) => [item.id, (n % 7) - 3]));
  const created = await request.post('/exam/order/info', {
    data: { appExamId: 1754, lang: form.lang ?? 'en-US', answers, email: form.email, country: form.country },
  });
  if (!created.ok()) throw new Error(`the test was not saved: ${created.status()} ${await created.text()}`);
  const sessionId = ((await created.json()) as { data: { sessionId: string } }).data.sessionId;
  const saved = await request.post('/graphql', {
    data: {
      query: 'mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { errors { code } } }',
      variables: { i: { sessionId, firstName: form.firstName, email: form.email, country: form.country } },
    },
  });
  const errors = ((await saved.json()) as { data: { saveReportForm: { errors: unknown[] } } }).data.saveReportForm.errors;
  if (errors.length) throw new Error(`the form was not saved: ${JSON.stringify(errors)}`);
  return sessionId;
}
