// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { AuthTabs } from './auth-tabs';

function Harness() {
  const [value, setValue] = useState('signin');
  return (
    <AuthTabs
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'signin', label: 'Sign In', panel: <input aria-label="Email" /> },
        { value: 'signup', label: 'Sign Up', panel: <input aria-label="First Name" /> },
      ]}
    />
  );
}

describe('AuthTabs', () => {
  it('works as the WAI-ARIA tabs pattern: one tab stop, arrows move and select, one panel', async () => {
    const { user } = renderApp(<Harness />);
    const signIn = screen.getByRole('tab', { name: 'Sign In', selected: true });
    expect(screen.getByRole('tabpanel', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('tabindex')).toBe('-1');
    await user.tab();
    expect(document.activeElement).toBe(signIn);
    await user.keyboard('{ArrowRight}');
    const signUp = screen.getByRole('tab', { name: 'Sign Up', selected: true });
    expect(document.activeElement).toBe(signUp);
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBe(document.activeElement);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sign Up', selected: true })).toBe(document.activeElement);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'));
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});
