import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGAGEMENT_FALLBACK_MS, whenEngaged } from './whenEngaged';

/** Lets the first-paint wait (a frame, then an idle moment) pass. */
const painted = () => vi.advanceTimersByTimeAsync(100);

describe('work deferred until the visitor acts', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once at the first touch or key after the paint, not before', async () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenEngaged(work);
    await painted();
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ENGAGEMENT_FALLBACK_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('counts a touch made before the paint, and runs once the first screen is up', async () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenEngaged(work);
    window.dispatchEvent(new Event('pointerdown'));
    expect(work).not.toHaveBeenCalled();
    await painted();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when nobody acts for a while', async () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenEngaged(work);
    await painted();
    await vi.advanceTimersByTimeAsync(ENGAGEMENT_FALLBACK_MS - 200);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const cancel = whenEngaged(work);
    await painted();
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(ENGAGEMENT_FALLBACK_MS);
    expect(work).not.toHaveBeenCalled();
  });
});
