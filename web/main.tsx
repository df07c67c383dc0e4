import './app/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startLocale } from '@/lib/i18n/i18n';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { router } from './app/router';
import './styles.css';

// The device's language until the signed-in person's is known (AppLayout switches to it); each route's area
// loads its catalog in it (router.tsx).
startLocale();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LocaleProvider>
      <RouterProvider router={router} />
    </LocaleProvider>
  </StrictMode>,
);
