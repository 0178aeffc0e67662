import type { Middleware } from 'koa';

/**
 * A CSP that allows only this origin, plus Stripe's hosts when Stripe is configured and the origins of
 * remotes deployed elsewhere. Inline styles stay allowed: styled-components and Mermaid's SVG need them. Inline
 * scripts are allowed only by their hash (the first paint's session call), which the caller passes in so that
 * http stays free of what the pages serve.
 */
export function securityHeaders(opts: {
  stripe: boolean;
  remoteOrigins: string[];
  inlineScriptHashes: string[];
}): Middleware {
  const stripeScript = opts.stripe ? ' https://js.stripe.com' : '';
  const stripeFrame = opts.stripe ? ' https://js.stripe.com https://hooks.stripe.com' : '';
  const stripeConnect = opts.stripe ? ' https://api.stripe.com' : '';
  const remotes = opts.remoteOrigins.length ? ' ' + opts.remoteOrigins.join(' ') : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${opts.inlineScriptHashes.map((h) => ' ' + h).join('')}${remotes}${stripeScript}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${remotes}${stripeConnect}`,
    `frame-src 'self'${stripeFrame}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    await next();
  };
}

/**
 * API answers carry tokens, a teacher's own documents, questions, billing and account data: no browser
 * or proxy cache may keep them (errors included). A route that means otherwise sets its own header.
 */
export function apiNoStore(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.path.startsWith('/api/') && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  };
}
