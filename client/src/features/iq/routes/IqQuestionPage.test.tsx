import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { IQ_SESSION, iqBackend, iqHandlers } from '../test/iqBackend';

beforeEach(() => {
  iqBackend.reset();
  server.use(...iqHandlers);
  // jsdom has no CSS.escape, which user-event needs to find the radio group the arrows move through.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
});

const radio = (n: number) => screen.getByRole('radio', { name: new RegExp(`^Option ${n}: `) }) as HTMLInputElement;

describe('the matrix reasoning question page', () => {
  it('states the limit and the scoring rules, then gives a practice item with feedback and why', async () => {
    const { user } = await renderApp('/answer/question/IQ-1803');
    expect(await screen.findByRole('heading', { level: 1, name: 'Matrix reasoning test' })).toBeTruthy();
    // The limit shows once known (the page came without it here), and the practice once its item is here.
    expect(await screen.findByText('You have 25 minutes for 2 items.', { exact: false })).toBeTruthy();
    expect(screen.getByText(/^There is no penalty for guessing/)).toBeTruthy();
    const practice = screen.getByRole('button', { name: 'Try the practice item' }) as HTMLButtonElement;
    await waitFor(() => expect(practice.disabled).toBe(false));
    await user.click(practice);

    // The matrix is one image described row by row; each option is a radio named by its number and its figures.
    const matrix = screen.getByRole('img', { name: /^The matrix, row by row\./ });
    expect(matrix.getAttribute('aria-label')).toMatch(/Row 1: .*circle.*Row 3: .*the missing panel\./);
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(radio(2).name).toBe(radio(7).name);
    expect(screen.getByRole('group', { name: 'Which option completes the matrix?' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Check my answer' }) as HTMLButtonElement).disabled).toBe(true);

    // The arrow keys move the choice through the group.
    await user.click(radio(1));
    await user.keyboard('{ArrowRight}');
    expect(radio(2).checked).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(radio(3).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByText('Not quite: the right answer is option 2.')).toBeTruthy();
    expect(screen.getByText('Why: along each row, the shape stays the same and the size changes by the same step.')).toBeTruthy();
    await user.click(radio(2));
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByText('Right.')).toBeTruthy();
    expect(iqBackend.asked.saved).toEqual([]);
  });

  it('runs the timed items with a clock that can be hidden, sends each answer with its time, and opens the result', async () => {
    const { user } = await renderApp('/answer/question/IQ-1803');
    const practice = await screen.findByRole('button', { name: 'Try the practice item' });
    await waitFor(() => expect((practice as HTMLButtonElement).disabled).toBe(false));
    await user.click(practice);
    await user.click(radio(2));
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    await user.click(screen.getByRole('button', { name: 'Start the timed test' }));

    expect(await screen.findByRole('heading', { name: 'Item 1 of 2' })).toBeTruthy();
    expect(screen.getByText(/^2[45]:\d\d left$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide timer' }));
    expect(screen.queryByText(/left$/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Show timer' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(radio(4));
    await waitFor(() => expect(iqBackend.asked.saved).toHaveLength(1));
    expect(iqBackend.asked.saved[0]).toMatchObject({ questionId: 'A01', value: 3 });
    expect(iqBackend.asked.saved[0]!.ms).toBeGreaterThanOrEqual(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Item 2 of 2' })).toBeTruthy();
    // Leaving the last item unanswered is allowed, and said to count as wrong.
    expect(screen.getByText('1 item is still unanswered and will count as wrong.')).toBeTruthy();
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Finish the test' }));
    });
    await waitFor(() => expect(currentUrl()).toBe(`/report/result-free-test/IQ-1803?s=${IQ_SESSION}`));
    expect(iqBackend.asked.submitted).toBe(1);
    expect(await screen.findByText('Your score lies between 104 and 116.')).toBeTruthy();
    expect(screen.getByText('Provisional')).toBeTruthy();
    expect(screen.getByText(/12 results so far\.$/)).toBeTruthy();
  });
});
