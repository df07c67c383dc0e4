import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

const key = unsubscribeKey('a test secret of at least thirty-two characters');

describe('unsubscribe tokens', () => {
  it('name one person and one category', () => {
    const userId = randomUUID();
    const token = signUnsubscribeToken(key, userId, 'reminders');
    expect(verifyUnsubscribeToken(key, token)).toEqual({ userId, category: 'reminders' });
    expect(token.length).toBeLessThan(200);
  });

  it('another key, person or category breaks the signature', () => {
    const userId = randomUUID();
    const token = signUnsubscribeToken(key, userId, 'requests');
    const [, , mac] = token.split('.');
    expect(
      verifyUnsubscribeToken(unsubscribeKey('another secret of thirty-two characters!'), token),
    ).toBeNull();
    expect(verifyUnsubscribeToken(key, `${randomUUID()}.requests.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${userId}.decisions.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${userId.toUpperCase()}.requests.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(key, `${token}.extra`)).toBeNull();
  });

  it('no changed character is accepted', () => {
    const userId = randomUUID();
    const token = signUnsubscribeToken(key, userId, 'decisions');
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.string({ minLength: 1, maxLength: 1 }), (at, c) => {
        const changed = token.slice(0, at) + c + token.slice(at + 1);
        fc.pre(changed !== token);
        expect(verifyUnsubscribeToken(key, changed)).toBeNull();
      }),
    );
  });
});
