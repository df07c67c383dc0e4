import { isIsoMonth } from '@domain/calendar';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { localToday } from '@/lib/dates';

/** The month shown, kept in the address (?month=yyyy-MM) so a link or a reload opens the same month. */
export function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month');
  const month = raw && isIsoMonth(raw) ? raw : localToday().slice(0, 7);
  const setMonth = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set('month', next);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [month, setMonth];
}
