import { FIRST_PAINT, type CurrentUser } from '@lessonloom/contracts';

interface EarlySession {
  token: string;
  /** The session answer, or null when the server refused it or could not be reached. */
  user: Promise<CurrentUser | null>;
}

/**
 * The session asked for by the shell's page before the scripts ran (bff static.first-paint.ts), when it was
 * asked with the token stored now. Taken once: a later check (after a sign-in, a refresh) asks the server.
 */
export function takeEarlySession(token: string): Promise<CurrentUser | null> | null {
  const slot = window as unknown as Record<string, EarlySession | undefined>;
  const early = slot[FIRST_PAINT.sessionGlobal];
  delete slot[FIRST_PAINT.sessionGlobal];
  return early && early.token === token ? early.user : null;
}
