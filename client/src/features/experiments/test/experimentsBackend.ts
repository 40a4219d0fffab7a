import { graphql, HttpResponse } from 'msw';
import type {
  ExperimentDetailQuery,
  ExperimentDetailQueryVariables,
  ExperimentKey,
  ExperimentListQuery,
  ExperimentListQueryVariables,
  SubmitExperimentRunMutation,
  SubmitExperimentRunMutationVariables,
} from '../../../__generated__/graphql';
import type { Served } from '../../../../test/served';

type Card = Served<ExperimentListQuery>['experiments']['experiments'][number];

const UNITS = { STROOP: 'MILLISECONDS', REACTION_TIME: 'MILLISECONDS', VISUAL_SEARCH: 'MS_PER_ITEM', DIGIT_SPAN: 'DIGITS' } as const;
const KEYS: ExperimentKey[] = ['STROOP', 'REACTION_TIME', 'VISUAL_SEARCH', 'DIGIT_SPAN'];

interface State {
  who: 'visitor' | 'member';
  /** List requests that fail before one succeeds. */
  listFailures: number;
  empty: boolean;
  /** Everyone's results the server answers with. */
  sampleSize: number;
  percentile: number | null;
  submitted: SubmitExperimentRunMutationVariables['input'][];
}

let state: State;

export const experimentsBackend = {
  reset(who: State['who'] = 'member') {
    state = { who, listFailures: 0, empty: false, sampleSize: 12, percentile: null, submitted: [] };
  },
  set(extra: Partial<State>) {
    Object.assign(state, extra);
  },
  get submitted() {
    return state.submitted;
  },
};

const card = (key: ExperimentKey): Card => ({
  __typename: 'Experiment',
  key,
  minutes: key === 'VISUAL_SEARCH' ? 5 : 4,
  unit: UNITS[key],
  lastRun: state.who === 'member' && key === 'STROOP' ? { __typename: 'ExperimentRun', id: 'run-1', score: 96.5, createdAt: '2026-11-20T10:00:00.000Z' } : null,
});

export const experimentsHandlers = [
  graphql.query<Served<ExperimentListQuery>, ExperimentListQueryVariables>('ExperimentList', () => {
    if (state.listFailures > 0) {
      state.listFailures -= 1;
      return HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    }
    return HttpResponse.json({
      data: { experiments: { __typename: 'ExperimentList', signedIn: state.who === 'member', mayRecord: state.who === 'member', experiments: state.empty ? [] : KEYS.map(card) } },
    });
  }),
  graphql.query<Served<ExperimentDetailQuery>, ExperimentDetailQueryVariables>('ExperimentDetail', ({ variables }) =>
    HttpResponse.json({
      data: {
        experiment: {
          __typename: 'ExperimentDetail',
          signedIn: state.who === 'member',
          mayRecord: state.who === 'member',
          experiment: {
            __typename: 'Experiment',
            key: variables.key,
            minutes: 4,
            unit: UNITS[variables.key],
            history: [],
            everyone: { __typename: 'ExperimentNorm', sampleSize: state.sampleSize, median: 6 },
          },
        },
      },
    }),
  ),
  graphql.mutation<Served<SubmitExperimentRunMutation>, SubmitExperimentRunMutationVariables>('SubmitExperimentRun', ({ variables }) => {
    const { input } = variables;
    state.submitted.push(input);
    const saved = state.who === 'member';
    const run = {
      __typename: 'ExperimentRun' as const,
      id: saved ? 'run-2' : null,
      experiment: input.experiment,
      score: input.experiment === 'DIGIT_SPAN' ? 0 : 104.5,
      trialsUsed: input.trials.length - 2,
      trialsExcluded: 2,
      createdAt: '2026-11-27T10:00:00.000Z',
      figures: input.experiment === 'DIGIT_SPAN' ? [{ __typename: 'ExperimentFigure' as const, key: 'listsTried', value: input.trials.length }] : [{ __typename: 'ExperimentFigure' as const, key: 'congruentMs', value: 540 }, { __typename: 'ExperimentFigure' as const, key: 'incongruentMs', value: 644.5 }],
    };
    return HttpResponse.json({
      data: {
        submitExperimentRun: {
          __typename: 'SubmitExperimentRunPayload',
          saved,
          run,
          everyone: { __typename: 'ExperimentNorm', sampleSize: state.sampleSize, median: 98, percentile: state.percentile, minSampleForPercentile: 20 },
          history: saved ? [{ __typename: 'ExperimentRun', id: 'run-2', score: run.score, createdAt: run.createdAt }, { __typename: 'ExperimentRun', id: 'run-1', score: 96.5, createdAt: '2026-11-20T10:00:00.000Z' }] : [],
          errors: [],
        },
      },
    });
  }),
];
