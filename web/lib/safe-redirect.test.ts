import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/app/team', '/app/team'],
    ['/app/absences?month=2026-03', '/app/absences?month=2026-03'],
    [null, '/app/dashboard'],
    ['https://evil.example/app', '/app/dashboard'],
    ['//evil.example/app', '/app/dashboard'],
    ['/app/../../x', '/app/dashboard'],
    ['/auth', '/app/dashboard'],
    ['/app\\evil', '/app/dashboard'],
    ['/join/AbC_12-x', '/join/AbC_12-x'],
    ['/join/../app', '/app/dashboard'],
    ['/join/x?next=//evil.example', '/app/dashboard'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
