import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('keeps a-z and 0-9, drops accents, joins the rest with single dashes', () => {
    expect(slugify('Ana García')).toBe('ana-garcia');
    expect(slugify('  Jörg  Müller ')).toBe('jorg-muller');
    expect(slugify('Taller Núria & Fills, S.L.')).toBe('taller-nuria-fills-s-l');
    expect(slugify('Paral·lel Çà')).toBe('paral-lel-ca');
  });

  it('letters without a decomposition become their base letters', () => {
    expect(slugify('Łukasz Wąsowski-Dvořák')).toBe('lukasz-wasowski-dvorak');
    expect(slugify('Straße Œuvre Ærø Đorđe')).toBe('strasse-oeuvre-aero-dorde');
  });

  it('falls back when nothing is left, and cuts long names without a trailing dash', () => {
    expect(slugify('李')).toBe('file');
    expect(slugify('***', 'company')).toBe('company');
    expect(slugify('李', 'employee')).toBe('employee');
    // "abcd efgh" cut at 5 characters is "abcd-", which ends without its dash: "abcd".
    expect(slugify('abcd efgh', 'x', 5)).toBe('abcd');
    expect(slugify('a'.repeat(80))).toHaveLength(60);
  });
});
