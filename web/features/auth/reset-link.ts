import { t } from '@lingui/core/macro';

export type LinkState =
  | { kind: 'recovery'; token: string }
  | { kind: 'error'; message: string; delay: number }
  | { kind: 'other'; delay: number };

/**
 * The reset link carries its parameters in the query string or in the hash fragment. The messages are in the
 * active language (the link's own `error_description` comes from the server as it is).
 */
export function readResetLink(search: string, hash: string): LinkState {
  const params = new URLSearchParams(search);
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (k: string) => params.get(k) ?? fromHash.get(k);
  const error = get('error');
  if (error) {
    return {
      kind: 'error',
      message:
        get('error_description') ||
        t({
          id: 'auth.reset.invalidLink',
          message: 'Invalid or expired reset link. Please request a new one.',
        }),
      delay: 3000,
    };
  }
  if (get('type') === 'recovery') {
    const token = get('access_token');
    if (!token)
      return {
        kind: 'error',
        message: t({
          id: 'auth.reset.noToken',
          message: 'Invalid reset link. Please request a new password reset.',
        }),
        delay: 3000,
      };
    return { kind: 'recovery', token };
  }
  return { kind: 'other', delay: 2000 };
}
