import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionState, sessionState } from './sessionState';
import { safeStore } from './storage';

describe('session state', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('round-trips typed values through session storage', () => {
    sessionState.set('selectedAnswers', { q1: 1, q2: -3 });
    sessionState.set('secondPhase', true);
    sessionState.set('formInfo', {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      birthYear: 1990,
      gender: 'female',
      country: 'PT',
    });
    expect(sessionState.get('selectedAnswers')).toEqual({ q1: 1, q2: -3 });
    expect(sessionState.get('secondPhase')).toBe(true);
    expect(sessionState.get('formInfo')?.country).toBe('PT');
    expect(window.sessionStorage.getItem('innerscope:secondPhase')).toBe('true');
  });

  it('reads missing and damaged entries as absent', () => {
    expect(sessionState.get('email')).toBeUndefined();
    window.sessionStorage.setItem('innerscope:email', '{not json');
    expect(sessionState.get('email')).toBeUndefined();
  });

  it('updates from the current value', () => {
    sessionState.update('selectedAnswers', (current) => ({ ...current, q3: 3 }));
    sessionState.update('selectedAnswers', (current) => ({ ...current, q4: -2 }));
    expect(sessionState.get('selectedAnswers')).toEqual({ q3: 3, q4: -2 });
  });

  it('clears only its own entries', () => {
    window.sessionStorage.setItem('nuxt:reload', '{}');
    sessionState.set('questionPageNumber', 3);
    sessionState.set('continentCode', 'EU');
    sessionState.clear();
    expect(sessionState.get('questionPageNumber')).toBeUndefined();
    expect(sessionState.get('continentCode')).toBeUndefined();
    expect(window.sessionStorage.getItem('nuxt:reload')).toBe('{}');
  });

  it('keeps working in memory when storage is unavailable', () => {
    const state = createSessionState(
      safeStore(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    );
    state.set('paymentMethod', 'paypal');
    expect(state.get('paymentMethod')).toBe('paypal');
    state.remove('paymentMethod');
    expect(state.get('paymentMethod')).toBeUndefined();
  });
});
