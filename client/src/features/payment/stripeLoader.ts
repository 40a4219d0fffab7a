import type { Stripe } from '@stripe/stripe-js';

const loads = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js, fetched from Stripe only when a page shows Stripe's Payment Element: the module is imported on
 * demand, so no other page (the home page least of all) carries it. A failed load is forgotten, so a retry
 * tries again.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js is not available in this environment');
        return stripe;
      });
    load.catch(() => loads.delete(publishableKey));
    loads.set(publishableKey, load);
  }
  return load;
}
