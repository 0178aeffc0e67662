/**
 * A number field's text read strictly: a whole number within [min, max], else null. Out-of-range values are
 * never silently changed (a teacher who typed 51 sees why nothing happens, not a quiet 50).
 */
export function wholeNumberIn(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** The words shown beside such a field: the allowed range, or what is wrong with it. */
export function rangeHint(text: string, min: number, max: number): { ok: boolean; message: string } {
  return wholeNumberIn(text, min, max) === null
    ? { ok: false, message: `Enter a whole number from ${min} to ${max}.` }
    : { ok: true, message: `From ${min} to ${max}` };
}
