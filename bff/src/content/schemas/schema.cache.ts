// Zod schemas are immutable and the ones a generation needs depend only on a few small settings
// (kind, count, style, passages): built once per set of arguments, not once per generation. Building
// them (and their JSON Schema for fitToSchema, cached per schema object) was a measurable share of the
// request thread's time per generation (docs/performance.md). The argument space is small and finite
// (kinds × styles × counts), so the map stays small.

/** `build`, remembered per distinct JSON of its arguments: the same object for the same arguments. */
export function cachedBy<A extends unknown[], R>(build: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = build(...args);
      made.set(key, value);
    }
    return value;
  };
}
