import { describe, expect, it } from 'vitest';
import type { TrialInput } from './experiments.models';
import { excludeOutliers, median, NotEnoughTrials, scoreDigitSpan, scoreReactionTime, scoreRun, scoreStroop, scoreVisualSearch, slope } from './experiments.scoring';

const trial = (condition: string, rtMs: number | null, extra: Partial<TrialInput> = {}): TrialInput => ({
  condition, correct: true, rtMs, setSize: null, targetPresent: null, length: null, ...extra,
});

describe('outlier exclusion', () => {
  it('drops anticipations under 100 ms and lapses, then times beyond 2.5 SD of the mean', () => {
    const times = [99, 50, 400, 410, 420, 430, 440, 450, 460, 470, 480, 490, 2000, 5000];
    const { kept, excluded } = excludeOutliers(times, 3000);
    expect(kept).not.toContain(99);
    expect(kept).not.toContain(50);
    expect(kept).not.toContain(5000);
    expect(kept).not.toContain(2000);
    expect(kept).toEqual([400, 410, 420, 430, 440, 450, 460, 470, 480, 490]);
    expect(excluded).toBe(4);
  });

  it('keeps 100 ms exactly, and keeps everything plausible when there are too few to judge spread', () => {
    expect(excludeOutliers([100, 900, 300], 3000)).toEqual({ kept: [100, 900, 300], excluded: 0 });
  });
});

describe('medians and slopes', () => {
  it('gives the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('fits the least-squares slope, null with a single x', () => {
    expect(slope([{ x: 4, y: 500 }, { x: 8, y: 600 }, { x: 16, y: 800 }])).toBeCloseTo(25, 6);
    expect(slope([{ x: 4, y: 500 }, { x: 4, y: 600 }])).toBeNull();
  });
});

describe('Stroop interference', () => {
  it('is the median correct incongruent time minus the median correct congruent time', () => {
    const trials = [
      ...[500, 520, 540, 560, 580].map((t) => trial('congruent', t)),
      ...[600, 640, 660, 700, 720].map((t) => trial('incongruent', t)),
      trial('incongruent', 300, { correct: false }),
      trial('congruent', 60),
    ];
    const run = scoreStroop(trials);
    expect(run.score).toBe(120);
    expect(run.figures).toEqual([
      { key: 'congruentMs', value: 540 },
      { key: 'incongruentMs', value: 660 },
      { key: 'accuracyPercent', value: 91.7 },
    ]);
    expect(run.trialsUsed).toBe(10);
    expect(run.trialsExcluded).toBe(2);
  });

  it('refuses a figure when fewer than half of a condition’s trials are usable, whatever the count', () => {
    const mostlyWrong = [
      ...[500, 520, 540, 560].map((t) => trial('congruent', t)),
      ...[600, 640, 660, 700].map((t) => trial('incongruent', t)),
      ...[...Array(6)].map(() => trial('incongruent', 650, { correct: false })),
    ];
    expect(() => scoreStroop(mostlyWrong)).toThrow(NotEnoughTrials);
  });

  it('refuses a figure when a condition has under three usable trials', () => {
    const trials = [...[500, 520, 540].map((t) => trial('congruent', t)), trial('incongruent', 600), trial('incongruent', 50), trial('incongruent', 700, { correct: false })];
    expect(() => scoreStroop(trials)).toThrow(NotEnoughTrials);
  });
});

describe('reaction time', () => {
  it('gives the median simple time, with the choice time and its cost', () => {
    const trials = [...[250, 260, 270, 280, 290].map((t) => trial('simple', t)), ...[400, 420, 440, 460].map((t) => trial('choice', t)), trial('choice', 380, { correct: false })];
    const run = scoreReactionTime(trials);
    expect(run.score).toBe(270);
    expect(run.figures).toContainEqual({ key: 'choiceMs', value: 430 });
    expect(run.figures).toContainEqual({ key: 'choiceCostMs', value: 160 });
    expect(run.figures).toContainEqual({ key: 'accuracyPercent', value: 80 });
  });
});

describe('visual search slopes', () => {
  it('gives ms per item from correct target-present trials, feature flat and conjunction rising', () => {
    const trials: TrialInput[] = [];
    for (const size of [4, 8, 16]) {
      for (const jitter of [-10, 0, 10]) {
        trials.push(trial('feature', 500 + jitter + size * 1, { setSize: size, targetPresent: true }));
        trials.push(trial('conjunction', 500 + jitter + size * 30, { setSize: size, targetPresent: true }));
        trials.push(trial('conjunction', 3000, { setSize: size, targetPresent: false }));
      }
    }
    const run = scoreVisualSearch(trials);
    expect(run.score).toBe(30);
    expect(run.figures).toContainEqual({ key: 'featureSlope', value: 1 });
    expect(run.trialsUsed).toBe(18);
    expect(run.trialsExcluded).toBe(9);
  });
});

describe('digit span', () => {
  it('is the longest list recalled right', () => {
    const lists = [3, 4, 5, 6, 6].map((length, i) => trial('forward', null, { length, correct: i < 3 }));
    expect(scoreDigitSpan(lists).score).toBe(5);
    expect(scoreRun('digit-span', [trial('forward', null, { length: 3, correct: false })]).score).toBe(0);
  });
});
