import { FEATURE_FLAGS, type FeatureFlags } from '../src/modules/catalog/features';

/**
 * Every feature switched on: for tests of what the product does once later features exist (upsell packages,
 * Premium), whose mechanics must keep working while the product itself does not sell them.
 */
export const EVERY_FEATURE: FeatureFlags = Object.fromEntries(Object.keys(FEATURE_FLAGS).map((key) => [key, true])) as unknown as FeatureFlags;
