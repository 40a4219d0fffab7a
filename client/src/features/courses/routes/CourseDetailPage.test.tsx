import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { coursesBackend, coursesHandlers, detail, lesson, recorded } from '../test/coursesBackend';

const PAGE = '/userCenter/courseList/detail/BMBTI-1754';

beforeEach(() => {
  coursesBackend.reset();
  server.use(...coursesHandlers);
});

describe('a course', () => {
  it('lists its lessons and starts at the first; a text lesson is marked done and the progress follows', async () => {
    coursesBackend.setCourse(detail());
    const { user } = await renderApp(`${PAGE}?id=7`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm breathing' })).toBeTruthy();
    expect(screen.getByText('0 of 4 lessons done')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Start the course' }));
    const open = await screen.findByRole('region', { name: /Lesson 70 title/ });
    expect(within(open).getByText('Words of lesson 70.')).toBeTruthy();
    await user.click(within(open).getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('1 of 4 lessons done')).toBeTruthy();
    expect(recorded).toEqual([{ lessonId: 70, locale: 'en-US', completed: true, positionSeconds: 0 }]);
    await user.click(within(open).getByRole('link', { name: 'Next lesson' }));
    expect(window.location.search).toBe('?id=7&lesson=71');
  });

  it('plays an audio lesson with captions and a transcript', async () => {
    coursesBackend.setCourse(detail());
    await renderApp(`${PAGE}?id=7&lesson=71`);
    const open = await screen.findByRole('region', { name: /Lesson 71 title/ });
    const audio = open.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/course/media/71/file?hl=en-US');
    expect(audio.querySelector('track')?.getAttribute('src')).toBe('/course/media/71/captions.vtt?hl=en-US');
    expect(within(open).getByText('Transcript')).toBeTruthy();
    expect(within(open).getByText('Breathe in.')).toBeTruthy();
  });

  it('shows a Word lesson as HTML and a PDF lesson with the viewer’s link', async () => {
    coursesBackend.setCourse(detail());
    const { user } = await renderApp(`${PAGE}?id=7&lesson=72`);
    const word = await screen.findByRole('region', { name: /Lesson 72 title/ });
    expect(within(word).getByRole('heading', { level: 1, name: 'Your plan' })).toBeTruthy();
    expect(within(word).getByRole('link', { name: 'Download the Word document' }).getAttribute('href')).toBe('/course/media/72/file?hl=en-US');
    await user.click(screen.getByRole('link', { name: /Lesson 73 title/ }));
    const pdf = await screen.findByRole('region', { name: /Lesson 73 title/ });
    expect(within(pdf).getByRole('link', { name: 'Open the worksheet' }).getAttribute('href')).toBe('/userCenter/courseList/detail/pdf/BMBTI-1754?id=7&lesson=73');
  });

  it('shows a locked course’s lessons by title only, with the way to Premium', async () => {
    coursesBackend.setCourse(detail({ locked: true, premium: true, progress: null, mayTrackProgress: false, lessons: [lesson(80, 0, 'TEXT', { locked: true, body: null, fileUrl: null })] }));
    await renderApp(`${PAGE}?id=7&lesson=80`);
    expect(await screen.findByRole('heading', { name: 'This course is for Premium members' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Premium benefits' }).getAttribute('href')).toBe('/userCenter/rightsInterests/BMBTI-1754');
    expect(screen.getByText('Lesson 80 title')).toBeTruthy();
    expect(screen.queryByText('Words of lesson 80.')).toBeNull();
    expect(screen.queryByRole('region', { name: /Lesson 80 title/ })).toBeNull();
  });

  it('asks a visitor to sign in to keep progress', async () => {
    coursesBackend.setCourse(detail({ signedIn: false, mayTrackProgress: false, progress: null }));
    await renderApp(`${PAGE}?id=7&lesson=70`);
    expect(await screen.findByText('Sign in to keep your progress.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).toBeNull();
  });

  it('says when a course does not exist', async () => {
    await renderApp(`${PAGE}?id=99`);
    expect(await screen.findByRole('heading', { name: 'This course is not available' })).toBeTruthy();
  });
});
