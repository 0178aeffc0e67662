import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getAuthToken, useToast } from '@lessonloom/web-core/public';

/**
 * Spec §2: ?error=payment_cancelled shows a destructive toast and rewrites the address to /signup. A teacher
 * who is already signed in (signup stores the session) goes on to /billing instead, where the trial can be
 * started again — not back to 'Create Your Account' for an account that exists.
 */
export function usePaymentCancelledNotice(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const shown = useRef(false);
  const cancelled = params.get('error') === 'payment_cancelled';
  useEffect(() => {
    if (!cancelled || shown.current) return;
    shown.current = true;
    toast({
      title: 'Payment setup cancelled',
      description: 'Please complete payment setup to start your free trial.',
      variant: 'destructive',
    });
    navigate(getAuthToken() ? '/billing' : '/signup', { replace: true });
  }, [cancelled, navigate, toast]);
}
