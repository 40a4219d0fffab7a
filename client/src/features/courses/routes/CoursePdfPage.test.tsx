import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { coursesBackend, coursesHandlers, detail } from '../test/coursesBackend';

// pdf.js needs a canvas and a worker, which jsdom has not: the page is tested with a stand-in viewer.
vi.mock('../components/PdfViewer', () => ({ default: ({ url, title }: { url: string; title: string }) => <div role="document" aria-label={title} data-url={url} /> }));

const PAGE = '/userCenter/courseList/detail/pdf/BMBTI-1754';

beforeEach(() => {
  coursesBackend.reset();
  server.use(...coursesHandlers);
});

describe('the PDF viewer page', () => {
  it('opens a PDF lesson in the viewer, with its download and the way back', async () => {
    coursesBackend.setCourse(detail());
    await renderApp(`${PAGE}?id=7&lesson=73`);
    const viewer = await screen.findByRole('document', { name: 'Lesson 73 title' });
    expect(viewer.getAttribute('data-url')).toBe('/course/media/73/file?hl=en-US');
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe('/course/media/73/file?hl=en-US');
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe('/userCenter/courseList/detail/BMBTI-1754?id=7&lesson=73');
  });

  it('says so when the lesson is not a PDF the reader may open', async () => {
    coursesBackend.setCourse(detail());
    await renderApp(`${PAGE}?id=7&lesson=70`);
    expect(await screen.findByRole('heading', { name: 'This course is not available' })).toBeTruthy();
  });
});
