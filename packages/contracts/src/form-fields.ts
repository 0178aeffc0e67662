// Building blocks for requests whose every field arrives as text (form data or a query string, spec §3):
// each turns the text into a value or one issue whose message names the field, so a 400 says what is wrong.
// Each starts from an optional any: a missing field reaches the transform (zod 4 would otherwise add an issue of
// its own for an absent key), and the helpers can follow one another in a pipe.
import { z } from 'zod';

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** Trimmed text; blank or missing is undefined. Longer than `max` is an issue. */
export const optionalText = (field: string, max: number, tooLong = `${field} must be at most ${max} characters`) =>
  z
    .any()
    .optional()
    .transform((raw, ctx) => {
      const v = first(raw);
      if (typeof v !== 'string' || !v.trim()) return undefined;
      const t = v.trim();
      if (t.length > max) {
        ctx.addIssue({ code: 'custom', message: tooLong });
        return z.NEVER;
      }
      return t;
    });

/** Trimmed, non-blank text up to `max` characters. */
export const requiredText = (field: string, max: number) =>
  optionalText(field, max).transform((v, ctx) => {
    if (v === undefined) {
      ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return z.NEVER;
    }
    return v;
  });

/** A whole number in [min, max]; blank or missing takes `fallback`. */
export const wholeNumber = (field: string, min: number, max: number, fallback: number) =>
  z
    .any()
    .optional()
    .transform((raw, ctx) => {
      const v = first(raw);
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return fallback;
      const t = String(v).trim();
      if (!/^\d+$/.test(t)) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a whole number` });
        return z.NEVER;
      }
      const n = Number(t);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${field} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

/** One of `allowed` (compared lower-case when `lower`); blank or missing is undefined. */
export const oneOf = <T extends string>(field: string, allowed: readonly T[], options: { lower?: boolean } = {}) =>
  z
    .any()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const v = first(raw);
      let t = typeof v === 'string' ? v.trim() : '';
      if (options.lower) t = t.toLowerCase();
      if (!t) return undefined;
      if ((allowed as readonly string[]).includes(t)) return t as T;
      ctx.addIssue({ code: 'custom', message: `${field} must be one of ${allowed.join(', ')}` });
      return z.NEVER;
    });
