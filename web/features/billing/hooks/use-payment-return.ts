import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useRefreshSubscriptionStatus } from '../api/billing';

const RETURN_PARAMS = ['payment_success', 'success', 'payment_cancelled'];

/**
 * Back from the hosted payment page (spec 4): with payment_success=true (or success=true) the query is
 * cleared, the subscription re-checked (forced: the provider's webhook may still be on its way), the success
 * message shown, and `onPaid` runs after `delayMs` (the page's dialog). A cancelled payment says so.
 */
export function usePaymentReturn(opts: { onPaid?: () => void; delayMs?: number } = {}) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const refresh = useRefreshSubscriptionStatus();
  const handled = useRef(false);
  const onPaid = useRef(opts.onPaid);
  onPaid.current = opts.onPaid;
  const delayMs = opts.delayMs ?? 0;
  const { mutate } = refresh;

  const success = params.get('payment_success') === 'true' || params.get('success') === 'true';
  const cancelled = params.get('payment_cancelled') === 'true';

  useEffect(() => {
    if ((!success && !cancelled) || handled.current) return;
    handled.current = true;
    setParams(
      (p) => {
        for (const key of RETURN_PARAMS) p.delete(key);
        return p;
      },
      { replace: true },
    );
    if (cancelled) {
      toast.info(t({ id: 'billing.return.cancelled', message: 'Payment cancelled' }), {
        description: t({
          id: 'billing.return.cancelledDetail',
          message: 'Nothing was charged and your plan has not changed.',
        }),
      });
      return;
    }
    toast.success(
      t({ id: 'billing.return.paid', message: 'Payment successful! You can now add team members.' }),
    );
    mutate(undefined, {
      onError: () =>
        toast.error(
          t({ id: 'billing.status.refreshFailed', message: 'Failed to refresh subscription status' }),
        ),
    });
    window.setTimeout(() => onPaid.current?.(), delayMs);
  }, [success, cancelled, setParams, mutate, delayMs, t]);

  return { confirming: refresh.isPending };
}
