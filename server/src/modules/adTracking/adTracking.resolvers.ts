import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { AD_TRACKING_OFF } from './adTracking.config';

export const adTrackingResolvers: Resolvers = {
  Query: {
    // Public ids the pixels themselves put in every page that loads them; the API keys never leave the server.
    adPixels: publicField((_p, _a, { config }) => ({ ...(config.adTracking ?? AD_TRACKING_OFF).pixels })),
  },
};
