import { isPublicPath } from '@domain/site';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicSite } from './app/site';
import './styles.css';

const path = window.location.pathname.replace(/(.)\/$/, '$1');
if (isPublicPath(path)) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PublicSite path={path} />
    </StrictMode>,
  );
} else {
  // The server sends this document for public paths only; anything else belongs to the app.
  window.location.replace('/');
}
