export type LinkState =
  | { kind: 'recovery'; token: string }
  | { kind: 'error'; message: string; delay: number }
  | { kind: 'other'; delay: number };

/** The reset link carries its parameters in the query string or in the hash fragment. */
export function readResetLink(search: string, hash: string): LinkState {
  const params = new URLSearchParams(search);
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (k: string) => params.get(k) ?? fromHash.get(k);
  const error = get('error');
  if (error) {
    return {
      kind: 'error',
      message: get('error_description') || 'Invalid or expired reset link. Please request a new one.',
      delay: 3000,
    };
  }
  if (get('type') === 'recovery') {
    const token = get('access_token');
    if (!token)
      return {
        kind: 'error',
        message: 'Invalid reset link. Please request a new password reset.',
        delay: 3000,
      };
    return { kind: 'recovery', token };
  }
  return { kind: 'other', delay: 2000 };
}
