import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS } from '@lessonloom/contracts';
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
import {
  preloadStoreSide,
  refreshSignedInUser,
  setAuthToken,
  useFailureToast,
  useToast,
} from '@lessonloom/web-core/public';
import { signup } from '../../auth/api';
import { Muted } from '../../marketing/components/layout';

/** 'Create Your Account' (spec §2 /signup, §5 validation, §8 'Signup failed'). */
export function SignupForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [tooShort, setTooShort] = useState(false);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  const fail = useFailureToast();
  const navigate = useNavigate();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The browser enforces minlength too; this covers submits that skip constraint validation.
    if (password.length < LIMITS.passwordMinLength) return setTooShort(true);
    if (password !== confirm) {
      return toast({
        title: "Passwords don't match",
        description: 'Please make sure your passwords match.',
        variant: 'destructive',
      });
    }
    if (!terms) {
      return toast({
        title: 'Terms required',
        description: 'Please accept the terms of service to continue',
        variant: 'destructive',
      });
    }
    setBusy(true);
    const result = await signup(email, password);
    if ('error' in result) {
      setBusy(false);
      fail(result.error, {
        title: 'Signup failed',
        fallback: 'An error occurred during signup',
      });
      return;
    }
    setAuthToken(result.data.token);
    await refreshSignedInUser();
    toast({
      title: 'Welcome to Lessonloom!',
      description: 'Your account is ready. Start your 7-day free trial to begin generating.',
    });
    navigate('/billing');
  };

  return (
    <Card aria-labelledby="create-account-heading">
      <CardHeader>
        <CardTitle as="h1" id="create-account-heading">
          Create Your Account
        </CardTitle>
        <CardDescription>Free to create. Your 7-day trial starts when you add a payment method.</CardDescription>
      </CardHeader>
      {/* The app's store loads when the form is first used (a new account is signed in at once). */}
      <form onSubmit={onSubmit} onFocus={preloadStoreSide} aria-labelledby="create-account-heading">
        <EmailField id="signup-email" label="Work Email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField
          id="signup-password"
          label="Password"
          isNew
          minLength={LIMITS.passwordMinLength}
          aria-describedby="signup-password-hint"
          aria-invalid={tooShort || undefined}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setTooShort(false);
          }}
        >
          <Muted id="signup-password-hint" role={tooShort ? 'alert' : undefined} style={{ textAlign: 'left' }}>
            {tooShort
              ? `Password must be at least ${LIMITS.passwordMinLength} characters.`
              : `At least ${LIMITS.passwordMinLength} characters.`}
          </Muted>
        </PasswordField>
        <PasswordField
          id="signup-confirm"
          label="Confirm Password"
          name="confirm"
          isNew
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Checkbox
          label="I agree to the Terms of Service and Privacy Policy"
          name="terms"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
        />
        <Muted>
          Read the <Link to="/terms">Terms of Service</Link> and the <Link to="/privacy">Privacy Policy</Link>.
        </Muted>
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </Button>
        <Muted>
          Already have an account? <Link to="/login">Sign in</Link>
        </Muted>
      </form>
    </Card>
  );
}
