// Error codes and names as mongod reports them, so drivers map them to the same error classes.
export const CODE_NAMES: Record<number, string> = {
  2: 'BadValue',
  9: 'FailedToParse',
  14: 'TypeMismatch',
  20: 'IllegalOperation',
  26: 'NamespaceNotFound',
  27: 'IndexNotFound',
  40: 'ConflictingUpdateOperators',
  43: 'CursorNotFound',
  48: 'NamespaceExists',
  52: 'DollarPrefixedFieldName',
  59: 'CommandNotFound',
  66: 'ImmutableField',
  67: 'CannotCreateIndex',
  72: 'InvalidOptions',
  73: 'InvalidNamespace',
  85: 'IndexOptionsConflict',
  86: 'IndexKeySpecsConflict',
  115: 'CommandNotSupported',
  168: 'InvalidPipelineOperator',
  197: 'InvalidIndexSpecificationOption',
  263: 'OperationNotSupportedInTransaction',
  11000: 'DuplicateKey',
  10334: 'BSONObjectTooLarge',
};

export class MongoServerError extends Error {
  readonly codeName: string;
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.codeName = CODE_NAMES[code] ?? 'UnknownError';
  }

  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

export const fail = (code: number, message: string, extra?: Record<string, unknown>): never => {
  throw new MongoServerError(code, message, extra);
};

/** Turns anything thrown inside a command (mingo errors included) into mongod's error shape. */
export function toErrorReply(err: unknown): Record<string, unknown> {
  if (err instanceof MongoServerError) return err.toReply();
  const message = err instanceof Error ? err.message : String(err);
  return { ok: 0, errmsg: message, code: 2, codeName: 'BadValue' };
}
