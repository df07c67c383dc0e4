import type { Me } from '@domain/contracts/accounts';
import * as endpoints from './api/endpoints.gen';
import { api, isApiError } from './api-client';

/** The signed-in person, or null when signed out. No query cache: the auth pages use it directly. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api.call(endpoints.getMe);
  } catch (e) {
    if (isApiError(e) && e.status === 401) return null;
    throw e;
  }
}
