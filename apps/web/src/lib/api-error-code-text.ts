import type { ErrorCode } from '@tendero/contracts';

/**
 * The page's translations of the API's error codes, for answers that arrive without the API's envelope
 * (a proxy's 429). Kept apart from the API client so the component that sets them (on every page) does not
 * bring the client and its schemas to pages that never call the API.
 */
let codeText: ((code: ErrorCode) => string) | null = null;

export function setApiErrorCodeText(text: ((code: ErrorCode) => string) | null): void {
  codeText = text;
}

export function apiErrorCodeText(code: ErrorCode): string | null {
  return codeText ? codeText(code) : null;
}
