import { PRICING, type BillingSummaryResponse } from '@lessonloom/contracts';
import type { AuthUser } from '../auth/auth.user-model';
import { Generation } from '../generations/generations.model';

const DAY_MS = 24 * 3600 * 1000;

/** Start of the current billing period: a month before its end (the trial's start while trialing). */
export function periodStart(user: AuthUser, now = new Date()): Date {
  const sub = user.subscription;
  if (sub?.currentPeriodEnd) {
    const start = new Date(sub.currentPeriodEnd);
    if (sub.status === 'trialing' && sub.trialEnd)
      return new Date(new Date(sub.trialEnd).getTime() - PRICING.trialDays * DAY_MS);
    start.setUTCMonth(start.getUTCMonth() - 1);
    return start < now ? start : now;
  }
  return new Date(now.getFullYear(), now.getMonth(), 1);
}

/** The /billing stat cards, from real records: generations this period and days since signup. */
export async function billingSummary(user: AuthUser, now = new Date()): Promise<BillingSummaryResponse> {
  const since = periodStart(user, now);
  const generated = await Generation.countDocuments({ owner: user._id, createdAt: { $gte: since } });
  const created = (user as unknown as { createdAt?: Date }).createdAt ?? now;
  return {
    generated_this_period: generated,
    period_start: since.toISOString(),
    days_active: Math.max(1, Math.ceil((now.getTime() - new Date(created).getTime()) / DAY_MS)),
  };
}
