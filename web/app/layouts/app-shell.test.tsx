// @vitest-environment happy-dom
import type { Locale } from '@domain/i18n/locales';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SidebarProvider } from '@/components/ui/sidebar';
import { TooltipProvider } from '@/components/ui/tooltip';
import { me } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';

// The server's file URL, as getMe gives it (the client shows it as it is).
const LOGO = 'https://plantel.example.test/files/acme-logo.webp';

function renderShell(logoUrl: string | null, locale: Locale = 'en') {
  const person = me('admin', { company: { id: me().company!.id, name: 'Acme', logoUrl, language: 'en' } });
  return renderApp(
    <TooltipProvider>
      <SidebarProvider>
        <AppSidebar me={person} onSignOut={() => {}} />
        <AppHeader me={person} onSignOut={() => {}} />
      </SidebarProvider>
    </TooltipProvider>,
    { me: person, locale },
  );
}

const logos = () => Array.from(document.querySelectorAll<HTMLImageElement>('img[data-slot="company-logo"]'));

describe('the app shell', () => {
  it('shows the uploaded company logo beside the company name, and in the header on phones', () => {
    renderShell(LOGO);
    expect(logos().map((img) => img.getAttribute('src'))).toEqual([LOGO, LOGO]);
    expect(screen.getByRole('img', { name: 'Acme logo' }).className).toContain('md:hidden');
  });

  it('shows the Plantel mark when the company has no logo', () => {
    renderShell(null);
    expect(logos()).toEqual([]);
  });

  it('names the user menu by the text it shows (WCAG 2.5.3), not by a label that hides it', () => {
    renderShell(null);
    const button = screen.getByRole('button', { name: 'Ana García (User menu)' });
    expect(button.hasAttribute('aria-label')).toBe(false);
    // The initials are a picture of the person, not part of the name.
    expect(button.querySelector('[data-slot="avatar"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it("speaks the person's language: navigation, menus and the logo's description", () => {
    renderShell(LOGO, 'es');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Panel',
      'Ausencias',
      'Control horario',
      'Registros horarios del equipo',
      'Informes',
      'Invitaciones',
      'Equipo',
      'Configuración',
    ]);
    expect(screen.getByRole('img', { name: 'Logotipo de Acme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ana García (Menú de usuario)' })).toBeTruthy();
    expect(screen.getByText('Panel de RR. HH.')).toBeTruthy();
  });
});
