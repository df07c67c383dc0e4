import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/sonner';

/**
 * The sign-in and password-reset pages need only toasts: they talk to the API with plain fetch, which keeps
 * them small (budget: /auth ≤ 150 KB of JS, gzip).
 */
export function AuthProviders() {
  return (
    <>
      <Outlet />
      <Toaster position="top-right" closeButton />
    </>
  );
}
