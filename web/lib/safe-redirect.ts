/** Only our own /app pages are valid return targets (no open redirect). */
export function safeRedirect(value: string | null): string {
  if (value && /^\/app(\/[\w\-/]*)?(\?[\w=&%-]*)?$/.test(value)) return value;
  return '/app/dashboard';
}
