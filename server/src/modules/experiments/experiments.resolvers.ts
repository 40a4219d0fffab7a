import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { edgeGraphQLError } from '../../graphql/textGuard';
import { isAppError } from '../../shared/errors';
import { requireLocale } from '../exam/exam.service';
import { experimentShape, keyOf, normShape, runShape, trialsOf } from './experiments.presenters';

/** A malformed run is the caller's mistake, answered as the edge answers one: HTTP 400 with the code and field. */
function answerBadRunWith400(e: unknown): never {
  throw isAppError(e) && e.code === 'BAD_USER_INPUT' ? edgeGraphQLError(e) : e;
}

/** The user centre's experiments: thin, each field one service call (schema/experiments.graphql). */
export const experimentsResolvers: Resolvers = {
  Query: {
    experiments: publicField(async (_p, _a, { services, session }) => {
      const found = await services.experiments.overview(await session.user());
      return { ...found, experiments: found.experiments.map(experimentShape) };
    }),
    experiment: publicField(async (_p, { key }, { services, session }) => {
      const found = await services.experiments.detail(keyOf(key), await session.user());
      return { ...found, experiment: experimentShape(found.experiment) };
    }),
  },
  Mutation: {
    // Public: a visitor's run is scored and compared but not kept; the service asks the policy whether to keep it.
    submitExperimentRun: publicField(async (_p, { input }, { services, session }) => {
      const reader = await session.user();
      const result = await (async () => services.experiments.submit(reader, { key: keyOf(input.experiment), locale: requireLocale(input.locale), trials: trialsOf(input.trials) }))().catch(answerBadRunWith400);
      return {
        run: result.run && runShape(result.run),
        saved: result.saved,
        everyone: result.everyone && normShape(result.everyone),
        history: result.history.map(runShape),
        errors: result.errors,
      };
    }),
  },
};
