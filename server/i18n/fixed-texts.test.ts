// Every fixed English message of the shared contracts (and of the domain rules the server answers with) has its
// descriptor in the server's table, so a 400 answers it in the requester's language (fixed-texts.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CLOCK_OUT_AFTER_IN, DATE_OUT_OF_REACH } from '@domain/time-entries';
import { describe, expect, it } from 'vitest';
import { FIXED_ENGLISH, fixedText } from './fixed-texts';
import { translate } from './i18n';

/** The messages a zod schema carries: its own error and its checks', through every nested schema. */
function messagesOf(root: unknown): Set<string> {
  const found = new Set<string>();
  const seen = new WeakSet<object>();
  const text = (error: unknown): string | undefined => {
    if (typeof error === 'string') return error;
    if (typeof error !== 'function') return undefined;
    try {
      const out = error({ code: 'custom', input: undefined });
      return typeof out === 'string' ? out : out?.message;
    } catch {
      return undefined;
    }
  };
  const walk = (schema: unknown) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return;
    const own = text(def.error);
    if (own) found.add(own);
    for (const check of (def.checks as { _zod?: { def?: { error?: unknown } } }[] | undefined) ?? []) {
      const message = text(check._zod?.def?.error);
      if (message) found.add(message);
    }
    for (const key of [
      'innerType',
      'in',
      'out',
      'element',
      'left',
      'right',
      'valueType',
      'keyType',
      'schema',
    ])
      walk(def[key]);
    for (const value of Object.values((def.shape as Record<string, unknown> | undefined) ?? {})) walk(value);
    for (const option of (def.options as unknown[] | undefined) ?? []) walk(option);
  };
  const visit = (value: unknown) => {
    walk(value);
    if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  visit(root);
  return found;
}

describe('the fixed texts of the shared contracts', () => {
  it('has every message of domain/contracts', async () => {
    const dir = path.resolve(import.meta.dirname, '../../domain/contracts');
    const missing: string[] = [];
    let seen = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const module = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        for (const message of messagesOf(value)) {
          seen++;
          if (!fixedText(message)) missing.push(`${file}: ${message}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('keys each descriptor by its own English and renders it in another language', () => {
    for (const english of FIXED_ENGLISH) expect(fixedText(english)?.message).toBe(english);
    expect(fixedText(CLOCK_OUT_AFTER_IN)).toBeDefined();
    expect(translate('de', fixedText('Use the format yyyy-MM-dd')!)).toBe(
      'Verwenden Sie das Format JJJJ-MM-TT',
    );
    expect(translate('fr', fixedText('Monday: enter 0 to 24 hours')!)).toBe(
      'Lundi\u00a0: saisissez de 0 à 24 heures',
    );
    // A text with values is a descriptor where it is thrown, not an entry here.
    expect(fixedText(DATE_OUT_OF_REACH)).toBeUndefined();
    expect(fixedText('Anything else')).toBeUndefined();
  });
});
