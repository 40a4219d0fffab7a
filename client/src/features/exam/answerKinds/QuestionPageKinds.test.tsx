import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { examBackend } from '../../../../test/examBackend';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';
import { answerForKindKey, isValueOfKind, KIND_VALUES } from './answerKinds';
import { kindsHandlers, PHQ_INSTRUCTIONS, PHQ_LABELS, TIP, WHO_INSTRUCTIONS, WHO_LABELS } from './test/kindsBackend';

const PAGE = '/answer/question/DEPS-1801';
const SESSION = 'session-000000000001';

const group = (text: string) => screen.findByRole('radiogroup', { name: text });

beforeEach(() => {
  server.use(...kindsHandlers);
  // Answers move on sooner when the visitor asks for less motion.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('item kinds', () => {
  it('maps number keys to each scale’s values, and knows each scale’s range', () => {
    expect(KIND_VALUES.FREQ0_3).toEqual([0, 1, 2, 3]);
    expect(answerForKindKey('FREQ0_3', '1')).toBe(0);
    expect(answerForKindKey('FREQ0_3', '4')).toBe(3);
    expect(answerForKindKey('FREQ0_3', '5')).toBeNull();
    expect(answerForKindKey('FREQ0_5', '6')).toBe(5);
    expect(answerForKindKey('ACCURACY5', '1')).toBe(1);
    expect(answerForKindKey('ACCURACY5', '5')).toBe(5);
    expect(answerForKindKey('AGREE7', '1')).toBe(3);
    expect(isValueOfKind('ACCURACY5', 0)).toBe(false);
    expect(isValueOfKind('FREQ0_5', 5)).toBe(true);
  });

  it('answers a frequency scale by tap or number key, with the block’s instructions above its items', { timeout: 30_000 }, async () => {
    const { user } = await renderApp(PAGE);
    // The screen starts once the consent to health data is given.
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Start the screen' }));
    const first = await group('Little interest or pleasure in doing things');
    expect(screen.getByRole('region', { name: 'Instructions' }).textContent).toBe(PHQ_INSTRUCTIONS);
    expect(within(first).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', '2', '3']);
    expect(PHQ_LABELS.every((label) => within(first).getByRole('radio', { name: new RegExp(label) }))).toBe(true);
    expect(screen.getByText('Keyboard: 1–4 to answer, arrows to move, Enter to continue.')).toBeTruthy();

    await user.click(within(first).getByRole('radio', { name: /Several days/ }));
    await group('Feeling down, depressed, or hopeless');
    // Key 7 is not on a four-point scale: nothing happens; key 4 is "nearly every day".
    await user.keyboard('7');
    expect(screen.getByRole('radiogroup', { name: 'Feeling down, depressed, or hopeless' })).toBeTruthy();
    await user.keyboard('4');
    await group('Trouble falling or staying asleep');
    await user.keyboard('1');

    // The exam's own tip after part 1, then the second block with its own scale and instructions.
    expect(await screen.findByText(TIP)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to part 2' }));
    const who = await group('I have felt cheerful and in good spirits');
    expect(screen.getByRole('region', { name: 'Instructions' }).textContent).toBe(WHO_INSTRUCTIONS);
    expect(within(who).getAllByRole('radio')).toHaveLength(6);
    expect(within(who).getByRole('radio', { name: new RegExp(WHO_LABELS[5] ?? '') })).toBeTruthy();
    await user.keyboard('6');
    await group('I have felt calm and relaxed');

    await waitFor(() => expect(examBackend.session(SESSION)?.answers).toEqual({ PHQ9_1: 1, PHQ9_2: 3, PHQ9_3: 0, WHO5_1: 5 }), { timeout: 4000 });
    expect(examBackend.session(SESSION)?.examId).toBe(1801);
    expect(screen.getByText('About these questions')).toBeTruthy();
  });
});
