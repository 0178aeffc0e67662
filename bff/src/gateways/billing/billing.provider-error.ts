import type { Middleware } from 'koa';
import { HttpError } from '../../http/http.error';

/**
 * A payment-provider failure, stripped of the provider's HTTP status: Stripe's 404 or 400 is about our
 * request to Stripe, not the browser's to us, so no route may pass it on as its own answer.
 */
export class BillingProviderError extends Error {
  constructor(
    message: string,
    readonly providerType: string,
    readonly providerStatus?: number,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'BillingProviderError';
  }
}

/** Stripe SDK errors carry `type` 'Stripe…Error'. */
const isStripeError = (
  err: unknown,
): err is { type: string; message: string; statusCode?: number; requestId?: string } =>
  typeof (err as { type?: unknown })?.type === 'string' && (err as { type: string }).type.startsWith('Stripe');

/** Runs a provider call, turning SDK errors into BillingProviderError (other errors pass unchanged). */
export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (isStripeError(err)) throw new BillingProviderError(err.message, err.type, err.statusCode, err.requestId);
    throw err;
  }
}

/** Billing routes answer a provider failure with 502 (a webhook answered 502 is retried by Stripe). */
export const providerErrors: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    if (!(err instanceof BillingProviderError)) throw err;
    ctx.state.log?.error('billing: payment provider error', {
      type: err.providerType,
      status: err.providerStatus,
      requestId: err.requestId,
      message: err.message,
    });
    throw new HttpError(502, 'The payment provider could not complete the request. Please try again.');
  }
};
