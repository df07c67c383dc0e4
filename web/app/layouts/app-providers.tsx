import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '@/components/ui/sonner';
import { createQueryClient } from '@/lib/query-client';

/** Data layer and toasts for everything that talks to the API (auth pages and /app). */
export function AppProviders() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Outlet />
      <Toaster position="top-right" closeButton />
    </QueryClientProvider>
  );
}
