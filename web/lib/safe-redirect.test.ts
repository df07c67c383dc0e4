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
    ['/billing/sandbox/checkout/0b6f7d1e-7e38-4b64', '/billing/sandbox/checkout/0b6f7d1e-7e38-4b64'],
    ['/billing/sandbox/portal', '/billing/sandbox/portal'],
    ['/billing/sandbox/checkout/../../x', '/app/dashboard'],
    ['/billing/other', '/app/dashboard'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
