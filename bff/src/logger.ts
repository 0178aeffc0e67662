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

/**
 * Lines written within one turn of the event loop leave in one write: under load that is one system
 * call for many requests instead of one each. Flushed before the process exits, so nothing is lost
 * on process.exit (a crash's own stack goes to stderr as always).
 */
export function batchedWriter(
  out: (chunk: string) => void,
  schedule: (fn: () => void) => void = setImmediate,
): (line: string) => void {
  let pending = '';
  const flush = () => {
    const chunk = pending;
    pending = '';
    if (chunk) out(chunk);
  };
  process.on('exit', flush);
  return (line: string) => {
    if (!pending) schedule(flush);
    pending += line + '\n';
  };
}

let stdoutWriter: ((line: string) => void) | undefined;
const stdoutLines = (line: string) => (stdoutWriter ??= batchedWriter((chunk) => process.stdout.write(chunk)))(line);

export function createLogger(
  level: Level | 'silent' = 'info',
  base: LogFields = {},
  write: (line: string) => void = stdoutLines,
): Logger {
  const hasBase = Object.keys(base).length > 0;
  const log = (l: Level) => {
    // A level below the threshold costs one function call, nothing else.
    if (order[l] < order[level]) return () => {};
    return (msg: string, fields: LogFields = {}) => {
      const line: LogFields = { time: new Date().toISOString(), level: l, msg };
      if (hasBase) Object.assign(line, base);
      Object.assign(line, fields);
      if (fields.err instanceof Error) line.err = { message: fields.err.message, stack: fields.err.stack };
      write(JSON.stringify(line));
    };
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
}
