/** An expected failure: its detail is safe to show the caller. Services throw these; the error middleware answers them. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    public readonly status: number,
    public readonly detail: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}
