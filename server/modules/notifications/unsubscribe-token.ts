import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationCategory, type NotificationCategory } from '@domain/notifications';

/**
 * Unsubscribe links work without signing in, so their token is the credential: `{userId}.{category}.{mac}`,
 * where mac is an HMAC-SHA256 over the user and the category with a key derived from AUTH_SECRET. Changing
 * the user or the category breaks the mac, so a token can only ever turn off its own person's category.
 * It does not expire: an old e-mail's link keeps working, and all it can do is turn that category off.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function unsubscribeKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('plantel:unsubscribe-link:v1').digest();
}

const macOf = (key: Buffer, userId: string, category: NotificationCategory) =>
  createHmac('sha256', key).update(`${userId}.${category}`).digest();

export function signUnsubscribeToken(key: Buffer, userId: string, category: NotificationCategory): string {
  return `${userId}.${category}.${macOf(key, userId, category).toString('base64url')}`;
}

export function verifyUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: string; category: NotificationCategory } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, category, mac] = parts as [string, string, string];
  if (!UUID.test(userId) || !isNotificationCategory(category) || !/^[A-Za-z0-9_-]{43}$/.test(mac))
    return null;
  const given = Buffer.from(mac, 'base64url');
  // 43 characters carry 258 bits for a 256-bit mac: only the canonical spelling of the last one is accepted.
  if (given.toString('base64url') !== mac) return null;
  const expected = macOf(key, userId, category);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category };
}
