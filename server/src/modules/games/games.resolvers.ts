import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { gameShape, keyOf, replayOf } from './games.presenters';

/** The game centre: thin, each field one service call (schema/games.graphql). */
export const gamesResolvers: Resolvers = {
  Query: {
    games: publicField(async (_p, { first, after }, { services, session }) => {
      const found = await services.games.list(await session.user(), { first: first ?? 10, after: after ?? 0 });
      return { ...found, games: found.games.map(gameShape) };
    }),
    game: publicField(async (_p, { key }, { services, session }) => {
      const found = await services.games.detail(keyOf(key), await session.user());
      return { ...found, game: gameShape(found.game) };
    }),
  },
  Mutation: {
    // Public: a visitor's game is checked but not kept; the service asks the policy whether to keep it.
    submitGameScore: publicField(async (_p, { input }, { services, session }) => {
      return services.games.submit(await session.user(), { game: keyOf(input.game), seed: input.seed, daily: input.daily, score: input.score, replay: replayOf(input.replay) });
    }),
  },
};
