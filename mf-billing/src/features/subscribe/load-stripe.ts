// The /pure entry adds Stripe's script only when loadStripe is called (the main entry adds it on import),
// so a server without a publishable key never asks for it.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

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
