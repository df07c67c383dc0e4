/** Only our own /app pages and invitation links are valid return targets (no open redirect). */
export function safeRedirect(value: string | null): string {
  if (value && /^\/app(\/[\w\-/]*)?(\?[\w=&%-]*)?$/.test(value)) return value;
  // Signing in from an invitation returns to it, so the person can choose Join Company.
  if (value && /^\/join\/[\w-]{1,100}$/.test(value)) return value;
  // The sandbox's hosted payment pages are bound to the admin's session.
  if (value && /^\/billing\/sandbox\/(checkout\/[\w-]{1,100}|portal)$/.test(value)) return value;
  return '/app/dashboard';
}
