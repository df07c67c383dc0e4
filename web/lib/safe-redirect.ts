/** Only our own /app pages and invitation links are valid return targets (no open redirect). */
export function safeRedirect(value: string | null): string {
  if (value && /^\/app(\/[\w\-/]*)?(\?[\w=&%-]*)?$/.test(value)) return value;
  // Signing in from an invitation returns to it, so the person can choose Join Company.
  if (value && /^\/join\/[\w-]{1,100}$/.test(value)) return value;
  return '/app/dashboard';
}
