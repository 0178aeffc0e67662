import { loadStripe, type Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js loads once per key (loadStripe adds the js.stripe.com script, which the CSP allows in Stripe mode). */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let p = loaded.get(publishableKey);
  if (!p) {
    p = loadStripe(publishableKey);
    loaded.set(publishableKey, p);
  }
  return p;
}
