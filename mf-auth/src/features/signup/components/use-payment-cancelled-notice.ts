import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@lessonloom/web-core';

/** Spec §2: ?error=payment_cancelled shows a destructive toast and rewrites the address to /signup. */
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
    navigate('/signup', { replace: true });
  }, [cancelled, navigate, toast]);
}
