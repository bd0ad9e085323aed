import { accountsEndpoints } from '@tendero/contracts';
import { apiRequest } from '@/lib/api-client';

/** One re-check of the session; the API client signs out on a dead session, anything else is ignored. */
export async function checkSession(locale: string): Promise<void> {
  await apiRequest(accountsEndpoints.session, { locale }).catch(() => undefined);
}
