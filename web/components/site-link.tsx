import type { AnchorHTMLAttributes } from 'react';

/**
 * A link of the public site. The public pages are separate documents (no client router), so a plain
 * anchor is the right element; `to` mirrors React Router's Link for readability.
 */
export function SiteLink({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...props} />;
}
