/**
 * What the browser's WebAuthn prompt says when it did not give a credential: the person closed it or let
 * it time out (`NotAllowedError`, also `AbortError` when another ceremony took over), this authenticator
 * already holds one of the person's passkeys (`InvalidStateError`, from the excluded credentials), or
 * the browser cannot do it. Anything else is an answer from our API.
 */
export function ceremonyOutcome(error: unknown): 'cancelled' | 'exists' | 'unsupported' | 'other' {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'exists';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'other';
}
