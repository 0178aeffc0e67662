import { useState, type FormEvent } from 'react';
import { Button, Card, CardTitle, Container, Field, Input, Label } from '@lessonloom/ui';
import { api } from '../api/api';
import { errorDetail, useCompleteLogin, useToast } from '@lessonloom/web-core/public';
import type { LoginResponse } from '@lessonloom/contracts';

const devLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    devLogin: build.mutation<LoginResponse, FormData>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
  }),
});

/** Sign-in for a remote's standalone harness (the real page lives in mf-auth, which remotes may not import). */
export function DevLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [login, { isLoading }] = devLoginApi.useDevLoginMutation();
  const completeLogin = useCompleteLogin();
  const { toast } = useToast();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const body = new FormData();
    body.append('email', email);
    body.append('password', password);
    const result = await login(body);
    if (result.data) await completeLogin({ ...result.data, email, remember: false });
    else
      toast({
        title: 'Login failed',
        description: errorDetail(result.error) ?? 'Invalid credentials',
        variant: 'destructive',
      });
  };
  return (
    <Container>
      <Card style={{ maxWidth: 420, margin: '2rem auto' }}>
        <CardTitle>Harness sign-in</CardTitle>
        <form onSubmit={onSubmit} style={{ display: 'grid', gap: '0.75rem', marginTop: '1rem' }}>
          <Field>
            <Label htmlFor="dev-email">Email</Label>
            <Input id="dev-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <Field>
            <Label htmlFor="dev-password">Password</Label>
            <Input
              id="dev-password"
              type="password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </Card>
    </Container>
  );
}
