import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { PACE } from '../run/timing';
import { experimentsBackend, experimentsHandlers } from '../test/experimentsBackend';

const detail = (id: string) => `/userCenter/exploreMore/experiment/detail/BMBTI-1754?id=${id}`;
const saved = { ...PACE };

beforeEach(() => {
  experimentsBackend.reset();
  server.use(...experimentsHandlers);
  // The same task code, without the pauses between trials.
  Object.assign(PACE, { fixationMs: 1, feedbackMs: 1, foreperiodMinMs: 1, foreperiodMaxMs: 2, digitOnMs: 1, digitOffMs: 1 });
});
afterEach(() => {
  Object.assign(PACE, saved);
});

describe('an experiment', () => {
  it('goes from the intro through practice and the run to the result, and sends the run’s trials', async () => {
    const { user } = await renderApp(detail('stroop'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stroop effect' })).toBeTruthy();
    expect(screen.getByText(/John Ridley Stroop/)).toBeTruthy();
    expect(screen.getByText('12 people have kept results so far.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Colours' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Shapes (no colour needed)' }));
    await user.click(screen.getByRole('button', { name: 'Start practice' }));

    const answer = async (total: number) => {
      for (let i = 1; i <= total; i++) {
        await waitFor(() => {
          expect(screen.getByText(`Trial ${i} of ${total}`)).toBeTruthy();
          expect(screen.getByTestId('stroop-word')).toBeTruthy();
        });
        await user.keyboard(i % 2 ? 'd' : 'j');
      }
    };
    await answer(6);
    await user.click(await screen.findByRole('button', { name: 'Start the run' }));
    await answer(32);

    const result = await screen.findByTestId('experiment-result');
    expect(within(result).getAllByText('104.5 ms')).toHaveLength(2);
    expect(within(result).getByText('Word and ink clash')).toBeTruthy();
    expect(within(result).getByText('Results of 12 people · Median: 98 ms')).toBeTruthy();
    expect(within(result).getByText(/Where you stand is shown once 20 people have taken part; so far there are 12/)).toBeTruthy();
    expect(within(result).getByText('96.5 ms')).toBeTruthy();

    expect(experimentsBackend.submitted).toHaveLength(1);
    const sent = experimentsBackend.submitted[0]!;
    expect(sent).toMatchObject({ experiment: 'STROOP', locale: 'en-US' });
    expect(sent.trials).toHaveLength(32);
    expect(sent.trials.filter((t) => t.condition === 'congruent')).toHaveLength(16);
    expect(sent.trials.every((t) => typeof t.rtMs === 'number' && t.rtMs >= 0)).toBe(true);
  }, 30_000);

  it('shows the percentile once the server gives one, and runs the adaptive digit span to its end', async () => {
    experimentsBackend.set({ sampleSize: 25, percentile: 64 });
    const { user } = await renderApp(detail('digit-span'));
    await user.click(await screen.findByRole('button', { name: 'Start practice' }));
    const miss = async () => {
      const field = await screen.findByRole('textbox', { name: 'Digits' });
      await user.type(field, '0');
      await user.click(screen.getByRole('button', { name: 'Enter' }));
    };
    await miss();
    await user.click(await screen.findByRole('button', { name: 'Start the run' }));
    // Two misses at three digits end the run.
    await miss();
    await miss();
    const result = await screen.findByTestId('experiment-result');
    expect(within(result).getByText('64% of the others’ figures are lower than yours.')).toBeTruthy();
    expect(experimentsBackend.submitted[0]!.trials).toEqual([
      expect.objectContaining({ condition: 'forward', correct: false, length: 3 }),
      expect.objectContaining({ condition: 'forward', correct: false, length: 3 }),
    ]);
  }, 30_000);

  it('says so when the address names no experiment', async () => {
    await renderApp(detail('nothing'));
    expect(await screen.findByText('There is no such experiment.')).toBeTruthy();
  });
});
