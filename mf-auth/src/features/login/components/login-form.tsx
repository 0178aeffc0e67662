import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  EmailField,
  PasswordField,
} from '@lessonloom/ui';
import { preloadStoreSide, readRememberedLogin, useCompleteLogin, useFailureToast } from '@lessonloom/web-core/public';
import { INVALID_CREDENTIALS_DETAIL } from '@lessonloom/contracts';
import { login } from '../../auth/api';
import { Muted } from '../../marketing/components/layout';

/** The 'Welcome Back' card (spec §2 /login, §4 remember me and login result, §8 'Login failed'). */
export function LoginForm() {
  const [initial] = useState(readRememberedLogin);
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(initial.remember);
  const [busy, setBusy] = useState(false);
  const completeLogin = useCompleteLogin();
  const fail = useFailureToast();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await login(email, password);
    if ('data' in result) {
      await completeLogin({ ...result.data, email, remember });
      return;
    }
    setBusy(false);
    fail(result.error, {
      title: 'Login failed',
      fallback: INVALID_CREDENTIALS_DETAIL,
    });
  };

  return (
    <Card aria-labelledby="welcome-back-heading">
      <CardHeader>
        <CardTitle id="welcome-back-heading">Welcome Back</CardTitle>
        <CardDescription>Sign in to keep creating.</CardDescription>
      </CardHeader>
      {/* The session code (the app's store) is needed only once the teacher signs in: fetched when the
          form is first used, so the page itself loads without it. */}
      <form onSubmit={onSubmit} onFocus={preloadStoreSide} aria-labelledby="welcome-back-heading">
        <EmailField id="login-email" label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField
          id="login-password"
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Checkbox
          label="Remember me"
          name="remember"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <Muted>
          New to Lessonloom? <Link to="/signup">Start your free trial</Link>
        </Muted>
        <Muted>
          <Link to="/terms">Terms of Service</Link> · <Link to="/privacy">Privacy Policy</Link>
        </Muted>
      </form>
    </Card>
  );
}
