import { applyRememberMe, readRememberedLogin } from '../remember-me';

describe('remember me (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('checked: stores the email and the flag', () => {
    applyRememberMe('teacher@school.org', true);
    expect(localStorage.getItem('savedEmail')).toBe('teacher@school.org');
    expect(localStorage.getItem('rememberMe')).toBe('true');
    expect(readRememberedLogin()).toEqual({ email: 'teacher@school.org', remember: true });
  });

  it('unchecked: clears both', () => {
    localStorage.setItem('savedEmail', 'old@school.org');
    localStorage.setItem('rememberMe', 'true');
    applyRememberMe('teacher@school.org', false);
    expect(localStorage.getItem('savedEmail')).toBeNull();
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(readRememberedLogin()).toEqual({ email: '', remember: false });
  });

  it("ticks the box only when the stored flag is exactly 'true'", () => {
    localStorage.setItem('savedEmail', 'a@b.org');
    localStorage.setItem('rememberMe', 'yes');
    expect(readRememberedLogin()).toEqual({ email: 'a@b.org', remember: false });
  });
});
