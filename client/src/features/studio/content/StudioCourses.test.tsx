import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { resetStudioClient } from '../studioClient';
import { studioBackend, studioHandlers } from '../test/studioBackend';
import { courseBackend, courseHandlers, courseSent } from './test/courseBackend';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function choose(user: User, label: string, option: string, index = 0) {
  await user.click(screen.getAllByRole('combobox', { name: label })[index]!);
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  studioBackend.reset();
  studioBackend.stage = 'active';
  studioBackend.roles = ['CONTENT'];
  studioBackend.permissions = ['content:write', 'content:publish'];
  courseBackend.reset();
  server.use(...studioHandlers, ...courseHandlers);
});
afterEach(() => resetStudioClient());

describe('the studio’s courses', () => {
  it('writes a course with an audio lesson and its captions, previews it as members will see it, and publishes it', async () => {
    const { user } = await renderApp('/studio/courses/edit');
    await screen.findByRole('heading', { level: 1, name: 'New course' });
    await choose(user, 'Category', 'Sleep');
    await choose(user, 'Format', 'Audio');
    await user.click(screen.getByRole('checkbox', { name: 'Marked new' }));
    await user.type(screen.getByLabelText('Title'), 'Quiet evening');
    await user.type(screen.getByLabelText('Summary'), 'Wind down in two steps.');
    await user.type(screen.getByLabelText('Author'), 'Innerscope');
    await user.type(screen.getByLabelText('Lesson title'), 'Why evenings matter');
    await user.click(screen.getByLabelText('Lesson text'));
    await user.paste('A calm evening helps sleep.');
    await user.click(screen.getByRole('button', { name: 'Add a lesson' }));
    await choose(user, 'Kind', 'Audio', 1);
    expect(screen.getAllByLabelText(/^Caption \d$/)).toHaveLength(4);
    await user.type(screen.getAllByLabelText('Lesson title')[1]!, 'Breathe along');
    await user.click(screen.getAllByLabelText('Lesson text')[1]!);
    await user.paste('Follow the voice.');
    for (const [i, words] of ['Sit comfortably.', 'Breathe in.', 'Breathe out.', 'Well done.'].entries()) await user.type(screen.getByLabelText(`Caption ${i + 1}`), words);

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByLabelText('Preview');
    expect(within(preview).getByRole('heading', { level: 1, name: 'Quiet evening' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { level: 2, name: /Lesson 2 · Audio\s*Breathe along/ })).toBeTruthy();
    expect(within(preview).getByText('Breathe in.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toBe('Draft saved.');
    expect(courseSent.find((s) => s.op === 'save')?.variables).toMatchObject({
      id: null,
      category: 'SLEEP',
      format: 'AUDIO',
      tags: ['NEW'],
      lessons: [
        { key: 'lesson-1', kind: 'TEXT', minutes: 5, program: null },
        { key: 'lesson-2', kind: 'AUDIO', minutes: 5, program: 'BREATHING' },
      ],
      texts: [
        {
          locale: 'en-US',
          title: 'Quiet evening',
          author: 'Innerscope',
          lessons: [
            { title: 'Why evenings matter', body: [{ type: 'P', text: 'A calm evening helps sleep.' }], captions: [] },
            { title: 'Breathe along', captions: [{ key: 'intro', text: 'Sit comfortably.' }, { key: 'in', text: 'Breathe in.' }, { key: 'out', text: 'Breathe out.' }, { key: 'end', text: 'Well done.' }] },
          ],
        },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Published: members see it now.'));
    expect(courseSent.at(-1)).toMatchObject({ op: 'publish', variables: { id: 1, version: 1, at: null } });
  }, 60_000);

  it('reorders and removes lessons with every language’s words, and says what a refused save lacks', async () => {
    const { user } = await renderApp('/studio/courses/edit');
    await screen.findByRole('heading', { level: 1, name: 'New course' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/locales/);
    await user.type(screen.getByLabelText('Lesson title'), 'First');
    await user.click(screen.getByRole('button', { name: 'Add a lesson' }));
    await user.type(screen.getAllByLabelText('Lesson title')[1]!, 'Second');
    await user.click(screen.getByRole('button', { name: 'Move lesson 2 up' }));
    expect(screen.getAllByLabelText('Lesson title').map((e) => (e as HTMLInputElement).value)).toEqual(['Second', 'First']);
    await user.click(screen.getByRole('button', { name: 'Remove lesson 1' }));
    expect(screen.getAllByLabelText('Lesson title').map((e) => (e as HTMLInputElement).value)).toEqual(['First']);
    expect(screen.getByRole('button', { name: 'Remove lesson 1' }).hasAttribute('disabled')).toBe(true);
  }, 60_000);

  it('lists the courses with their state', async () => {
    const { user } = await renderApp('/studio/courses');
    await screen.findByRole('heading', { level: 1, name: 'Courses' });
    expect(screen.getByText('No courses yet. Write the first one.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'New course' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New course' })).toBeTruthy();
  }, 60_000);
});
