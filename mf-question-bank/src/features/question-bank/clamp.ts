/** A number field's text as a whole number within [min, max] (spec §5 limits); blank or junk gives the default. */
export function clampCount(text: string, min: number, max: number, fallback: number): number {
  const n = Math.round(Number(text));
  if (text.trim() === '' || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}
