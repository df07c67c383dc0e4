import { describe, expect, it } from 'vitest';
import { displayName, initials, isSoleAdmin, wouldRemoveLastAdmin } from './people';

describe('displayName', () => {
  it('joins first and last name, else shows the e-mail', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'García', email: 'ana@x.es' })).toBe('Ana García');
    expect(displayName({ firstName: ' Ana ', lastName: '', email: 'ana@x.es' })).toBe('Ana');
    expect(displayName({ firstName: '', lastName: null, email: 'ana@x.es' })).toBe('ana@x.es');
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name', () => {
    expect(initials({ firstName: 'ana', lastName: 'García', email: 'a@x.es' })).toBe('AG');
    // Only the first word of each: "Maria José" "de la Fuente" → M + D.
    expect(initials({ firstName: 'Maria José', lastName: 'de la Fuente', email: 'm@x.es' })).toBe('MD');
    expect(initials({ firstName: 'Łukasz', lastName: '', email: 'l@x.pl' })).toBe('Ł');
  });
  it('falls back to the words of the e-mail, then to a question mark', () => {
    expect(initials({ firstName: '', lastName: '', email: 'ana.garcia@x.es' })).toBe('AG');
    expect(initials({ email: 'bob@x.es' })).toBe('B');
    expect(initials('')).toBe('?');
  });
  it('splits a formatted name or e-mail', () => {
    expect(initials('Jörg Müller')).toBe('JM');
    expect(initials('jorg@example.com')).toBe('JE');
  });
});

describe('admin rules', () => {
  it('refuses to demote or remove the last admin, and only the last', () => {
    expect(wouldRemoveLastAdmin('admin', 'manager', 1)).toBe(true);
    expect(wouldRemoveLastAdmin('admin', null, 1)).toBe(true);
    expect(wouldRemoveLastAdmin('admin', 'employee', 2)).toBe(false);
    expect(wouldRemoveLastAdmin('admin', 'admin', 1)).toBe(false);
    expect(wouldRemoveLastAdmin('manager', null, 1)).toBe(false);
  });
  it('knows the sole admin', () => {
    expect(isSoleAdmin('admin', 1)).toBe(true);
    expect(isSoleAdmin('admin', 2)).toBe(false);
    expect(isSoleAdmin('manager', 1)).toBe(false);
  });
});
