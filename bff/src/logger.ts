// Structured JSON lines on stdout: what log collectors (and `grep`) expect from a server.
export type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(level: Level | 'silent' = 'info', base: LogFields = {}, write = (line: string) => process.stdout.write(line + '\n')): Logger {
  const log = (l: Level) => (msg: string, fields: LogFields = {}) => {
    if (order[l] < order[level]) return;
    const err = fields.err instanceof Error ? { err: { message: fields.err.message, stack: fields.err.stack } } : {};
    write(JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...base, ...fields, ...err }));
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
