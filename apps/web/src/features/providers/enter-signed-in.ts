import { accountsEndpoints, afterSignInPath, type ProviderCallbackResult } from '@tendero/contracts';
import { apiRequest } from '@/lib/api-client';
import { flashToast } from '@/lib/flash-toast';

/** Signed in: the session cookies are set by the API; the person goes to their home (SPEC §4). */
export async function enterSignedIn(result: Extract<ProviderCallbackResult, { outcome: 'signed-in' }>, text: string) {
  await apiRequest(accountsEndpoints.markActive, { params: { id: result.userId }, locale: result.locale });
  flashToast(text);
  window.location.assign(afterSignInPath(null, result.role, result.locale));
}
