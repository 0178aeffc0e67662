// Spec §4 remember-me: checked at a successful login stores the email and the flag; unchecked clears both.
import { STORAGE_KEYS } from '@lessonloom/contracts';
import { getStored, removeStored, setStored } from '../api/auth-storage';

export function applyRememberMe(email: string, remember: boolean): void {
  if (remember) {
    setStored(STORAGE_KEYS.savedEmail, email);
    setStored(STORAGE_KEYS.rememberMe, 'true');
  } else {
    removeStored(STORAGE_KEYS.savedEmail);
    removeStored(STORAGE_KEYS.rememberMe);
  }
}

/** What the login form starts with: the stored email, and the box ticked when the flag is 'true'. */
export function readRememberedLogin(): { email: string; remember: boolean } {
  return {
    email: getStored(STORAGE_KEYS.savedEmail) ?? '',
    remember: getStored(STORAGE_KEYS.rememberMe) === 'true',
  };
}
