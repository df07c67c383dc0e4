/**
 * Whether this browser had a session the last time the app looked (set by the app shell, cleared on sign-out
 * and when the app finds no session). The public pages read it instead of asking the API, which answers a
 * visitor with 401 (a red line in the console on every public page). Only a hint: it is never a reason to
 * show data, and a stale one leads to /app, which sends a visitor to Sign In.
 */
const KEY = 'plantel:signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, 'true');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the public pages then treat everyone as a visitor.
  }
}

export function seemsSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}
