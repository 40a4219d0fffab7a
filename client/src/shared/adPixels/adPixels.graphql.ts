import { graphql } from '../../__generated__';

/** The configured pixel ids; the loader imports the generated `AdPixelsDocument`. */
export const adPixelsQuery = graphql(`
  query AdPixels {
    adPixels {
      meta
      googleAds
      tiktok
      snapchat
      microsoft
    }
  }
`);
