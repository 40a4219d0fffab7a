import type { ExperimentKey } from '../../../__generated__/graphql';
import { ReactionTask } from './ReactionTask';
import { SearchTask } from './SearchTask';
import { SpanTask } from './SpanTask';
import { StroopTask, type StroopVariant } from './StroopTask';
import type { Phase, Trial } from './trials';

export interface RunnerProps {
  experiment: ExperimentKey;
  phase: Phase;
  stroopVariant: StroopVariant;
  onDone: (trials: Trial[]) => void;
}

/** The running tasks: their own chunk, loaded when the intro shows, so the list and intro stay light. */
export default function ExperimentRunner({ experiment, phase, stroopVariant, onDone }: RunnerProps) {
  switch (experiment) {
    case 'STROOP':
      return <StroopTask key={phase} phase={phase} variant={stroopVariant} onDone={onDone} />;
    case 'REACTION_TIME':
      return <ReactionTask key={phase} phase={phase} onDone={onDone} />;
    case 'VISUAL_SEARCH':
      return <SearchTask key={phase} phase={phase} onDone={onDone} />;
    case 'DIGIT_SPAN':
      return <SpanTask key={phase} phase={phase} onDone={onDone} />;
  }
}
