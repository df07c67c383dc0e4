import type { Me } from '@domain/contracts/accounts';
import { useEffect, useState } from 'react';
import { fetchMe } from './me';

/** Who is signed in, read once when the page opens (for pages outside the app's query cache). */
export function useMeOnce():
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; me: Me } {
  const [state, setState] = useState<ReturnType<typeof useMeOnce>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchMe()
      .then((me) => live && setState(me ? { status: 'signedIn', me } : { status: 'signedOut' }))
      .catch(() => live && setState({ status: 'signedOut' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
