// Plain HTML for the test-mode checkout and portal. The app's CSP forbids inline scripts, so every action is
// an ordinary form POST; styles are inline (the CSP allows them).
import { BILLING_TEXT, PRICING } from '@lessonloom/contracts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.notice{display:block;background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:8px;padding:.5rem .75rem;font-weight:600;margin-bottom:1rem}
h1{font-size:1.4rem;margin:.25rem 0 1rem}.price{font-size:1.6rem;font-weight:700}.muted{color:#64748b}
form{margin:1rem 0 0}button{width:100%;min-height:44px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-weight:600;font-size:1rem;cursor:pointer}
button.secondary{background:#fff;color:#b91c1c;border:1px solid #fca5a5}a{color:#4f46e5}.links{margin-top:1rem;text-align:center}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}dt{color:#64748b}dd{margin:0}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Lessonloom</title><style>${STYLE}</style></head>
<body><main><span class="notice" role="note">${BILLING_TEXT.testModeNotice}</span>${body}</main></body></html>`;
}

export function checkoutPage(sessionId: string, email: string, cancelPath: string, trial = true): string {
  const form = (label: string) => `<form method="post" action="/api/billing/test-mode/checkout">
<input type="hidden" name="session_id" value="${escapeHtml(sessionId)}">
<button type="submit">${label}</button></form>
<p class="links"><a href="${escapeHtml(cancelPath)}">Cancel and go back</a></p>`;
  if (!trial)
    return page(
      'Subscribe',
      `<h1>Subscribe to the Pro Plan</h1>
<p class="price">${PRICING.monthlyPriceLabel}/month</p>
<p class="muted">Pro Plan for ${escapeHtml(email)} • unlimited generations</p>
<p>${BILLING_TEXT.trialUsed}</p>
<p class="muted">${BILLING_TEXT.refundNote}</p>
${form(BILLING_TEXT.subscribePaid)}`,
    );
  return page(
    'Start your free trial',
    `<h1>Start your 7-day free trial</h1>
<p class="price">${PRICING.monthlyPriceLabel}/month</p>
<p class="muted">Pro Plan for ${escapeHtml(email)} • ${PRICING.trialDays}-day free trial • unlimited generations</p>
<p class="muted">${BILLING_TEXT.refundNote}</p>
${form('Start 7-Day Free Trial')}`,
  );
}

export interface PortalView {
  session: string;
  email: string;
  status: string;
  nextDate: string | null;
  cancelAtPeriodEnd: boolean;
}

export function portalPage(v: PortalView): string {
  const hidden = `<input type="hidden" name="session" value="${escapeHtml(v.session)}">`;
  const live = ['active', 'trialing', 'past_due'].includes(v.status);
  const actions = live
    ? `${v.status === 'trialing' ? `<form method="post" action="/api/billing/test-mode/portal/end-trial">${hidden}<button type="submit">End trial now (simulate the first payment)</button></form>` : ''}
${v.cancelAtPeriodEnd ? '<p>Your subscription ends at the end of the current period.</p>' : `<form method="post" action="/api/billing/test-mode/portal/cancel">${hidden}<button class="secondary" type="submit">Cancel subscription</button></form>`}`
    : '<p>You have no active subscription.</p>';
  return page(
    'Billing portal',
    `<h1>Billing portal</h1>
<dl><dt>Account</dt><dd>${escapeHtml(v.email)}</dd><dt>Plan</dt><dd>Pro Plan, ${PRICING.monthlyPriceLabel}/month</dd>
<dt>Status</dt><dd>${escapeHtml(v.status)}</dd>${v.nextDate ? `<dt>${v.cancelAtPeriodEnd ? 'Ends on' : 'Next billing date'}</dt><dd>${escapeHtml(v.nextDate)}</dd>` : ''}</dl>
<p class="muted">${BILLING_TEXT.refundNote}</p>${actions}
<p class="links"><a href="/billing">Back to billing</a></p>`,
  );
}

export function problemPage(message: string, link: { href: string; label: string }): string {
  return page(
    'Billing',
    `<h1>Something needs your attention</h1><p>${escapeHtml(message)}</p><p class="links"><a href="${link.href}">${escapeHtml(link.label)}</a></p>`,
  );
}
